import type { IsoWeekday } from '@app/domain/start-times';

/**
 * A weekday's name in `locale`, capitalised as a label ('Monday', 'Montag', 'Lundi'): ISO weekday
 * 1 is Monday, and 2024-01-01 was one.
 */
export function weekdayName(weekday: IsoWeekday, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, Number(weekday))),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
