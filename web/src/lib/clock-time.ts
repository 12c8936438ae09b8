import { formatMoment } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { pageLocale } from '../i18n/page-locale';

/** A moment as HH:MM (24 hours) in the device's own time zone: '09:05'. */
export function formatClockTime(moment: string | Date, locale: Locale = pageLocale): string {
  return formatMoment(moment, 'clockTime', locale);
}

/** A moment with its day, in the device's own time zone: '27 November 2026 at 09:05'. */
export function formatDayAndClockTime(moment: string | Date, locale: Locale = pageLocale): string {
  return formatMoment(moment, 'longDayTime', locale);
}
