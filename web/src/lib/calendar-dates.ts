import { plural, t } from '@lingui/core/macro';
import { BOOKING_MAX_YEARS_AHEAD } from '@app/domain/db-rules';
import { formatCalendarDay, formatMoment } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from '../i18n/page-locale';

/** The visitor's own calendar day as YYYY-MM-DD (what a date input and <time> want). */
export function toIsoDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * What a date field says when it is left empty (the spec's 'Date Required' text). English: the
 * …Text() functions say these messages in the page's language.
 */
export const missingDateMessage = 'Please select a tour date.';
export const missingDateText = () => t`Please select a tour date.`;

/** What a date field says when a day before today is chosen. */
export const pastDateMessage = 'Please choose a date from today on.';
export const pastDateText = () => t`Please choose a date from today on.`;

/** Whether a YYYY-MM-DD day lies before `today` (the visitor's own calendar day). */
export function isPastDay(isoDay: string, today: string = toIsoDay()): boolean {
  return isoDay !== '' && isoDay < today;
}

/**
 * The last day that can be booked from `today`: the same day BOOKING_MAX_YEARS_AHEAD years on
 * (29 February becomes 28 February, as the database's `date + interval` makes it). The booking
 * functions refuse later days (date_unavailable).
 */
export function latestBookableDay(today: string = toIsoDay()): string {
  const [year, month, day] = today.split('-');
  const monthDay = `${month}-${day}` === '02-29' ? '02-28' : `${month}-${day}`;
  return `${Number(year) + BOOKING_MAX_YEARS_AHEAD}-${monthDay}`;
}

/** Whether a YYYY-MM-DD day lies after the last bookable day. */
export function isTooFarAhead(isoDay: string, today: string = toIsoDay()): boolean {
  return isoDay !== '' && isoDay > latestBookableDay(today);
}

/** What a date field says when a day too far ahead is chosen (the booking functions' words). */
export const tooFarAheadMessage = `Bookings open at most ${BOOKING_MAX_YEARS_AHEAD} years ahead. Please choose an earlier date.`;
export function tooFarAheadText(): string {
  const years = BOOKING_MAX_YEARS_AHEAD;
  return plural(years, {
    one: 'Bookings open at most # year ahead. Please choose an earlier date.',
    other: 'Bookings open at most # years ahead. Please choose an earlier date.',
  });
}

/** A moment's local calendar day in words: 'November 22, 2026'. */
export function formatLongDate(date: Date, locale: Locale = pageLocale): string {
  return formatMoment(date, 'longDay', locale);
}

/**
 * A calendar day stored as YYYY-MM-DD in words. Read in UTC so every time zone shows the same
 * day: '2026-11-10' → 'November 10, 2026'.
 */
export function formatIsoDay(isoDay: string, locale: Locale = pageLocale): string {
  return formatCalendarDay(isoDay, 'longDay', locale);
}
