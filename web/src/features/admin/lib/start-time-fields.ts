import '../messages';
import { t } from '@lingui/core/macro';
import { MEETING_TIME, MICRO_TOUR_TIMES_PER_DAY_MAX } from '@app/domain/db-rules';
import {
  CLOCK_TIME_PATTERN,
  ISO_WEEKDAYS,
  isWeeklyTimes,
  type IsoWeekday,
  type WeeklyTimes,
} from '@app/domain/start-times';
import { z } from 'zod';

/** The admin forms' start times (migration 0062): a tour's one, a micro-tour's weekly plan. */
export const startTimeMessages = {
  get startTime() {
    return t`Enter the start time as HH:MM, for example 09:30`;
  },
  get weekdayTimes() {
    return t`Write each time as HH:MM, separated by commas, for example 10:00, 14:00`;
  },
  get tooManyTimes() {
    return t`At most ${MICRO_TOUR_TIMES_PER_DAY_MAX} start times a day`;
  },
};

/** 'H:MM' or 'HH:MM' as 'HH:MM'; null when it is no time of day. */
function clockTime(text: string): string | null {
  const padded = /^\d:\d\d$/.test(text) ? `0${text}` : text;
  return CLOCK_TIME_PATTERN.test(padded) ? padded : null;
}

/** A tour's start time, as `<input type="time">` gives it ('HH:MM'). */
export const startTimeSchema = z.string().transform((value, context) => {
  const time = clockTime(value.trim());
  if (time === null) {
    context.addIssue({ code: 'custom', message: startTimeMessages.startTime });
    return z.NEVER;
  }
  return time;
});

/** One weekday's times as typed ('10:00, 14:00'), read as distinct times in order. */
const weekdayTimesSchema = z.string().transform((value, context) => {
  const words = value.split(/[\s,;]+/).filter(Boolean);
  const times = words.map(clockTime).filter((time): time is string => time !== null);
  if (times.length < words.length) {
    context.addIssue({ code: 'custom', message: startTimeMessages.weekdayTimes });
    return z.NEVER;
  }
  const distinct = [...new Set(times)].sort();
  if (distinct.length > MICRO_TOUR_TIMES_PER_DAY_MAX) {
    context.addIssue({ code: 'custom', message: startTimeMessages.tooManyTimes });
    return z.NEVER;
  }
  return distinct;
});

/** A micro-tour's weekly plan as the form edits it: each weekday's times as one text. */
export const weeklyTimesSchema = z
  .object({
    '1': weekdayTimesSchema,
    '2': weekdayTimesSchema,
    '3': weekdayTimesSchema,
    '4': weekdayTimesSchema,
    '5': weekdayTimesSchema,
    '6': weekdayTimesSchema,
    '7': weekdayTimesSchema,
  })
  .transform((days): WeeklyTimes => {
    const plan: WeeklyTimes = {};
    for (const weekday of ISO_WEEKDAYS) {
      if (days[weekday].length > 0) plan[weekday] = days[weekday];
    }
    return plan;
  });

export type WeeklyTimesInput = z.input<typeof weeklyTimesSchema>;

/** A stored plan as the form's texts; a new micro-tour starts every day at MEETING_TIME. */
export function weeklyTimesToForm(stored: unknown): WeeklyTimesInput {
  const plan: WeeklyTimes = isWeeklyTimes(stored)
    ? stored
    : Object.fromEntries(ISO_WEEKDAYS.map((weekday) => [weekday, [MEETING_TIME]]));
  const day = (weekday: IsoWeekday) => (plan[weekday] ?? []).join(', ');
  return {
    '1': day('1'),
    '2': day('2'),
    '3': day('3'),
    '4': day('4'),
    '5': day('5'),
    '6': day('6'),
    '7': day('7'),
  };
}

/** A stored tour start time ('HH:MM:SS' from PostgREST) as the form's 'HH:MM'. */
export const startTimeToForm = (stored: string | undefined): string =>
  stored ? stored.slice(0, 5) : MEETING_TIME;
