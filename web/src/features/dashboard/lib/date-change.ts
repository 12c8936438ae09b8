import '../messages';
import type { DateChangeTerms } from '@app/domain/date-change-terms';
import { dateIn, isDateChangeOpen } from '@app/domain/departure-rules';
import { FEW_SEATS_LEFT } from '@app/domain/seats';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import { plural, t } from '@lingui/core/macro';
import { pageLocale } from '../../../i18n/page-locale';

/** What a booking says once its date can no longer change: 'Date changes close 7 days before the start'. */
export function dateChangeClosedText(terms: Pick<DateChangeTerms, 'closesDaysBefore'>): string {
  return plural(terms.closesDaysBefore, {
    one: 'Date changes close # day before the start',
    other: 'Date changes close # days before the start',
  });
}

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
    case 'date_change_closed': {
      const closed = dateChangeClosedText(terms);
      return t`${closed}: this booking can no longer move.`;
    }
    case 'date_change_not_offered':
      return t`A micro-tour booking is not moved to another date: cancel it and book the new date instead.`;
    case 'same_date':
      return t`This is already the date of your booking.`;
    case 'date_unavailable':
      return t`This date is not on sale for this tour. Please choose another date.`;
    case 'sold_out':
      return t`There are not enough seats left on this date for your travelers. Please choose another date.`;
    case 'insufficient_funds':
      return t`Your wallet balance does not cover this change. Top up your wallet, then try again.`;
    case 'booking_not_paid':
      return t`Only a paid booking can move to another date.`;
    case 'booking_already_cancelled':
      return t`This booking has been cancelled, so its date cannot change.`;
    case 'booking_not_found':
      return t`We could not find this booking in your account.`;
    case 'tour_not_found':
      return t`This tour is no longer available.`;
    case 'validation_failed':
      return t`Please choose a valid date.`;
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
export function movedFromText(fromDate: string): string {
  const day = formatCalendarDay(fromDate, 'longDay', pageLocale);
  return t`Moved from ${day}`;
}

/** The fee in words: its amount, else free (by the Flexible Date Change add-on when fees apply). */
export function feeText(fee: number, terms: Pick<DateChangeTerms, 'feePerTravelerEur'>): string {
  if (fee > 0) return formatEuros(fee, pageLocale);
  return terms.feePerTravelerEur > 0 ? t`Free with your Flexible Date Change` : t`Free`;
}

/** '+€120.00', '−€80.00' or '€0.00': what the new date's price changes. */
export function priceDifferenceText(difference: number): string {
  if (difference > 0) return `+${formatEuros(difference, pageLocale)}`;
  if (difference < 0) return `−${formatEuros(-difference, pageLocale)}`;
  return formatEuros(0, pageLocale);
}

/** A date's seats in words: 'Cancelled', 'Sold out', 'Only 3 seats left', '12 seats left'. */
export function dateSeatsText(seats: { seatsLeft: number; isCancelled: boolean }): string {
  const count = seats.seatsLeft;
  if (seats.isCancelled) return t`Cancelled`;
  if (count <= 0) return t`Sold out`;
  if (count <= FEW_SEATS_LEFT) {
    return plural(count, { one: 'Only # seat left', other: 'Only # seats left' });
  }
  return plural(count, { one: '# seat left', other: '# seats left' });
}
