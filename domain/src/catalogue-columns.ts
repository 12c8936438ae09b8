/**
 * The columns each catalogue read selects (decision 029): one home for the web's pages, the
 * gateway's inline first page and the bench, so that the bench measures the requests the pages
 * send. A tour's page's are in tour-page-columns.ts and the language's fields a read adds in
 * localized-columns.ts, apart so that the pages that need them alone load them.
 */

/** What a tour card shows; every list of tour cards selects these columns. */
export const TOUR_CARD_COLUMNS =
  'id, slug, title, short_description, category, country, price_eur, duration_days, difficulty, transport, group_size, rating, cover_image, image_override_url, start_country, start_lat, start_lng, footprint_transport';

/** What a micro-tour card shows; every list of micro-tour cards selects these columns. */
export const MICRO_TOUR_CARD_COLUMNS =
  'id, slug, title, description, city, country, price_eur, duration_hours, rating, cover_url, panorama_url, panorama_is_illustration, start_country, start_lat, start_lng, footprint_transport';
