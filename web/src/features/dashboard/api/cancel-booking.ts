import '../messages';
import { t } from '@lingui/core/macro';
import type { cancelBookingBodySchema } from '@app/domain/booking';
import type { z } from 'zod';
import { callServerFunction } from '../../../lib/server-function';

/** Said when the server gives no reason (read when shown, in the page's language). */
export const cancelBookingFailedMessage = () =>
  t`There was an error cancelling your booking. Please try again.`;

export interface CancelBookingResult {
  success: true;
  refund: { amount: number; percent: number };
  newBalance: number;
  booking: { id: string; status: 'cancelled' };
}

/** POST /functions/v1/cancel-booking: cancels one of the member's paid bookings, refunded at once. */
export function cancelBooking(
  input: z.infer<typeof cancelBookingBodySchema>,
  idempotencyKey: string,
): Promise<CancelBookingResult> {
  return callServerFunction<CancelBookingResult>(
    'cancel-booking',
    { ...input },
    idempotencyKey,
    cancelBookingFailedMessage(),
  );
}
