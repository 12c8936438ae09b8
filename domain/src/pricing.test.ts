import { describe, expect, it } from 'vitest';
import { bookingTotalCases } from './pricing-cases.js';
import { bookingTotals, clampTravelers, microTourTotal } from './pricing.js';

describe('booking totals', () => {
  it.each(bookingTotalCases)('$name', ({ input, expected }) => {
    expect(bookingTotals(input)).toEqual(expected);
  });

  it('keeps travelers between 1 and 12', () => {
    expect(clampTravelers(0)).toBe(1);
    expect(clampTravelers(13)).toBe(12);
    expect(clampTravelers(Number.NaN)).toBe(1);
    expect(bookingTotals({ pricePerPerson: 100, travelers: 20, addonPrices: [] }).grandTotal).toBe(
      1200,
    );
  });

  it('prices a micro-tour by travelers', () => {
    expect(microTourTotal(9.99, 3)).toBe(29.97);
  });
});
