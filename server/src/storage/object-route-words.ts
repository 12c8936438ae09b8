/**
 * The words storage-api's own routes put after /object/ (signed URLs, object info, list-v2, move,
 * copy, signed uploads, and the ones served here). They are never a bucket: a path under one that
 * no route here serves is an unknown route, not a missing bucket named `sign` or `info`, and the
 * bucket API refuses them as bucket ids.
 */
export const OBJECT_ROUTE_WORDS: readonly string[] = [
  'authenticated',
  'copy',
  'info',
  'list',
  'list-v2',
  'move',
  'public',
  'sign',
  'upload',
];
