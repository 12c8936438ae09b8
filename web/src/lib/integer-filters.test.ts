import { describe, expect, it } from 'vitest';
import {
  centsAtLeast,
  centsAtMost,
  exactCents,
  minutesAtLeast,
  minutesAtMost,
  PRICE_CENTS_LIMIT,
} from './integer-filters';

describe('price bounds in cents', () => {
  it('converts whole cents exactly, where multiplying the float would not', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(centsAtLeast(0.29)).toBe(29);
    expect(centsAtMost(0.29)).toBe(29);
    expect(centsAtLeast(99.99)).toBe(9999);
    expect(centsAtMost(1.13)).toBe(113);
    expect(centsAtLeast(450)).toBe(45000);
    expect(centsAtMost(1200)).toBe(120000);
    expect(centsAtLeast(0)).toBe(0);
  });

  it('rounds a bound between two cents inwards, so the same prices pass', () => {
    // price_eur >= 99.995 lets 100.00 through, not 99.99; price_eur <= 99.995 the reverse.
    expect(centsAtLeast(99.995)).toBe(10000);
    expect(centsAtMost(99.995)).toBe(9999);
    // 0.1 + 0.2 prints (and was sent) as 0.30000000000000004: 0.30 is below it.
    expect(centsAtLeast(0.1 + 0.2)).toBe(31);
    expect(centsAtMost(0.1 + 0.2)).toBe(30);
    expect(centsAtLeast(1e-7)).toBe(1);
    expect(centsAtMost(1e-7)).toBe(0);
  });

  it('rounds negative bounds the same way', () => {
    expect(centsAtLeast(-0.005)).toBe(0);
    expect(centsAtMost(-0.005)).toBe(-1);
    expect(centsAtLeast(-12.5)).toBe(-1250);
  });

  it('clamps bounds beyond any price instead of overflowing the column', () => {
    expect(centsAtLeast(1e21)).toBe(PRICE_CENTS_LIMIT);
    expect(centsAtMost(5e11)).toBe(PRICE_CENTS_LIMIT);
    expect(centsAtLeast(-1e30)).toBe(-PRICE_CENTS_LIMIT);
  });

  it('refuses what is not a number', () => {
    expect(() => centsAtLeast(Number.NaN)).toThrow(RangeError);
    expect(() => centsAtMost(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives exact cents only for whole cents', () => {
    expect(exactCents(10)).toBe(1000);
    expect(exactCents(19.99)).toBe(1999);
    expect(exactCents(10.005)).toBeNull();
  });
});

describe('duration bounds in minutes', () => {
  it('converts hours exactly and rounds inwards', () => {
    expect(minutesAtLeast(2)).toBe(120);
    expect(minutesAtMost(4)).toBe(240);
    expect(minutesAtLeast(1.5)).toBe(90);
    expect(minutesAtLeast(0.1)).toBe(6);
    expect(minutesAtMost(0.1)).toBe(6);
    expect(minutesAtLeast(2.01)).toBe(121);
    expect(minutesAtMost(2.01)).toBe(120);
  });
});
