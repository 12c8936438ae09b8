import { describe, expect, it } from 'vitest';
import {
  bookingReference,
  formatEuros,
  isEuroAmount,
  ledgerBalance,
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

describe('balance rule', () => {
  it('is top-ups minus every other type, in exact cents', () => {
    expect(
      ledgerBalance([
        { type: 'topup', amount_eur: 0.1 },
        { type: 'topup', amount_eur: 0.2 },
        { type: 'booking', amount_eur: 0.3 },
        { type: 'topup', amount_eur: 100 },
        { type: 'refund-fee', amount_eur: 12.5 },
      ]),
    ).toBe(87.5);
  });

  it('is floored at 0', () => {
    expect(ledgerBalance([{ type: 'booking', amount_eur: 5 }])).toBe(0);
    expect(ledgerBalance([])).toBe(0);
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
