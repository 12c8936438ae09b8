import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and e-mail link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest. */
export function digestToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * Refresh-token rotation derives each child from its parent with a server-side key, so the
 * database never holds a usable token, yet a parent presented again within the reuse interval
 * can hand back the very same child (what GoTrue does for tabs that refresh at once).
 */
export function createChildTokenDeriver(jwtSecret: string): (parent: string) => string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'ecotours', 'refresh-token-rotation', 32));
  return (parent) => createHmac('sha256', key).update(parent, 'utf8').digest('base64url');
}
