import '../messages';
import type { BookingResult, ConfirmMicroTourBookingBody } from '@app/domain';
import { t } from '@lingui/core/macro';
import { callServerFunction } from '../../../lib/server-function';

/** POST /functions/v1/confirm-micro-tour-booking: pays a micro-tour from the wallet. */
export function confirmMicroTourBooking(
  input: ConfirmMicroTourBookingBody & { start_time: string },
  idempotencyKey: string,
): Promise<BookingResult> {
  return callServerFunction<BookingResult>(
    'confirm-micro-tour-booking',
    { ...input },
    idempotencyKey,
    t`Failed to confirm booking.`,
  );
}
