import type { MicroTourSummary } from '../api/micro-tour-summary.js';

/**
 * The rendered width of a micro-tour card's picture (the gateway preloads the first one with
 * it): a third of a 1152 px row on wide screens, half on tablets, full width on phones.
 */
export const MICRO_TOUR_CARD_IMAGE_SIZES =
  '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw';

/** The picture a micro-tour card shows; null for none (the card shows a letter tile). */
export function microTourCardPicture(tour: Pick<MicroTourSummary, 'cover_url'>): string | null {
  return tour.cover_url || null;
}
