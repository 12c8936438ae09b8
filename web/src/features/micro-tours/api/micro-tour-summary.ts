import type { MicroTour } from '@app/domain';
import type { Localized } from '../../../lib/catalogue-language.js';

/**
 * What a micro-tour card shows, in the page's language; every list that renders cards selects
 * these columns.
 */
export type MicroTourSummary = Localized<
  Pick<
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
    | 'panorama_url'
    | 'panorama_is_illustration'
    | 'start_country'
    | 'start_lat'
    | 'start_lng'
    | 'footprint_transport'
  >
>;

export { MICRO_TOUR_CARD_COLUMNS as MICRO_TOUR_SUMMARY_COLUMNS } from '@app/domain/catalogue-columns';
