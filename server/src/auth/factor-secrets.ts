import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals TOTP secrets for the database and opens them again (AES-256-GCM). */
export interface FactorSecretBox {
  seal(factorId: string, secret: string): Buffer;
  open(factorId: string, sealed: Buffer): string;
}

/**
 * The key is derived from the JWT secret, which every gateway sharing the database already
 * holds (as the refresh-token rotation key is), so no new secret has to be distributed; the
 * factor's id is the associated data, so a sealed secret copied onto another row does not open.
 * NOTE: a new JWT_SECRET makes the stored factors unreadable (docs/decisions/041-totp-factors.md).
 */
export function createFactorSecretBox(jwtSecret: string): FactorSecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'ecotours', 'mfa-totp-secret', 32));
  return {
    seal(factorId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(factorId, 'utf8'));
      const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]);
    },
    open(factorId, sealed) {
      const iv = sealed.subarray(0, IV_BYTES);
      const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(factorId, 'utf8'));
      decipher.setAuthTag(tag);
      const encrypted = sealed.subarray(IV_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
    },
  };
}
