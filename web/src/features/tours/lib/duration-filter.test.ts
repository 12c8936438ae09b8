import { describe, expect, it } from 'vitest';
import { durationOptions, getDurationFilter } from './duration-filter';

describe('duration filter', () => {
  it('offers 1 Day to 7 Days and 8+ Days', () => {
    expect(durationOptions.map((option) => option.label)).toEqual([
      '1 Day',
      '2 Days',
      '3 Days',
      '4 Days',
      '5 Days',
      '6 Days',
      '7 Days',
      '8+ Days',
    ]);
    expect(durationOptions.map((option) => option.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('asks for exactly 1 to 7 days', () => {
    expect(getDurationFilter(1)).toEqual({ op: 'eq', days: 1 });
    expect(getDurationFilter(7)).toEqual({ op: 'eq', days: 7 });
  });

  it('reads 8 as 8 days or more', () => {
    expect(getDurationFilter(8)).toEqual({ op: 'gte', days: 8 });
  });

  it('does not filter for All', () => {
    expect(getDurationFilter(null)).toBeNull();
    expect(getDurationFilter(-1)).toBeNull();
  });
});
