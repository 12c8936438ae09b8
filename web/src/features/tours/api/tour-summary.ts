import type { Tour } from '@app/domain';
import type { Localized } from '../../../lib/catalogue-language.js';

/** What a tour card shows, in the page's language; every list of tour cards selects these columns. */
export type TourSummary = Localized<
  Pick<
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
    | 'start_country'
    | 'start_lat'
    | 'start_lng'
    | 'footprint_transport'
  >
>;

export { TOUR_CARD_COLUMNS as TOUR_SUMMARY_COLUMNS } from '@app/domain/catalogue-columns';
