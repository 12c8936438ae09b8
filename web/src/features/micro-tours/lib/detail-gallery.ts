/** The pictures a detail page shows: the cover first, then the gallery, each once, blanks dropped. */
export function buildGalleryUrls(
  coverUrl: string | null,
  galleryUrls: readonly string[],
): string[] {
  const urls = [coverUrl, ...galleryUrls]
    .map((url) => url?.trim() ?? '')
    .filter((url) => url !== '');
  return [...new Set(urls)];
}

/** Steps through a gallery and wraps around at both ends. */
export function stepGalleryIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

export type SwipeDirection = 'previous' | 'next';

/** Shortest horizontal travel, in CSS pixels, that counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * A finger moving left shows the next picture, moving right the previous one; mostly vertical
 * or short movements are not swipes.
 */
export function getSwipeDirection(deltaX: number, deltaY: number): SwipeDirection | null {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}
