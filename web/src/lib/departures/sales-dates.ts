import {
  countryTimeZone,
  firstDateOnSale,
  microTourClosingText,
} from '@app/domain/departure-sales';
import { isPastDay, pastDateMessage, toIsoDay } from '../calendar-dates';

/** The first date a tour in `country` still sells: tomorrow there once its day has begun. */
export const firstTourDate = (country: string, now = new Date()) =>
  firstDateOnSale(countryTimeZone(country), false, now);

/** The first date a micro-tour in `country` still sells, counting its closing time. */
export const firstMicroTourDate = (country: string, now = new Date()) =>
  firstDateOnSale(countryTimeZone(country), true, now);

/** What a micro-tour's date field says when the chosen day no longer sells. */
export const microTourClosedMessage = `${microTourClosingText} Please choose a later date.`;

/**
 * What a micro-tour's date field says of `date` when it is before `firstDay`, the first date on
 * sale: a day gone by, or one whose bookings have closed.
 */
export function closedMicroTourDateMessage(date: string, firstDay: string, today = toIsoDay()) {
  if (date === '' || date >= firstDay) return undefined;
  return isPastDay(date, today) ? pastDateMessage : microTourClosedMessage;
}
