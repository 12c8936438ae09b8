/** Where the admin's pictures go in the 'tours' bucket (spec section 7, Storage). */
export const TOURS_BUCKET = 'tours';

export const coverPath = (slug: string) => `${slug}/cover.jpg`;
export const galleryPath = (slug: string, n: number) => `${slug}/gallery/${n}.jpg`;

/**
 * Numbers for `count` new gallery files after those already used by the tour's pictures, so an
 * upload never overwrites a picture the tour still shows.
 */
export function nextGalleryNumbers(usedUrls: readonly string[], count: number): number[] {
  const used = usedUrls
    .map((url) => /\/gallery\/(\d+)\.[a-z0-9]+(?:[?#]|$)/i.exec(url)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  const start = Math.max(0, ...used) + 1;
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The files a picker or a drop hands over, less anything that is not a picture. */
export function pickImageFiles(files: Iterable<File>): File[] {
  return [...files].filter((file) => file.type.startsWith('image/'));
}

/** A file name no other upload shares: the time and a random part. */
export function createUniqueFileName(
  extension = 'jpg',
  now: number = Date.now(),
  random: string = crypto.randomUUID().slice(0, 8),
): string {
  return `${now}-${random}.${extension}`;
}

/** A stored URL that changes whenever the picture at a fixed path is replaced. */
export function withVersion(url: string, version: number = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}
