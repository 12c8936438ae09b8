import { describe, expect, it } from 'vitest';
import {
  cancellationPolicySentence,
  cancellationTiers,
  describeCancellationTiers,
  refundPercentFor,
  refundTimeSentence,
} from './cancellation-policy.js';

describe('the cancellation tiers', () => {
  it("are the spec's: full refund over 14 days, partial at 7 to 14, none within 7", () => {
    expect([20, 15, 14, 7, 6, 0].map((days) => refundPercentFor(days))).toEqual([
      100, 100, 50, 50, 0, 0,
    ]);
  });

  it('are said in words from the same data, tier by tier and in one sentence', () => {
    expect(describeCancellationTiers()).toEqual([
      'More than 14 days before the tour: full refund',
      '7 to 14 days before the tour: partial refund of 50%',
      'Fewer than 7 days before the tour: no refund',
    ]);
    expect(cancellationPolicySentence()).toBe(
      'You receive a full refund when you cancel more than 14 days before the tour, a partial refund of 50% from 7 to 14 days before it, and no refund within 7 days of it.',
    );
    expect(refundTimeSentence).toBe(
      'A refund goes back to your EcoTours wallet the moment the booking is cancelled.',
    );
  });

  it('follow the data when the tiers change', () => {
    const tiers = [
      { minDaysBefore: 31, refundPercent: 100 },
      { minDaysBefore: 2, refundPercent: 25 },
      { minDaysBefore: 1, refundPercent: 10 },
      { minDaysBefore: 0, refundPercent: 0 },
    ];
    expect(describeCancellationTiers(tiers)).toEqual([
      'More than 30 days before the tour: full refund',
      '2 to 30 days before the tour: partial refund of 25%',
      '1 day before the tour: partial refund of 10%',
      'Fewer than 1 day before the tour: no refund',
    ]);
    expect(refundPercentFor(1, tiers)).toBe(10);
    expect(cancellationTiers.at(-1)!.minDaysBefore).toBe(0);
  });
});
