import { hkdfSync, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { storageErrors } from './storage-errors.js';

/** The longest a signed URL may live (storage-api takes any positive number; we cap it). */
export const MAX_SIGNED_URL_SECONDS = 10 * 365 * 24 * 3600;

export type SignedUrlScope = 'download' | 'upload';

const tokenSchema = z.object({
  url: z.string(),
  scope: z.enum(['download', 'upload']),
  exp: z.number(),
  jti: z.guid().optional(),
  transformations: z.string().max(200).optional(),
  upsert: z.boolean().optional(),
  owner: z.guid().nullable().optional(),
});

export interface VerifiedUploadToken {
  id: string;
  expiresAt: Date;
  upsert: boolean;
  owner: string | null;
}

export interface SignedUrls {
  /**
   * `/object/sign/<bucket>/<key>?token=…`, as storage-api answers it; with `transformations`
   * (transform-options.ts), `/render/image/sign/…` for that size.
   */
  signDownload(
    bucket: string,
    key: string,
    expiresIn: number,
    transformations?: string,
  ): Promise<string>;
  signUpload(
    bucket: string,
    key: string,
    options: { upsert: boolean; owner: string | null; expiresIn: number },
  ): Promise<{ url: string; token: string }>;
  /**
   * The token's expiry and size; refuses a forged, expired or other object's token in
   * storage-api's words.
   */
  verifyDownload(
    token: string,
    bucket: string,
    key: string,
  ): Promise<{ expires: Date; transformations: string | undefined }>;
  verifyUpload(token: string, bucket: string, key: string): Promise<VerifiedUploadToken>;
}

/**
 * The key signed URL tokens are signed with, derived from the JWT secret (as the ticket key is)
 * so that a signed URL's token is never an access token and an access token never opens an object.
 */
export const signedUrlKey = (jwtSecret: string): Uint8Array =>
  new Uint8Array(hkdfSync('sha256', jwtSecret, 'ecotours', 'storage-signed-url', 32));

/**
 * storage-api's signed URLs: an HS256 token naming `<bucket>/<key>` and what it may do (download,
 * or one upload), checked in storage-api's order: signature and expiry, scope, then the object.
 */
export function createSignedUrls(key: Uint8Array): SignedUrls {
  const sign = (claims: Record<string, unknown>, expiresIn: number) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(key);
  };

  async function verify(token: string, bucket: string, objectKey: string, scope: SignedUrlScope) {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw storageErrors.invalidSignedToken('jwt expired');
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        throw storageErrors.invalidSignedToken('invalid signature');
      }
      throw storageErrors.invalidSignedToken('jwt malformed');
    }
    const parsed = tokenSchema.safeParse(payload);
    if (!parsed.success) throw storageErrors.invalidSignedToken('jwt malformed');
    if (parsed.data.scope !== scope) {
      throw storageErrors.invalidSignature(`Token is not scoped for ${scope}`);
    }
    if (parsed.data.url !== `${bucket}/${objectKey}`) throw storageErrors.invalidSignature();
    return parsed.data;
  }

  return {
    async signDownload(bucket, objectKey, expiresIn, transformations) {
      const claims = { url: `${bucket}/${objectKey}`, scope: 'download' };
      if (transformations) {
        const token = await sign({ ...claims, transformations }, expiresIn);
        return `/render/image/sign/${bucket}/${objectKey}?token=${token}`;
      }
      const token = await sign(claims, expiresIn);
      // Unencoded, as storage-api answers it: supabase-js encodes the whole URL itself.
      return `/object/sign/${bucket}/${objectKey}?token=${token}`;
    },
    async signUpload(bucket, objectKey, { upsert, owner, expiresIn }) {
      const token = await sign(
        { url: `${bucket}/${objectKey}`, scope: 'upload', upsert, owner, jti: randomUUID() },
        expiresIn,
      );
      return { url: `/object/upload/sign/${bucket}/${objectKey}?token=${token}`, token };
    },
    async verifyDownload(token, bucket, objectKey) {
      const claims = await verify(token, bucket, objectKey, 'download');
      return { expires: new Date(claims.exp * 1000), transformations: claims.transformations };
    },
    async verifyUpload(token, bucket, objectKey) {
      const claims = await verify(token, bucket, objectKey, 'upload');
      if (!claims.jti) throw storageErrors.invalidSignedToken('jwt malformed');
      return {
        id: claims.jti,
        expiresAt: new Date(claims.exp * 1000),
        upsert: claims.upsert ?? false,
        owner: claims.owner ?? null,
      };
    },
  };
}
