// NOTE: no zod here: the dashboard imports these rules (seats.ts holds the booking panel's).
import { refundPercentFor, type RefundTier } from './cancellation-policy.js';
import { toCents } from './money.js';
import { dateIn } from './departure-sales.js';

export * from './seats.js';
export { countryTimeZone, dateIn } from './departure-sales.js';

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The percentage a cancellation at `at` gives back under `tiers` (earliest first), counting whole days before
 * the start date in the tour's time zone; null from the start day on (nothing to cancel).
 * Mirrors private.refund_percent in SQL; both are checked against refund-cases.ts.
 */
export function refundPercentAt(
  tiers: readonly RefundTier[],
  startDate: string,
  timeZone: string,
  at: Date,
): number | null {
  const days = daysBetween(dateIn(timeZone, at), startDate);
  if (days < 1) return null;
  return refundPercentFor(days, tiers);
}

/**
 * Whether a paid booking starting on `startDate` (in `timeZone`) may still move to another date
 * at `at`: more than `closesDaysBefore` whole days before its start there, counted as the refund
 * tiers count them. Mirrors private.date_change_open in SQL, which refuses with
 * date_change_closed.
 */
export function isDateChangeOpen(
  terms: { closesDaysBefore: number },
  startDate: string,
  timeZone: string,
  at: Date,
): boolean {
  return daysBetween(dateIn(timeZone, at), startDate) > terms.closesDaysBefore;
}

/** The refund policy frozen on a booking when it was paid (public.bookings). */
export interface FrozenPolicy {
  refund_tiers: RefundTier[];
  time_zone: string;
}

/** What cancelling `booking` at `at` gives back, or null when it can no longer be cancelled. */
export function refundFor(
  booking: FrozenPolicy & { start_date: string; total_eur: number; status: string },
  at: Date,
): { percent: number; amount: number } | null {
  if (booking.status !== 'paid') return null;
  const percent = refundPercentAt(booking.refund_tiers, booking.start_date, booking.time_zone, at);
  if (percent === null) return null;
  // Whole cents, half up, as SQL's round(total * percent / 100, 2).
  return { percent, amount: Math.round((toCents(booking.total_eur) * percent) / 100) / 100 };
}
