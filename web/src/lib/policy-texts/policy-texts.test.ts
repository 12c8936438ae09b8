import { i18n } from '@lingui/core';
import {
  cancellationPolicySentence,
  cancellationTiers,
  describeCancellationTiers,
} from '@app/domain/cancellation-policy';
import { dateChangeSentence, dateChangeTerms } from '@app/domain/date-change-terms';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancellationPolicyText, cancellationTiersInWords, dateChangeText } from './policy-texts';

describe('the policy texts in English', () => {
  beforeAll(() => {
    i18n.activate('en');
  });

  it('say the cancellation policy in the domain’s words, whatever its tiers', () => {
    expect(cancellationPolicyText()).toBe(cancellationPolicySentence());
    const tiers = [
      { minDaysBefore: 31, refundPercent: 100 },
      { minDaysBefore: 1, refundPercent: 25 },
      { minDaysBefore: 0, refundPercent: 0 },
    ];
    expect(cancellationPolicyText(tiers)).toBe(cancellationPolicySentence(tiers));
  });

  it('name each tier by its period and what it gives back, in the domain’s words', () => {
    const tiers = [
      { minDaysBefore: 31, refundPercent: 100 },
      { minDaysBefore: 2, refundPercent: 25 },
      { minDaysBefore: 1, refundPercent: 10 },
      { minDaysBefore: 0, refundPercent: 0 },
    ];
    for (const policy of [cancellationTiers, tiers])
      expect(
        cancellationTiersInWords(policy).map(({ period, refund }) => `${period}: ${refund}`),
      ).toEqual(describeCancellationTiers(policy));
  });

  it('say the date change terms in the domain’s words', () => {
    expect(dateChangeText('en')).toBe(dateChangeSentence(dateChangeTerms));
  });
});
