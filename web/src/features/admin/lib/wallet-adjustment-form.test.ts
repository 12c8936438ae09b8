import { describe, expect, it } from 'vitest';
import { walletAdjustmentFormSchema } from './wallet-adjustment-form';

const parse = (amount: string, reason = 'Guide was late') =>
  walletAdjustmentFormSchema.safeParse({ direction: 'credit', amount_eur: amount, reason });

describe('walletAdjustmentFormSchema', () => {
  it('reads euros with up to two decimals and a trimmed reason', () => {
    expect(parse(' 12.50 ', '  Guide was late ').data).toEqual({
      direction: 'credit',
      amount_eur: 12.5,
      reason: 'Guide was late',
    });
  });

  it('refuses a missing, zero, negative or over-precise amount', () => {
    for (const amount of ['', '0', '-5', '1.234', 'ten']) expect(parse(amount).success).toBe(false);
  });

  it('wants a reason of 3 to 500 characters', () => {
    expect(parse('5', 'ok').success).toBe(false);
    expect(parse('5', 'x'.repeat(501)).success).toBe(false);
    expect(parse('5', 'x'.repeat(500)).success).toBe(true);
  });
});
