import { describe, expect, it } from 'vitest';
import type { CardTopUp } from './card-top-ups';
import { topUpOutcomeToast } from './top-up-outcome';

const topUp = (status: CardTopUp['status'], creditedEur: number | null = null): CardTopUp => ({
  id: '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f',
  amountEur: 50,
  status,
  creditedEur,
  createdAt: '2030-01-10T10:00:00Z',
  resume: null,
});

describe('topUpOutcomeToast', () => {
  it('says what was credited, in the spec words, once paid', () => {
    expect(topUpOutcomeToast(topUp('paid', 49.5))).toEqual({
      tone: 'success',
      title: 'Top-up Successful',
      description: 'Added €49.50 to your wallet.',
    });
    expect(topUpOutcomeToast(topUp('paid'))?.description).toBe('Added €50.00 to your wallet.');
  });

  it('says that no money was taken when the payment failed or was cancelled', () => {
    expect(topUpOutcomeToast(topUp('failed'))).toEqual({
      tone: 'error',
      title: 'Top-up Failed',
      description: 'The card payment failed. No money was taken.',
    });
    expect(topUpOutcomeToast(topUp('cancelled'))).toEqual({
      tone: 'error',
      title: 'Top-up Failed',
      description: 'Payment cancelled. No money was taken.',
    });
  });

  it('says nothing while pending or for an unknown top-up', () => {
    expect(topUpOutcomeToast(topUp('pending'))).toBeNull();
    expect(topUpOutcomeToast(null)).toBeNull();
  });
});
