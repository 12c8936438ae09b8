// NOTE: no zod and no refund rules here: the tour and micro-tour pages load this.
import {
  COUNTRY_TIME_ZONES,
  DEFAULT_TIME_ZONE,
  MEETING_TIME,
  MICRO_TOUR_BOOKING_CLOSE_HOURS,
} from './generated/db-rules.js';

/** The zone a tour's days are counted in, by its country (the company's zone otherwise). */
export function countryTimeZone(country: string): string {
  const zones: Readonly<Record<string, string>> = COUNTRY_TIME_ZONES;
  return zones[country] ?? DEFAULT_TIME_ZONE;
}

/** The wall clock of `timeZone` at `at`: 'YYYY-MM-DDTHH:MM:SS'. */
function wallClockIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The calendar date (YYYY-MM-DD) at `at` in `timeZone`. */
export function dateIn(timeZone: string, at: Date): string {
  return wallClockIn(timeZone, at).slice(0, 10);
}

/**
 * What a departure's sale depends on: its date and start time ('HH:MM', on its tour's wall clock),
 * its tour's zone, and whether it is a micro-tour.
 */
export interface DepartureSale {
  startDate: string;
  startTime: string;
  timeZone: string;
  isMicroTour: boolean;
}

/**
 * The local wall-clock moment sales close: a tour's start day, a micro-tour's start time less
 * MICRO_TOUR_BOOKING_CLOSE_HOURS.
 */
function salesCloseAt({ startDate, startTime, isMicroTour }: DepartureSale): string {
  if (!isMicroTour) return `${startDate}T00:00:00`;
  const start = Date.parse(`${startDate}T${startTime}:00Z`);
  return new Date(start - MICRO_TOUR_BOOKING_CLOSE_HOURS * 3_600_000).toISOString().slice(0, 19);
}

/**
 * Whether the departure still sells at `at`. Mirrors private.departure_on_sale in SQL, which
 * refuses the booking; both are checked against sales-cases.ts.
 */
export function isOnSale(sale: DepartureSale, at: Date): boolean {
  return wallClockIn(sale.timeZone, at) < salesCloseAt(sale);
}

/**
 * The earliest date a departure in `timeZone` starting at `startTime` (by default the time a new
 * tour or micro-tour starts) still sells at `at`: today there, or a later day.
 */
export function firstDateOnSale(
  timeZone: string,
  isMicroTour: boolean,
  at: Date,
  startTime = MEETING_TIME,
): string {
  let day = dateIn(timeZone, at);
  while (!isOnSale({ startDate: day, startTime, timeZone, isMicroTour }, at)) {
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return day;
}

/** What the micro-tour page says of the rule: 'Bookings close 2 hours before the start.' */
export const microTourClosingText = `Bookings close ${MICRO_TOUR_BOOKING_CLOSE_HOURS} hours before the start.`;
