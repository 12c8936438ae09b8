import { describe, expect, it } from 'vitest';
import { calculateBookingTotals, clampTravelers } from './booking-totals';

describe('booking totals', () => {
  it('multiplies the tour price by the travelers', () => {
    expect(calculateBookingTotals({ pricePerPerson: 1890, travelers: 2, addonPrices: [] })).toEqual(
      { baseTotal: 3780, addOnsTotal: 0, grandTotal: 3780 },
    );
  });

  it('charges every add-on per person', () => {
    expect(
      calculateBookingTotals({ pricePerPerson: 980, travelers: 3, addonPrices: [12, 39.9] }),
    ).toEqual({ baseTotal: 2940, addOnsTotal: 155.7, grandTotal: 3095.7 });
  });

  it('adds cents exactly', () => {
    const totals = calculateBookingTotals({
      pricePerPerson: 0.1,
      travelers: 3,
      addonPrices: [0.2, 18.5, 25.5],
    });
    expect(totals).toEqual({ baseTotal: 0.3, addOnsTotal: 132.6, grandTotal: 132.9 });
  });

  it('keeps travelers between 1 and 12', () => {
    expect(clampTravelers(0)).toBe(1);
    expect(clampTravelers(13)).toBe(12);
    expect(clampTravelers(Number.NaN)).toBe(1);
    expect(calculateBookingTotals({ pricePerPerson: 100, travelers: 20, addonPrices: [] })).toEqual(
      { baseTotal: 1200, addOnsTotal: 0, grandTotal: 1200 },
    );
  });
});
