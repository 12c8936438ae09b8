import {
  checkBucketName,
  checkObjectKey,
  InvalidObjectKeyError,
  splitVersionedName,
  versionedName,
} from './object-path.js';
import type { ObjectLocation } from './storage-driver.js';

/** S3 (and R2, MinIO, Ceph RGW) refuse keys longer than this many bytes of UTF-8. */
export const MAX_S3_KEY_BYTES = 1024;

/**
 * Where one version of our object lives in the one S3 bucket: `<our bucket>/<key>@<version>`,
 * the same names the disk driver uses under its root. Keys are checked as for the disk, so
 * `..` never reaches the store (S3 itself would take it literally).
 */
export function s3ObjectKey({ bucket, key, version }: ObjectLocation): string {
  checkBucketName(bucket);
  checkObjectKey(key);
  const name = `${bucket}/${versionedName(key, version)}`;
  if (Buffer.byteLength(name) > MAX_S3_KEY_BYTES) {
    throw new InvalidObjectKeyError(
      `The object key is too long for the object storage (at most ${MAX_S3_KEY_BYTES} bytes with its bucket and version)`,
    );
  }
  return name;
}

/** The S3 key prefix of everything of our `bucket` whose key starts with `prefix`. */
export function s3KeyPrefix(bucket: string, prefix: string): string {
  checkBucketName(bucket);
  return `${bucket}/${prefix}`;
}

/** The location an S3 key stands for, or undefined for a key this mapping never makes. */
export function locationOfS3Key(s3Key: string): ObjectLocation | undefined {
  const slash = s3Key.indexOf('/');
  if (slash < 0) return undefined;
  const bucket = s3Key.slice(0, slash);
  const { key, version } = splitVersionedName(s3Key.slice(slash + 1));
  try {
    checkBucketName(bucket);
    checkObjectKey(key);
  } catch (error) {
    if (error instanceof InvalidObjectKeyError) return undefined;
    throw error;
  }
  return { bucket, key, version };
}
