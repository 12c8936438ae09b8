// Types only: the schema (and zod) stays out of the tour page's chunk; the server parses the body.
import type { BookingResult, ProcessBookingBody } from '@app/domain';
import { callServerFunction } from '../../../lib/server-function';

export const BOOKING_FAILED_MESSAGE =
  'There was an error processing your booking. Please try again.';

/** POST /functions/v1/process-booking: pays a multi-day tour from the wallet. */
export function processBooking(
  input: ProcessBookingBody,
  idempotencyKey: string,
): Promise<BookingResult> {
  return callServerFunction<BookingResult>(
    'process-booking',
    { ...input },
    idempotencyKey,
    BOOKING_FAILED_MESSAGE,
  );
}
