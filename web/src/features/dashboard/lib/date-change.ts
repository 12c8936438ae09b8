import {
  dateChangeClosedText,
  type DateChangeTerms,
  microTourDateChangeSentence,
} from '@app/domain/date-change-terms';
import { dateIn, isDateChangeOpen } from '@app/domain/departure-rules';
import { formatEuros } from '@app/domain/money';
import { formatIsoDay } from '../../../lib/calendar-dates';
import { sameDateMessage } from '../../../lib/departures/change-dates';

/** What public.date_change_quote answers for one booking and date (euros). */
export interface DateChangeQuote {
  allowed: boolean;
  /** The refusal the change would meet; null when it is allowed. */
  code: string | null;
  /** The refusal in the server's words; null when it is allowed. */
  message: string | null;
  fee: number;
  /** The new price less the one paid: above 0 is charged, below 0 refunded. */
  priceDifference: number;
  toPay: number;
  toRefund: number;
  seatsLeft: number | null;
}

const amount = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** The quote's jsonb, or null when it is not one. */
export function readDateChangeQuote(value: unknown): DateChangeQuote | null {
  if (typeof value !== 'object' || value === null || !('allowed' in value)) return null;
  const row: Partial<Record<string, unknown>> = { ...value };
  const [fee, priceDifference, toPay, toRefund] = [
    row.fee,
    row.priceDifference,
    row.toPay,
    row.toRefund,
  ].map(amount);
  if (typeof row.allowed !== 'boolean') return null;
  return {
    allowed: row.allowed,
    code: typeof row.code === 'string' ? row.code : null,
    message: typeof row.message === 'string' ? row.message : null,
    fee: fee ?? 0,
    priceDifference: priceDifference ?? 0,
    toPay: toPay ?? 0,
    toRefund: toRefund ?? 0,
    seatsLeft: amount(row.seatsLeft),
  };
}

/**
 * Each refusal of a date change in words, by its code (the quote's and the function's): the
 * member reads why, never the code.
 */
export function dateChangeRefusalText(
  code: string | null | undefined,
  terms: DateChangeTerms,
): string | undefined {
  switch (code) {
    case 'date_change_closed':
      return `${dateChangeClosedText(terms)}: this booking can no longer move.`;
    case 'date_change_not_offered':
      return microTourDateChangeSentence;
    case 'same_date':
      return sameDateMessage;
    case 'date_unavailable':
      return 'This date is not on sale for this tour. Please choose another date.';
    case 'sold_out':
      return 'There are not enough seats left on this date for your travelers. Please choose another date.';
    case 'insufficient_funds':
      return 'Your wallet balance does not cover this change. Top up your wallet, then try again.';
    case 'booking_not_paid':
      return 'Only a paid booking can move to another date.';
    case 'booking_already_cancelled':
      return 'This booking has been cancelled, so its date cannot change.';
    case 'booking_not_found':
      return 'We could not find this booking in your account.';
    case 'tour_not_found':
      return 'This tour is no longer available.';
    case 'validation_failed':
      return 'Please choose a valid date.';
    default:
      return undefined;
  }
}

/** A booking the dashboard may offer to move: a paid multi-day trip with its frozen terms. */
export interface MovableBooking {
  status: string;
  tour_id: string | null;
  start_date: string;
  time_zone: string | null;
  changeTerms: DateChangeTerms | null;
}

/**
 * Whether the booking's date can change at `at`: 'open' (offer Change date), a sentence saying
 * why it no longer can, or null when it never could (a micro-tour, a booking not paid or gone by).
 */
export function dateChangeState(
  booking: MovableBooking,
  at: Date,
): { open: true } | { open: false; text: string } | null {
  if (booking.status !== 'paid' || booking.tour_id === null) return null;
  if (!booking.changeTerms || !booking.time_zone) return null;
  if (isDateChangeOpen(booking.changeTerms, booking.start_date, booking.time_zone, at)) {
    return { open: true };
  }
  // A trip that has begun or ended says nothing of dates.
  if (booking.start_date <= dateIn(booking.time_zone, at)) return null;
  return { open: false, text: dateChangeClosedText(booking.changeTerms) };
}

/** 'Moved from March 12, 2027': where a moved booking started before its last change. */
export const movedFromText = (fromDate: string) => `Moved from ${formatIsoDay(fromDate)}`;

/** The fee in words: its amount, else free (by the Flexible Date Change add-on when fees apply). */
export function feeText(fee: number, terms: Pick<DateChangeTerms, 'feePerTravelerEur'>): string {
  if (fee > 0) return formatEuros(fee);
  return terms.feePerTravelerEur > 0 ? 'Free with your Flexible Date Change' : 'Free';
}

/** '+€120.00', '−€80.00' or '€0.00': what the new date's price changes. */
export function priceDifferenceText(difference: number): string {
  if (difference > 0) return `+${formatEuros(difference)}`;
  if (difference < 0) return `−${formatEuros(-difference)}`;
  return formatEuros(0);
}
