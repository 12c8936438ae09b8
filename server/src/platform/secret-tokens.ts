import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and e-mail link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest. */
export function digestToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
