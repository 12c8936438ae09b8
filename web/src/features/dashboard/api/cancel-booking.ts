import type { cancelBookingBodySchema } from '@app/domain/booking';
import type { z } from 'zod';
import { callServerFunction } from '../../../lib/server-function';

export const CANCEL_BOOKING_FAILED_MESSAGE =
  'There was an error cancelling your booking. Please try again.';

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
    CANCEL_BOOKING_FAILED_MESSAGE,
  );
}
