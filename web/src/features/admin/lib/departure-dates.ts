import { countryTimeZone, dateIn } from '@app/domain/departures';
import { formatCalendarDay } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';

/** A departure's date (YYYY-MM-DD) as the admin reads it: 'Tue, 1 Jun 2027' in English. */
export const formatDepartureDate = (date: string, locale: Locale = 'en') =>
  formatCalendarDay(date, 'shortWeekdayDay', locale);

/** The date after `date` (both YYYY-MM-DD). */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The first date a new departure of a tour in `country` may have: tomorrow there. */
export const firstBookableDate = (country: string, now = new Date()) =>
  nextDay(dateIn(countryTimeZone(country), now));

/** Whether a departure has started (its day has come in the tour's country). */
export const hasStarted = (startDate: string, country: string, now = new Date()) =>
  startDate <= dateIn(countryTimeZone(country), now);

/** Tomorrow where the admin is: a new tour has no country to count its days in yet. */
export const tomorrowHere = (now = new Date()) =>
  nextDay(dateIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now));
