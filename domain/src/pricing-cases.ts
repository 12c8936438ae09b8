import type { BookingTotals, BookingTotalsInput } from './pricing.js';

/**
 * Table of booking totals shared by the domain's unit test and the SQL booking function's test,
 * so the browser's figure and the server's charge cannot drift apart.
 */
export const bookingTotalCases: ReadonlyArray<{
  name: string;
  input: BookingTotalsInput;
  expected: BookingTotals;
}> = [
  {
    name: 'tour price × travelers',
    input: { pricePerPerson: 1890, travelers: 2, addonPrices: [] },
    expected: { baseTotal: 3780, addOnsTotal: 0, grandTotal: 3780 },
  },
  {
    name: 'every add-on per person',
    input: { pricePerPerson: 980, travelers: 3, addonPrices: [12, 39.9] },
    expected: { baseTotal: 2940, addOnsTotal: 155.7, grandTotal: 3095.7 },
  },
  {
    name: 'cents add up exactly',
    input: { pricePerPerson: 0.1, travelers: 3, addonPrices: [0.2, 18.5, 25.5] },
    expected: { baseTotal: 0.3, addOnsTotal: 132.6, grandTotal: 132.9 },
  },
  {
    name: 'odd cents over many travelers',
    input: { pricePerPerson: 9.99, travelers: 12, addonPrices: [0.01, 4.99] },
    expected: { baseTotal: 119.88, addOnsTotal: 60, grandTotal: 179.88 },
  },
  {
    name: 'one traveler, no add-ons',
    input: { pricePerPerson: 249.5, travelers: 1, addonPrices: [] },
    expected: { baseTotal: 249.5, addOnsTotal: 0, grandTotal: 249.5 },
  },
];
