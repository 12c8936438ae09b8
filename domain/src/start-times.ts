// NOTE: no zod here: the micro-tour pages read the weekly plan with these helpers.
import { MICRO_TOUR_TIMES_PER_DAY_MAX } from './generated/db-rules.js';

/** A start time on a tour's wall clock, 'HH:MM' (24 hours). */
export const CLOCK_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** ISO weekdays, 1 = Monday to 7 = Sunday, as the weekly plan names them. */
export const ISO_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

const WEEKDAY_NAMES: ReadonlySet<string> = new Set(ISO_WEEKDAYS);

/** A micro-tour's start times per ISO weekday (micro_tours.weekly_times, migration 0062). */
export type WeeklyTimes = Partial<Record<IsoWeekday, string[]>>;

/**
 * Whether a weekly plan is one the database keeps: known weekdays, each with at most
 * MICRO_TOUR_TIMES_PER_DAY_MAX distinct times in order (private.weekly_times_ok).
 */
export function isWeeklyTimes(value: unknown): value is WeeklyTimes {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([weekday, times]) =>
      WEEKDAY_NAMES.has(weekday) &&
      Array.isArray(times) &&
      times.length <= MICRO_TOUR_TIMES_PER_DAY_MAX &&
      times.every(
        (time, index) =>
          typeof time === 'string' &&
          CLOCK_TIME_PATTERN.test(time) &&
          (index === 0 || time > String(times[index - 1])),
      ),
  );
}
