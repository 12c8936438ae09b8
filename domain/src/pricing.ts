import { TRAVELERS_RANGE } from './catalogue-constants.js';
import { addCents, fromCents, timesCents, toCents } from './money.js';

export { TRAVELERS_RANGE };

export const isTravelersCount = (value: number): boolean =>
  Number.isInteger(value) && value >= TRAVELERS_RANGE.min && value <= TRAVELERS_RANGE.max;

/** Keeps a travelers count within 1 to 12 (whole people). */
export function clampTravelers(travelers: number): number {
  if (!Number.isFinite(travelers)) return TRAVELERS_RANGE.min;
  return Math.min(TRAVELERS_RANGE.max, Math.max(TRAVELERS_RANGE.min, Math.round(travelers)));
}

export interface BookingTotals {
  /** Price per person × travelers. */
  baseTotal: number;
  /** Sum of the chosen add-ons' prices (each per person) × travelers. */
  addOnsTotal: number;
  grandTotal: number;
}

export interface BookingTotalsInput {
  pricePerPerson: number;
  travelers: number;
  addonPrices: readonly number[];
}

/**
 * What a multi-day booking costs, the rule the booking function applies in SQL too: add-on
 * prices are per person like the tour price, and sums are made in whole cents.
 */
export function bookingTotals(input: BookingTotalsInput): BookingTotals {
  const travelers = clampTravelers(input.travelers);
  const base = timesCents(toCents(input.pricePerPerson), travelers);
  const addonsPerPerson = addCents(...input.addonPrices.map(toCents));
  const addOns = timesCents(addonsPerPerson, travelers);
  return {
    baseTotal: fromCents(base),
    addOnsTotal: fromCents(addOns),
    grandTotal: fromCents(addCents(base, addOns)),
  };
}

/** A micro-tour booking: price per person × travelers. */
export const microTourTotal = (pricePerPerson: number, travelers: number): number =>
  bookingTotals({ pricePerPerson, travelers, addonPrices: [] }).grandTotal;
