import { describe, expect, it } from 'vitest';
import { DATE_CHANGE_TERMS, REFUND_TIERS } from '@app/domain/db-rules';
import { frozenPolicySchema } from '@app/domain/departures';
import { readDateChangeTerms, readFrozenPolicy } from './frozen-policy';

describe('readFrozenPolicy', () => {
  it('reads the tiers and zone SQL freezes on a booking, as the domain schema does', () => {
    const policy = readFrozenPolicy([...REFUND_TIERS], 'Europe/Paris');
    expect(policy).toEqual({ refund_tiers: [...REFUND_TIERS], time_zone: 'Europe/Paris' });
    expect(frozenPolicySchema.parse(policy)).toEqual(policy);
  });

  it('reads nothing from a malformed policy', () => {
    expect(readFrozenPolicy([...REFUND_TIERS], null)).toBeNull();
    expect(readFrozenPolicy({ minDaysBefore: 0, refundPercent: 0 }, 'UTC')).toBeNull();
    expect(readFrozenPolicy([{ minDaysBefore: '15', refundPercent: 100 }], 'UTC')).toBeNull();
    expect(readFrozenPolicy([{ minDaysBefore: 1.5, refundPercent: 100 }], 'UTC')).toBeNull();
    expect(readFrozenPolicy([null], 'UTC')).toBeNull();
    for (const value of [null, 'tiers', 3]) {
      expect(frozenPolicySchema.safeParse({ refund_tiers: value, time_zone: 'UTC' }).success).toBe(
        false,
      );
      expect(readFrozenPolicy(value, 'UTC')).toBeNull();
    }
  });
});

describe('readDateChangeTerms', () => {
  it('reads the terms SQL freezes on a booking, and nothing from malformed ones', () => {
    expect(readDateChangeTerms({ ...DATE_CHANGE_TERMS })).toEqual(DATE_CHANGE_TERMS);
    for (const value of [
      null,
      'terms',
      [],
      { closesDaysBefore: 7, feePerTravelerEur: 40 },
      { closesDaysBefore: '7', feePerTravelerEur: 40, freeChangesWithAddOn: 1 },
      { closesDaysBefore: 7, feePerTravelerEur: -1, freeChangesWithAddOn: 1 },
      { closesDaysBefore: 7, feePerTravelerEur: 40, freeChangesWithAddOn: 0.5 },
    ]) {
      expect(readDateChangeTerms(value)).toBeNull();
    }
  });
});
