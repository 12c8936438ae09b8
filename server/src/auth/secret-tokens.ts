import { createHmac, hkdfSync } from 'node:crypto';

// Random tokens and their digests are shared with the newsletter's links.
export { digestToken, randomToken } from '../platform/secret-tokens.js';

/**
 * Refresh-token rotation derives each child from its parent with a server-side key, so the
 * database never holds a usable token, yet a parent presented again within the reuse interval
 * can hand back the very same child (what GoTrue does for tabs that refresh at once).
 */
export function createChildTokenDeriver(jwtSecret: string): (parent: string) => string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'ecotours', 'refresh-token-rotation', 32));
  return (parent) => createHmac('sha256', key).update(parent, 'utf8').digest('base64url');
}
