import '../messages';
import { t } from '@lingui/core/macro';
import type { ChangeBookingDateBody, ChangeBookingDateResult } from '@app/domain/booking';
import { callServerFunction } from '../../../lib/server-function';

/** Said when the server gives no reason (read when shown, in the page's language). */
export const changeDateFailedMessage = () =>
  t`There was an error changing the date of your booking. Please try again.`;

export type { ChangeBookingDateResult };

/**
 * POST /functions/v1/change-booking-date: moves one of the member's paid multi-day bookings to
 * another date of its tour, paying or refunding the difference from the wallet.
 */
export function changeBookingDate(
  input: ChangeBookingDateBody,
  idempotencyKey: string,
): Promise<ChangeBookingDateResult> {
  return callServerFunction<ChangeBookingDateResult>(
    'change-booking-date',
    { ...input },
    idempotencyKey,
    changeDateFailedMessage(),
  );
}
