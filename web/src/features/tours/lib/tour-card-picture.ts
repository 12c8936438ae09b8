import type { TourSummary } from '../api/tour-summary.js';

/** The rendered width of a tour card's picture (the gateway preloads the first one with it). */
export const TOUR_CARD_IMAGE_SIZES =
  '(min-width: 1152px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw';

/** The picture a tour card shows: the admin's override, else the cover; null for none. */
export function tourCardPicture(
  tour: Pick<TourSummary, 'image_override_url' | 'cover_image'>,
): string | null {
  return tour.image_override_url || tour.cover_image || null;
}
