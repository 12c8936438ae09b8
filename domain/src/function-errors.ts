/**
 * The stable machine codes of `/functions/v1` refusals, sent as `code` next to the `error`
 * message. Clients branch on the code; the message is for people and may be reworded. Codes
 * only grow: a code once sent keeps its meaning.
 */
export const FUNCTION_ERROR_CODES = [
  // The caller
  'not_authenticated',
  'invalid_jwt',
  'session_expired',
  'admin_required',
  // An admin or a guide whose session is not yet proven with a second factor (decision 045)
  'insufficient_aal',
  // The request
  'function_not_found',
  'method_not_allowed',
  'validation_failed',
  'invalid_idempotency_key',
  'idempotency_key_reused',
  'rate_limited',
  // Money
  'insufficient_funds',
  'price_changed',
  'tour_not_found',
  'micro_tour_not_found',
  'date_unavailable',
  'addon_unavailable',
  'topup_too_large',
  'topup_limit_reached',
  'wallet_in_debt',
  'topup_not_found',
  'topup_not_pending',
  'topup_conflict',
  'payment_provider_unavailable',
  'invalid_signature',
  'invalid_event',
  // Withdrawals to the card (issue 50, decision 037)
  'card_withdrawals_unavailable',
  'nothing_to_withdraw',
  'insufficient_withdrawable',
  // Seats, cancellations and the waiting list
  'sold_out',
  'booking_not_found',
  'booking_already_cancelled',
  'booking_not_cancellable',
  'departure_not_found',
  'departure_already_cancelled',
  'seats_available',
  'already_waiting',
  'waitlist_entry_not_found',
  'waitlist_entry_closed',
  // Date changes
  'booking_not_paid',
  'date_change_not_offered',
  'date_change_closed',
  'same_date',
  // Tickets, check-in and staff roles
  'ticket_not_found',
  'ticket_cancelled',
  'invalid_ticket',
  'ambiguous_reference',
  'staff_required',
  'member_not_found',
  // The guide's list of the day (issue 50, decision 040)
  'guide_not_found',
  'guide_not_assigned',
  'check_in_not_today',
  'departure_cancelled',
  // Newsletter issues and the job queue
  'no_subscribers',
  'job_not_found',
  // Image runs
  'image_fix_running',
  // Newsletter links
  'link_expired_or_used',
  'invalid_link',
  // Languages
  'unsupported_locale',
  // The catalogue's and departures' tables (data API refusals, named in PostgREST's `hint`)
  'tour_has_bookings',
  'capacity_below_seats_sold',
  'cancel_reason_required',
  'new_departure_cancelled',
  'cancelled_departure_unchangeable',
  'difficulty_required',
  'difficulty_invalid',
  // CO₂ saved against flying (trip-footprint)
  'footprint_invalid_tour',
  'footprint_invalid_from',
  'footprint_invalid_country',
  'footprint_no_start_place',
  'footprint_invalid_query',
  'start_place_unknown',
  'start_place_write_refused',
  // Meeting points and routes (migration 0073)
  'meeting_point_unknown',
  'meeting_point_outside_europe',
  'meeting_point_too_far',
  'meeting_point_needs_start',
  'route_place_unknown',
  'route_day_beyond_tour',
  'places_write_refused',
  // Verified reviews (migration 0056)
  'review_sign_in_required',
  'review_not_yours',
  'review_exists',
  'review_trip_not_taken',
  'review_not_found',
  // Panoramas (issue 49, decision 032)
  'panorama_not_found',
  'panorama_not_jpeg',
  'panorama_wrong_ratio',
  'panorama_too_small',
  'panorama_too_large',
  'panorama_write_refused',
  // Receipts (migration 0063, decision 036)
  'receipt_not_found',
  'receipt_range_invalid',
  'receipt_write_refused',
  // Micro-tour departures and listings off sale (migration 0066, decision 039)
  'not_on_sale',
  'slot_not_found',
  'slot_exists',
  'slot_started',
  // Answers every service gives in its own shape (platform/service-errors.ts)
  'not_found',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_request',
  'unavailable',
  'internal_error',
] as const;

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

const known = new Set<string>(FUNCTION_ERROR_CODES);

export function isFunctionErrorCode(value: unknown): value is FunctionErrorCode {
  return typeof value === 'string' && known.has(value);
}
