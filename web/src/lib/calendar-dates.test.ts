import { describe, expect, it } from 'vitest';
import {
  formatIsoDay,
  formatLongDate,
  isTooFarAhead,
  latestBookableDay,
  toIsoDay,
} from './calendar-dates';

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

  it('books up to the same day two years on, as the database counts it', () => {
    expect(latestBookableDay('2026-11-26')).toBe('2028-11-26');
    expect(latestBookableDay('2028-02-29')).toBe('2030-02-28');
    expect(latestBookableDay('2027-12-31')).toBe('2029-12-31');
    expect(isTooFarAhead('2028-11-26', '2026-11-26')).toBe(false);
    expect(isTooFarAhead('2028-11-27', '2026-11-26')).toBe(true);
    expect(isTooFarAhead('', '2026-11-26')).toBe(false);
  });
});
