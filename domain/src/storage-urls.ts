/** The path under which storage serves the objects of public buckets (storage-api's). */
export const PUBLIC_OBJECT_PATH = '/storage/v1/object/public/';

/**
 * The bucket and key a public object address names, read from its path alone: relative, or on
 * any origin (the site's own under any name it had, or another site with the same storage API).
 * Null for any other address.
 */
export function publicObjectOf(url: string): { bucket: string; key: string } | null {
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(PUBLIC_OBJECT_PATH)) return null;
  const [bucket, ...rest] = path.slice(PUBLIC_OBJECT_PATH.length).split('/');
  if (!bucket || rest.length === 0) return null;
  try {
    return { bucket, key: rest.map(decodeURIComponent).join('/') };
  } catch {
    return null;
  }
}
