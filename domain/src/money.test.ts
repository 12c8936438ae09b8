import { describe, expect, it } from 'vitest';
import {
  addCents,
  bookingReference,
  fromCents,
  sumEuros,
  timesCents,
  toCents,
  formatEuros,
  isEuroAmount,
  quickTopUpAmounts,
  shortfallTopUpAmount,
  topUpAndBookAmount,
  topUpNotes,
} from './money.js';

describe('quick top-up amounts', () => {
  it.each([
    [0.5, [10, 50, 100, 200]],
    [10, [10, 50, 100, 200]],
    [12.34, [20, 50, 100, 200]],
    [50, [50, 100, 200]],
    [60, [60, 100, 200]],
    [150.01, [160, 200]],
    [200, [200]],
    [201, [210, 250, 300, 400]],
    [0, []],
  ])('a shortfall of %s offers %j', (missing, offers) => {
    expect(quickTopUpAmounts(missing)).toEqual(offers);
  });

  it('Top Up & Book rounds up to the next 10, the wallet page to whole euros', () => {
    expect(topUpAndBookAmount(0.01)).toBe(10);
    expect(topUpAndBookAmount(30)).toBe(30);
    expect(topUpAndBookAmount(30.01)).toBe(40);
    expect(shortfallTopUpAmount(4.2)).toBe(5);
    expect(shortfallTopUpAmount(7)).toBe(7);
    // 0.1 + 0.2 style float noise must not round 3 up to 4.
    expect(shortfallTopUpAmount(0.1 + 0.2 + 2.7)).toBe(3);
  });
});

describe('cents', () => {
  it('sums euro amounts exactly, where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumEuros([0.1, 0.2])).toBe(0.3);
    expect(fromCents(timesCents(toCents(9.99), 3))).toBe(29.97);
    expect(fromCents(addCents(toCents(100), toCents(0.01), toCents(12.5)))).toBe(112.51);
    expect(sumEuros([])).toBe(0);
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => timesCents(toCents(0.01), 0.5)).toThrow(RangeError);
    expect(() => toCents(Number.MAX_VALUE)).toThrow(RangeError);
  });
});

describe('booking reference', () => {
  it('is the first 8 characters of the id, upper case', () => {
    expect(bookingReference('3f9a0c1e-5b7d-4e2a-9c3b-1d2e3f4a5b6c')).toBe('3F9A0C1E');
  });
});

describe('euro amounts', () => {
  it.each([
    [10, true],
    [0.01, true],
    [19.99, true],
    [1.005, false],
    [0, false],
    [-5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s is a top-up amount: %s', (value, ok) => {
    expect(isEuroAmount(value)).toBe(ok);
  });
});

describe('top-up notes', () => {
  it("are the spec's words with the amount in euros and cents", () => {
    expect(topUpNotes('quick', 20)).toBe('Quick top-up of €20.00');
    expect(topUpNotes('custom', 12.5)).toBe('Custom top-up of €12.50');
    expect(formatEuros(1234.5)).toBe('€1,234.50');
  });
});
