import { createHash } from 'node:crypto';
import { stringify as stableStringify } from 'safe-stable-stringify';

/** JSON with object keys sorted, so equal bodies hash alike whatever their key order. */
export function canonicalJson(value: unknown): string {
  return stableStringify(value) ?? 'null';
}

/** sha256 (hex) of a body's canonical JSON: the same request gives the same hash. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
