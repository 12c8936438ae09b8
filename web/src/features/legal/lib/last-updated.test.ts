import { describe, expect, it } from 'vitest';
import { formatLastUpdated, toIsoDay } from './last-updated';

describe('formatLastUpdated', () => {
  it('writes the local calendar day with the month in words', () => {
    expect(formatLastUpdated(new Date(2026, 10, 22, 23, 59))).toBe('November 22, 2026');
    expect(formatLastUpdated(new Date(2027, 0, 1, 0, 0))).toBe('January 1, 2027');
  });
});

describe('toIsoDay', () => {
  it('gives the same local day as YYYY-MM-DD', () => {
    expect(toIsoDay(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(toIsoDay(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });
});
