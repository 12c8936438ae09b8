import type { Tour } from '@app/domain';

/** What a tour card shows; every list of tour cards selects these columns. */
export type TourSummary = Pick<
  Tour,
  | 'id'
  | 'slug'
  | 'title'
  | 'short_description'
  | 'category'
  | 'country'
  | 'price_eur'
  | 'duration_days'
  | 'difficulty'
  | 'transport'
  | 'group_size'
  | 'rating'
  | 'cover_image'
  | 'image_override_url'
>;

export const TOUR_SUMMARY_COLUMNS =
  'id, slug, title, short_description, category, country, price_eur, duration_days, difficulty, transport, group_size, rating, cover_image, image_override_url';
