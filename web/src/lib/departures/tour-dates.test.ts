import { describe, expect, it } from 'vitest';
import { formatTourDate, getUpcomingDates } from './tour-dates';

describe('tour dates', () => {
  it('keeps departures from today on, sorted and once each', () => {
    expect(
      getUpcomingDates(
        ['2026-03-01', '2025-12-31', '2026-01-05', '2026-03-01', 'soon'],
        '2026-01-05',
      ),
    ).toEqual(['2026-01-05', '2026-03-01']);
  });

  it('formats a calendar date without shifting it', () => {
    expect(formatTourDate('2026-09-12')).toBe('Sat 12 September 2026');
  });
});
