import { formatCalendarDay } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from '../../i18n/page-locale';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The departures from today on, sorted, without duplicates or malformed entries. */
export function getUpcomingDates(dates: readonly string[], today: string): string[] {
  return [...new Set(dates)].filter((date) => ISO_DATE.test(date) && date >= today).sort();
}

/** 'Sat 12 September 2026' for '2026-09-12' (a calendar date, so no time zone shifts it). */
export function formatTourDate(isoDate: string, locale: Locale = pageLocale): string {
  return formatCalendarDay(isoDate, 'weekdayDay', locale);
}
