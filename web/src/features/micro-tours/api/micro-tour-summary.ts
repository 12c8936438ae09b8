import type { MicroTour } from '@app/domain';

/** What a micro-tour card shows; every list that renders cards selects these columns. */
export type MicroTourSummary = Pick<
  MicroTour,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'city'
  | 'country'
  | 'price_eur'
  | 'duration_hours'
  | 'rating'
  | 'cover_url'
>;

export const MICRO_TOUR_SUMMARY_COLUMNS =
  'id, slug, title, description, city, country, price_eur, duration_hours, rating, cover_url';
