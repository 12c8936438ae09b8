import { describe, expect, it } from 'vitest';
import { INVALID_AMOUNT_MESSAGE, validateCustomAmount } from './custom-amount';

describe('validateCustomAmount', () => {
  it('accepts a positive amount in euros and cents', () => {
    expect(validateCustomAmount('12.50')).toEqual({ amount: 12.5, error: null });
    expect(validateCustomAmount('0.01')).toEqual({ amount: 0.01, error: null });
    expect(validateCustomAmount('10000')).toEqual({ amount: 10000, error: null });
  });

  it("refuses nothing, zero, negatives and text with the spec's message", () => {
    for (const input of ['', ' ', '0', '-5', 'abc']) {
      expect(validateCustomAmount(input).error).toBe(INVALID_AMOUNT_MESSAGE);
    }
    expect(INVALID_AMOUNT_MESSAGE).toBe('Please enter a valid amount greater than 0');
  });

  it('refuses fractions of a cent and more than one top-up allows', () => {
    expect(validateCustomAmount('1.005').error).toBe('Amount must have at most two decimals');
    expect(validateCustomAmount('10000.01').error).toBe('At most €10,000 per top-up');
  });
});
