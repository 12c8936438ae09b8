import {
  countryTimeZone,
  firstDateOnSale,
  microTourClosingText,
} from '@app/domain/departure-sales';
import { plural } from '@lingui/core/macro';
import { MICRO_TOUR_BOOKING_CLOSE_HOURS } from '@app/domain/db-rules';
import { isPastDay, pastDateText, toIsoDay } from '../calendar-dates';

/** The first date a tour in `country` still sells: tomorrow there once its day has begun. */
export const firstTourDate = (country: string, now = new Date()) =>
  firstDateOnSale(countryTimeZone(country), false, now);

/** The first date a micro-tour in `country` still sells, counting its closing time. */
export const firstMicroTourDate = (country: string, now = new Date()) =>
  firstDateOnSale(countryTimeZone(country), true, now);

/** What a micro-tour's date field says when the chosen day no longer sells (English). */
export const microTourClosedMessage = `${microTourClosingText} Please choose a later date.`;

/** microTourClosedMessage in the page's language. */
export function microTourClosedText(): string {
  const hours = MICRO_TOUR_BOOKING_CLOSE_HOURS;
  return plural(hours, {
    one: 'Bookings close # hour before the start. Please choose a later date.',
    other: 'Bookings close # hours before the start. Please choose a later date.',
  });
}

/**
 * What a micro-tour's date field says of `date` when it is before `firstDay`, the first date on
 * sale: a day gone by, or one whose bookings have closed.
 */
export function closedMicroTourDateMessage(date: string, firstDay: string, today = toIsoDay()) {
  if (date === '' || date >= firstDay) return undefined;
  return isPastDay(date, today) ? pastDateText() : microTourClosedText();
}
