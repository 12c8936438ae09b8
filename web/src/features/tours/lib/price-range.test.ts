import { describe, expect, it } from 'vitest';
import { checkPriceRange } from './price-range';

describe('checkPriceRange', () => {
  it('refuses a minimum above the maximum in words', () => {
    expect(checkPriceRange(500, 100)).toBe('Minimum price must not be above the maximum');
  });

  it('accepts equal bounds, open bounds and no bounds', () => {
    expect(checkPriceRange(100, 100)).toBeNull();
    expect(checkPriceRange(500, null)).toBeNull();
    expect(checkPriceRange(null, 100)).toBeNull();
    expect(checkPriceRange(null, null)).toBeNull();
  });
});
