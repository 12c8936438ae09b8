import { TRAVELERS_RANGE } from '@app/domain/constants';

export type BookingTotals = {
  /** Price per person × travelers. */
  baseTotal: number;
  /** Sum of the chosen add-ons' prices (each per person) × travelers. */
  addOnsTotal: number;
  grandTotal: number;
};

/** Keeps a travelers count within 1 to 12 (whole people). */
export function clampTravelers(travelers: number): number {
  if (!Number.isFinite(travelers)) return TRAVELERS_RANGE.min;
  return Math.min(TRAVELERS_RANGE.max, Math.max(TRAVELERS_RANGE.min, Math.round(travelers)));
}

const toCents = (euros: number) => Math.round(euros * 100);

/**
 * What a multi-day booking costs. Add-on prices are per person, like the tour price. Sums are
 * made in whole cents so that amounts such as 39.90 × 3 come out exact.
 */
export function calculateBookingTotals(input: {
  pricePerPerson: number;
  travelers: number;
  addonPrices: readonly number[];
}): BookingTotals {
  const travelers = clampTravelers(input.travelers);
  const baseCents = toCents(input.pricePerPerson) * travelers;
  const addonCentsPerPerson = input.addonPrices.reduce((sum, price) => sum + toCents(price), 0);
  const addOnsCents = addonCentsPerPerson * travelers;
  return {
    baseTotal: baseCents / 100,
    addOnsTotal: addOnsCents / 100,
    grandTotal: (baseCents + addOnsCents) / 100,
  };
}
