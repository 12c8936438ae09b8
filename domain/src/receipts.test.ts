import { describe, expect, it } from 'vitest';
import { RECEIPT_KINDS } from './generated/db-rules.js';
import {
  daysInRange,
  RECEIPT_KIND_VALUES,
  receiptNumberSchema,
  receiptRangeProblem,
} from './receipts.js';

describe('receipts', () => {
  it('know the kinds SQL issues', () => {
    expect([...RECEIPT_KIND_VALUES]).toEqual(RECEIPT_KINDS);
  });

  it('read numbers of a year and a sequence of six digits or more', () => {
    expect(receiptNumberSchema.parse(' 2026-000042 ')).toBe('2026-000042');
    expect(receiptNumberSchema.parse('2026-1234567')).toBe('2026-1234567');
    for (const bad of ['2026-42', '26-000042', '2026_000042', "2026-000042' or 1=1", ''])
      expect(receiptNumberSchema.safeParse(bad).success).toBe(false);
  });

  it('bound a range of days, both ends included', () => {
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3);
    expect(receiptRangeProblem('2026-02-01', '2026-01-31')).toBe('reversed');
    expect(receiptRangeProblem('2028-01-01', '2028-12-31')).toBeUndefined();
    expect(receiptRangeProblem('2026-01-01', '2027-01-02')).toBe('too_long');
  });
});
