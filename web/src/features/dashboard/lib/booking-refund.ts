import '../messages';
import { refundFor } from '@app/domain/departure-rules';
import { formatEuros } from '@app/domain/locale-format';
import { t } from '@lingui/core/macro';
import { pageLocale } from '../../../i18n/page-locale';
import type { MemberBooking } from '../api/get-bookings';

/**
 * What cancelling the booking at `at` gives back, by the policy frozen on it when it was paid;
 * null when it cannot be cancelled (not paid, or its first day has begun in the tour's zone).
 */
export function bookingRefund(
  booking: Pick<MemberBooking, 'policy' | 'start_date' | 'total_eur' | 'status'>,
  at: Date,
) {
  if (!booking.policy) return null;
  return refundFor({ ...booking.policy, ...booking }, at);
}

/** 'You will get €125.00 back (50 %)'. */
export function refundSentence(refund: { amount: number; percent: number }): string {
  const amount = formatEuros(refund.amount, pageLocale);
  const percent = refund.percent;
  return t`You will get ${amount} back (${percent} %)`;
}
