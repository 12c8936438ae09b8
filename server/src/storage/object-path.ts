import path from 'node:path';

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;
// NUL and the other control characters: never part of a file name we keep.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const MAX_KEY_LENGTH = 1024;

export class InvalidObjectKeyError extends Error {}

/** Throws InvalidObjectKeyError unless `bucket` is a bucket id as storage.buckets allows it. */
export function checkBucketName(bucket: string): void {
  if (!BUCKET_PATTERN.test(bucket)) throw new InvalidObjectKeyError('Invalid bucket name');
}

/**
 * Throws InvalidObjectKeyError unless `key` is a relative path of non-empty segments: no `.` or
 * `..`, no leading `/` (absolute), no backslash, NUL or other control character, at most 1024
 * characters. The same rule as storage.objects' check constraint (migration 0004).
 */
export function checkObjectKey(key: string): void {
  if (key.length === 0) throw new InvalidObjectKeyError('The object key is empty');
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidObjectKeyError(`The object key is longer than ${MAX_KEY_LENGTH} characters`);
  }
  if (key.startsWith('/')) throw new InvalidObjectKeyError('The object key must not be absolute');
  if (key.includes('\\')) throw new InvalidObjectKeyError('The object key must not contain \\');
  if (CONTROL_CHARACTERS.test(key)) {
    throw new InvalidObjectKeyError('The object key must not contain control characters');
  }
  if (key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new InvalidObjectKeyError('The object key must not contain empty, "." or ".." segments');
  }
}

/** Checks a bucket id and object key and returns the file path under root; never outside it. */
export function resolveObjectPath(root: string, bucket: string, key: string): string {
  checkBucketName(bucket);
  checkObjectKey(key);
  const base = path.resolve(root, bucket);
  const resolved = path.resolve(base, key);
  if (!resolved.startsWith(base + path.sep)) throw new InvalidObjectKeyError('Invalid object key');
  return resolved;
}
