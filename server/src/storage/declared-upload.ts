import type { BucketInfo } from './object-store.js';
import { storageErrors } from './storage-errors.js';
import { UPLOAD_MAX_BYTES } from './upload-image.js';

// type/subtype with optional parameters, printable ASCII only (it is sent back as a header).
const CONTENT_TYPE_PATTERN = /^[\w.+-]+\/[\w.+-]+(\s*;[\x20-\x7e]*)?$/;

/** Whether `allowed` (storage-api's list: exact types or `type/*`) takes `contentType`. */
export function isAllowedContentType(allowed: readonly string[] | null, contentType: string) {
  if (allowed === null || allowed.length === 0) return true;
  const [mediaType = ''] = contentType.toLowerCase().split(';');
  const [type] = mediaType.trim().split('/');
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule === mediaType.trim() || rule === `${type}/*` || rule === '*/*';
  });
}

/**
 * Refuses a file kept as declared unless its bucket takes its size and content type, with
 * storage-api's answers (413 and 415).
 */
export function checkDeclaredFile(bucket: BucketInfo, size: number, contentType: string): void {
  if (size > Math.min(UPLOAD_MAX_BYTES, bucket.fileSizeLimit ?? Infinity)) {
    throw storageErrors.objectTooLarge();
  }
  if (!CONTENT_TYPE_PATTERN.test(contentType)) throw storageErrors.invalidMimeType(contentType);
  if (!isAllowedContentType(bucket.allowedMimeTypes, contentType)) {
    throw storageErrors.invalidMimeType(contentType);
  }
}
