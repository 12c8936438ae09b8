import { i18n } from '@lingui/core';
import { cancellationPolicySentence, refundTimeSentence } from '@app/domain/cancellation-policy';
import { beforeAll, describe, expect, it } from 'vitest';
import { faq } from './faq';

describe('the FAQ in English', () => {
  beforeAll(() => {
    i18n.activate('en');
  });

  it('answers the refund question with the policy and when the refund arrives', () => {
    const refund = faq.find((entry) => entry.id === 'refund')!;
    expect(refund.answer()).toBe(
      `Yes. ${cancellationPolicySentence()} ${refundTimeSentence} See our Delivery & Refund Policy for the details.`,
    );
  });
});
