import { describe, expect, it } from 'vitest';
import { formatEuros, formatWholeEuros } from './format-price';

describe('formatWholeEuros', () => {
  it('shows whole euros', () => {
    expect(formatWholeEuros(20)).toBe('€20');
    expect(formatWholeEuros(19.6)).toBe('€20');
  });
});

describe('formatEuros', () => {
  it('always shows two decimals', () => {
    expect(formatEuros(20)).toBe('€20.00');
    expect(formatEuros(29.97)).toBe('€29.97');
    expect(formatEuros(1234.5)).toBe('€1,234.50');
  });
});
