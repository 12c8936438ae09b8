export const priceRangeMessages = {
  minAboveMax: 'Minimum price must not be above the maximum',
} as const;

/** Why a price range cannot match any tour, or null when it can (either bound may be open). */
export function checkPriceRange(minPrice: number | null, maxPrice: number | null): string | null {
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    return priceRangeMessages.minAboveMax;
  }
  return null;
}
