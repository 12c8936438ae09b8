import { describe, expect, it } from 'vitest';
import { parseCheckoutReturn, withoutCheckoutReturn } from './checkout-return';

const topUpId = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';
const parse = (search: string) => parseCheckoutReturn(new URLSearchParams(search));

describe('parseCheckoutReturn', () => {
  it('reads the outcome and the top-up', () => {
    expect(parse(`checkout=success&topup=${topUpId}`)).toEqual({ outcome: 'success', topUpId });
    expect(parse(`checkout=cancelled&topup=${topUpId}`)).toEqual({
      outcome: 'cancelled',
      topUpId,
    });
  });

  it('is null for anything else', () => {
    expect(parse('')).toBeNull();
    expect(parse(`topup=${topUpId}`)).toBeNull();
    expect(parse('checkout=success')).toBeNull();
    expect(parse(`checkout=paid&topup=${topUpId}`)).toBeNull();
    expect(parse('checkout=success&topup=1; drop table')).toBeNull();
  });
});

describe('withoutCheckoutReturn', () => {
  it('drops the return and keeps the rest', () => {
    const params = new URLSearchParams(`tourId=${topUpId}&checkout=success&topup=${topUpId}`);
    expect(withoutCheckoutReturn(params).toString()).toBe(`tourId=${topUpId}`);
    expect(params.has('checkout')).toBe(true);
  });
});
