import { GALLERY_MAX_IMAGES } from '@app/domain/constants';

/** One picture of a tour's gallery as the images manager shows it. */
export interface GalleryItem {
  id: string;
  url: string;
  isOverride: boolean;
  filename: string;
}

/** The last part of a picture's path, without any query. */
export function getFileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}

/** The overrides when there are any, else the originals; the same picture is listed once. */
export function getGalleryItems(tour: {
  gallery: readonly string[];
  gallery_override: readonly string[];
}): GalleryItem[] {
  const isOverride = tour.gallery_override.length > 0;
  const urls = [...new Set(isOverride ? tour.gallery_override : tour.gallery)];
  return urls.map((url) => ({ id: url, url, isOverride, filename: getFileName(url) }));
}

/** gallery_override after a change: the pictures now shown, at most ten. */
export function toGalleryOverride(items: readonly Pick<GalleryItem, 'url'>[]): string[] {
  return items.map((item) => item.url).slice(0, GALLERY_MAX_IMAGES);
}

/** How many more pictures fit in a gallery that holds `count`. */
export function galleryRoomLeft(count: number): number {
  return Math.max(0, GALLERY_MAX_IMAGES - count);
}
