import { errors, jwtVerify, SignJWT } from 'jose';
import { authErrors } from './auth-error.js';
import type { AuthSettings } from './auth-settings.js';
import type { SessionRow, UserRow } from './auth-store.js';
import { appMetadataFor } from './user-json.js';

export interface IssuedAccessToken {
  accessToken: string;
  expiresIn: number;
  expiresAt: number;
}

export interface VerifiedAccessToken {
  sub: string;
  sessionId: string | undefined;
}

const secretKey = (settings: AuthSettings) => new TextEncoder().encode(settings.jwtSecret);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function issueAccessToken(
  settings: AuthSettings,
  user: UserRow,
  session: SessionRow,
): Promise<IssuedAccessToken> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + settings.jwtExpirySeconds;
  const accessToken = await new SignJWT({
    email: user.email,
    phone: '',
    role: 'authenticated',
    app_metadata: appMetadataFor(user, settings.adminEmails),
    user_metadata: user.raw_user_meta_data,
    session_id: session.id,
    aal: session.aal,
    amr: [
      { method: session.amr_method, timestamp: Math.floor(session.created_at.getTime() / 1000) },
    ],
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${settings.siteUrl}/auth/v1`)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secretKey(settings));
  return { accessToken, expiresIn: settings.jwtExpirySeconds, expiresAt };
}

/** HS256 with our secret only; `none` and every other algorithm are refused. */
export async function verifyAccessToken(
  settings: AuthSettings,
  token: string,
): Promise<VerifiedAccessToken> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretKey(settings), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw authErrors.badJwt('token has invalid claims: token is expired');
    }
    throw authErrors.badJwt(error instanceof errors.JOSEError ? error.message : 'malformed token');
  }
  const sub = payload.sub;
  if (typeof sub !== 'string' || !UUID.test(sub)) {
    throw authErrors.badJwt('invalid claim: sub claim must be a UUID');
  }
  const sessionId = payload.session_id;
  if (sessionId !== undefined && (typeof sessionId !== 'string' || !UUID.test(sessionId))) {
    throw authErrors.badJwt('invalid claim: session_id claim must be a UUID');
  }
  return { sub, sessionId };
}
