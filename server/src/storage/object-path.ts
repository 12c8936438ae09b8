import path from 'node:path';

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export class InvalidObjectKeyError extends Error {}

/** Checks a bucket id and object key and returns the file path under root; never outside it. */
export function resolveObjectPath(root: string, bucket: string, key: string): string {
  if (!BUCKET_PATTERN.test(bucket)) throw new InvalidObjectKeyError('Invalid bucket name');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    key.includes('\0') ||
    key.includes('\\') ||
    key.startsWith('/') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new InvalidObjectKeyError('Invalid object key');
  }
  const base = path.resolve(root, bucket);
  const resolved = path.resolve(base, key);
  if (!resolved.startsWith(base + path.sep)) throw new InvalidObjectKeyError('Invalid object key');
  return resolved;
}
