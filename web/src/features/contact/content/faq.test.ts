import { i18n } from '@lingui/core';
import { cancellationPolicySentence, refundTimeSentence } from '@app/domain/cancellation-policy';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancellationPolicyText, faq } from './faq';

describe('the FAQ in English', () => {
  beforeAll(() => {
    i18n.activate('en');
  });

  it('says the cancellation policy in the domain’s words', () => {
    expect(cancellationPolicyText()).toBe(cancellationPolicySentence());
    const tiers = [
      { minDaysBefore: 31, refundPercent: 100 },
      { minDaysBefore: 1, refundPercent: 25 },
      { minDaysBefore: 0, refundPercent: 0 },
    ];
    expect(cancellationPolicyText(tiers)).toBe(cancellationPolicySentence(tiers));
  });

  it('answers the refund question with the policy and when the refund arrives', () => {
    const refund = faq.find((entry) => entry.id === 'refund')!;
    expect(refund.answer()).toBe(
      `Yes. ${cancellationPolicySentence()} ${refundTimeSentence} See our Delivery & Refund Policy for the details.`,
    );
  });
});
