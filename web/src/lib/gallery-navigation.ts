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
