import path from 'node:path';

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;
// NUL and the other control characters: never part of a file name we keep.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const MAX_KEY_LENGTH = 1024;

export class InvalidObjectKeyError extends Error {}

// A version is appended to the key's name after this mark; versions are hex, keys may contain
// the mark, so the last one separates them.
const VERSION_MARK = '@';
const VERSION_PATTERN = /^[0-9a-f]{8,64}$/;

/** `key@version` (or the bare key for a file stored before versions): the name a driver stores. */
export function versionedName(key: string, version: string | null): string {
  if (version === null) return key;
  if (!VERSION_PATTERN.test(version)) throw new InvalidObjectKeyError('invalid object version');
  return `${key}${VERSION_MARK}${version}`;
}

/** The key and version a stored name stands for: the inverse of versionedName. */
export function splitVersionedName(name: string): { key: string; version: string | null } {
  const mark = name.lastIndexOf(VERSION_MARK);
  const version = mark > 0 ? name.slice(mark + 1) : '';
  return VERSION_PATTERN.test(version)
    ? { key: name.slice(0, mark), version }
    : { key: name, version: null };
}

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
