import { describe, expect, it } from 'vitest';
import { REFUND_TIERS } from '@app/domain/db-rules';
import { frozenPolicySchema } from '@app/domain/departures';
import { readFrozenPolicy } from './frozen-policy';

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
