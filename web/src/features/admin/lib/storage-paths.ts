import { publicObjectOf } from '@app/domain/storage-urls';
/** Where the admin's pictures go in the 'tours' bucket. */
export const TOURS_BUCKET = 'tours';

export const coverPath = (slug: string) => `${slug}/cover.jpg`;
export const galleryPath = (slug: string, n: number) => `${slug}/gallery/${n}.jpg`;

/** The folder of a tour's overrides: beside the originals, so an override never replaces one. */
export const overridesFolder = (slug: string) => `${slug}/overrides`;

/** A new override's own file, named uniquely, e.g. `lake-walk/overrides/cover-1700…-ab12cd34.jpg`. */
export const overridePath = (
  slug: string,
  kind: 'cover' | 'gallery',
  fileName: string = createUniqueFileName('jpg'),
) => `${overridesFolder(slug)}/${kind}-${fileName}`;

/** The key in the 'tours' bucket a public URL (full or a path) names; null for other pictures. */
export function toursKeyOf(url: string): string | null {
  const object = publicObjectOf(url);
  return object?.bucket === TOURS_BUCKET ? object.key : null;
}

/**
 * The override files of the tour's folder that `before` pointed at and `after` no longer does:
 * they are shown nowhere once the change is saved. Originals and other tours' files never are.
 */
export function droppedOverrideKeys(
  slug: string,
  before: readonly (string | null | undefined)[],
  after: readonly (string | null | undefined)[],
): string[] {
  const keysOf = (urls: readonly (string | null | undefined)[]) =>
    new Set(urls.flatMap((url) => (url ? [toursKeyOf(url)] : [])));
  const kept = keysOf(after);
  const folder = `${overridesFolder(slug)}/`;
  return [...keysOf(before)].filter(
    (key): key is string => key !== null && key.startsWith(folder) && !kept.has(key),
  );
}

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
