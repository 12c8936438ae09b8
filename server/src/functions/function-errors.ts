import { type FunctionErrorCode, isFunctionErrorCode } from '@app/domain/function-errors';
import { ImageRunRefusal, type ImageRunRefusalReason } from '../images/image-run-refusal.js';
import type { ErrorCatalogue, ServiceErrorReply } from '../platform/service-errors.js';
import { MoneyRefusal } from '../wallet/money-refusal.js';

/**
 * The HTTP status of each code: a code always comes with the same status. A missing or bad
 * identity is 403, as in storage; the auth service keeps GoTrue's own statuses.
 */
export const FUNCTION_ERRORS = {
  not_authenticated: 403,
  invalid_jwt: 403,
  session_expired: 403,
  admin_required: 403,
  insufficient_aal: 403,
  function_not_found: 404,
  method_not_allowed: 405,
  validation_failed: 400,
  invalid_idempotency_key: 400,
  idempotency_key_reused: 422,
  rate_limited: 429,
  insufficient_funds: 402,
  price_changed: 409,
  tour_not_found: 404,
  micro_tour_not_found: 404,
  date_unavailable: 422,
  addon_unavailable: 422,
  topup_too_large: 422,
  topup_limit_reached: 429,
  wallet_in_debt: 402,
  topup_not_found: 404,
  topup_not_pending: 409,
  topup_conflict: 409,
  payment_provider_unavailable: 503,
  invalid_signature: 400,
  invalid_event: 400,
  card_withdrawals_unavailable: 409,
  nothing_to_withdraw: 422,
  insufficient_withdrawable: 422,
  sold_out: 409,
  booking_not_found: 404,
  booking_already_cancelled: 409,
  booking_not_cancellable: 422,
  departure_not_found: 404,
  departure_already_cancelled: 409,
  seats_available: 409,
  already_waiting: 409,
  waitlist_entry_not_found: 404,
  waitlist_entry_closed: 409,
  booking_not_paid: 422,
  date_change_not_offered: 422,
  date_change_closed: 422,
  same_date: 422,
  ticket_not_found: 404,
  ticket_cancelled: 409,
  invalid_ticket: 422,
  ambiguous_reference: 409,
  staff_required: 403,
  member_not_found: 404,
  guide_not_found: 404,
  guide_not_assigned: 403,
  check_in_not_today: 409,
  departure_cancelled: 409,
  no_subscribers: 409,
  job_not_found: 404,
  image_fix_running: 409,
  link_expired_or_used: 410,
  invalid_link: 400,
  unsupported_locale: 400,
  not_on_sale: 422,
  slot_not_found: 404,
  slot_exists: 409,
  slot_started: 422,
  tour_has_bookings: 409,
  capacity_below_seats_sold: 422,
  cancel_reason_required: 400,
  new_departure_cancelled: 422,
  cancelled_departure_unchangeable: 409,
  difficulty_required: 400,
  difficulty_invalid: 400,
  footprint_invalid_tour: 400,
  footprint_invalid_from: 400,
  footprint_invalid_country: 400,
  footprint_no_start_place: 422,
  footprint_invalid_query: 400,
  start_place_unknown: 422,
  start_place_write_refused: 403,
  meeting_point_unknown: 422,
  meeting_point_outside_europe: 422,
  meeting_point_too_far: 422,
  meeting_point_needs_start: 422,
  route_place_unknown: 422,
  route_day_beyond_tour: 422,
  places_write_refused: 403,
  review_sign_in_required: 401,
  review_not_yours: 403,
  review_exists: 409,
  review_trip_not_taken: 422,
  review_not_found: 404,
  receipt_not_found: 404,
  receipt_range_invalid: 400,
  receipt_write_refused: 403,
  panorama_not_found: 404,
  panorama_not_jpeg: 422,
  panorama_wrong_ratio: 422,
  panorama_too_small: 422,
  panorama_too_large: 422,
  panorama_write_refused: 403,
  not_found: 404,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid_request: 400,
  unavailable: 503,
  internal_error: 500,
} as const satisfies Record<FunctionErrorCode, number>;

/**
 * A deliberate answer other than 2xx: `{ error: message, ...details, code }`, with the code's
 * status. The message is what people read; clients branch on the code.
 */
export class FunctionError extends Error {
  readonly status: number;
  constructor(
    readonly code: FunctionErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'FunctionError';
    this.status = FUNCTION_ERRORS[code];
  }

  /** The JSON body the client gets; the code cannot be overridden by a detail. */
  get body(): Record<string, unknown> {
    return { error: this.message, ...this.details, code: this.code };
  }
}

function reply(status: number, body: Record<string, unknown>): ServiceErrorReply {
  return { status, body };
}

const IMAGE_RUN_REFUSALS: Record<ImageRunRefusalReason, FunctionErrorCode> = {
  busy: 'image_fix_running',
  'key-reused': 'idempotency_key_reused',
};

/** The refusals of the modules functions call (wallet, images), as functions answer them. */
export function asFunctionError(error: unknown): FunctionError | undefined {
  if (error instanceof FunctionError) return error;
  if (error instanceof MoneyRefusal) {
    return new FunctionError(error.code, error.message, error.details);
  }
  if (error instanceof ImageRunRefusal) {
    return new FunctionError(IMAGE_RUN_REFUSALS[error.reason], error.message);
  }
  return undefined;
}

/** JSON `{ error, code, ...details }`: what the app reads from a FunctionsHttpError's response. */
export const functionErrorCatalogue: ErrorCatalogue = {
  known(error) {
    const refusal = asFunctionError(error);
    return refusal ? reply(refusal.status, refusal.body) : undefined;
  },
  render: (status, code, message) =>
    reply(status, { error: message, code: isFunctionErrorCode(code) ? code : 'internal_error' }),
};
