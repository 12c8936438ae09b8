import { describe, expect, it } from 'vitest';
import { bookingTotalCases } from './pricing-cases.js';
import { addonAppliesTo, bookingTotals, clampTravelers, microTourTotal } from './pricing.js';

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

describe('add-on scope', () => {
  const tour = { id: 't1', category: 'eco' };
  it.each([
    [{ applies_to: 'global', category: null, tour_ids: null }, true],
    [{ applies_to: 'category', category: 'eco', tour_ids: null }, true],
    [{ applies_to: 'category', category: 'gastro', tour_ids: null }, false],
    [{ applies_to: 'tour', category: null, tour_ids: ['t1', 't2'] }, true],
    [{ applies_to: 'tour', category: 'eco', tour_ids: ['t2'] }, false],
  ] as const)('%j applies: %s', (addon, applies) => {
    expect(addonAppliesTo(addon, tour)).toBe(applies);
  });
});
