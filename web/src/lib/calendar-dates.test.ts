import { describe, expect, it } from 'vitest';
import { formatIsoDay, formatLongDate, toIsoDay } from './calendar-dates';

describe('calendar dates', () => {
  it('gives the local calendar day as YYYY-MM-DD', () => {
    expect(toIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDay(new Date(2026, 10, 22))).toBe('2026-11-22');
  });

  it('writes days in words', () => {
    expect(formatLongDate(new Date(2026, 10, 22, 8))).toBe('November 22, 2026');
    expect(formatIsoDay('2026-11-10')).toBe('November 10, 2026');
    expect(formatIsoDay('2026-01-01')).toBe('January 1, 2026');
  });
});
