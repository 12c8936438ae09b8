import { MICRO_TOUR_TIMES_PER_DAY_MAX } from '@app/domain/db-rules';
import { describe, expect, it } from 'vitest';
import {
  startTimeMessages,
  startTimeSchema,
  weeklyTimesSchema,
  weeklyTimesToForm,
} from './start-time-fields';

const week = (days: Partial<Record<string, string>>) => ({
  '1': '',
  '2': '',
  '3': '',
  '4': '',
  '5': '',
  '6': '',
  '7': '',
  ...days,
});

describe('start times in the admin forms', () => {
  it('read a tour start time as HH:MM', () => {
    expect(startTimeSchema.parse('09:30')).toBe('09:30');
    expect(startTimeSchema.parse(' 7:05 ')).toBe('07:05');
    for (const wrong of ['', '24:00', '9', '09:60', 'noon']) {
      expect(startTimeSchema.safeParse(wrong).error?.issues[0]?.message, wrong).toBe(
        startTimeMessages.startTime,
      );
    }
  });

  it('read each weekday as distinct times in order, and leave out empty days', () => {
    expect(
      weeklyTimesSchema.parse(week({ '1': '14:00, 10:00', '3': '9:15;  9:15', '7': '  ' })),
    ).toEqual({ '1': ['10:00', '14:00'], '3': ['09:15'] });
  });

  it('name what is wrong with a day', () => {
    const wrong = weeklyTimesSchema.safeParse(week({ '2': '10:00, 2pm' }));
    expect(wrong.error?.issues).toMatchObject([
      { path: ['2'], message: startTimeMessages.weekdayTimes },
    ]);
    const many = Array.from({ length: MICRO_TOUR_TIMES_PER_DAY_MAX + 1 }, (_, i) => `${i + 8}:00`);
    const tooMany = weeklyTimesSchema.safeParse(week({ '5': many.join(', ') }));
    expect(tooMany.error?.issues).toMatchObject([
      { path: ['5'], message: startTimeMessages.tooManyTimes },
    ]);
  });

  it('show a stored plan as texts, and a new micro-tour every day at the default time', () => {
    expect(weeklyTimesToForm({ '1': ['10:00', '14:00'] })).toEqual(week({ '1': '10:00, 14:00' }));
    expect(weeklyTimesToForm(undefined)).toEqual(
      week(Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, '09:00']))),
    );
  });
});
