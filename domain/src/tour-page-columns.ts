/**
 * What a tour's page shows: its own columns, without its search columns, cards and
 * `translations` (`*` had them all, every language's texts sent to every reader).
 */
export const TOUR_PAGE_COLUMNS =
  'id, slug, title, short_description, full_description, category, country, price_eur, duration_days, difficulty, transport, group_size, rating, review_count, cover_image, image_override_url, gallery, gallery_override, image_locked, highlights, itinerary, included, not_included, meeting_point, start_time, start_locations, end_location, cancellation_policy, available_dates, start_place_id, start_place_name, start_country, start_lat, start_lng, footprint_transport, meeting_lat, meeting_lng, route, end_place_id, end_place_name, end_country, end_lat, end_lng, on_sale, created_at, updated_at';
