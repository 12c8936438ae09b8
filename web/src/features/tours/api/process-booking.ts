import '../messages';
import { t } from '@lingui/core/macro';
// Types only: the schema (and zod) stays out of the tour page's chunk; the server parses the body.
import type { BookingResult, ProcessBookingBody } from '@app/domain';
import { callServerFunction } from '../../../lib/server-function';

/** Said when the request fails without a message of its own. */
export const bookingFailedMessage = () =>
  t`There was an error processing your booking. Please try again.`;

/** POST /functions/v1/process-booking: pays a multi-day tour from the wallet. */
export function processBooking(
  input: ProcessBookingBody,
  idempotencyKey: string,
): Promise<BookingResult> {
  return callServerFunction<BookingResult>(
    'process-booking',
    { ...input },
    idempotencyKey,
    bookingFailedMessage(),
  );
}
