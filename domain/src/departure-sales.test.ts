import { describe, expect, it } from 'vitest';
import { firstDateOnSale, isOnSale, microTourClosingText } from './departure-sales.js';
import { salesCases } from './sales-cases.js';

describe('departures on sale', () => {
  it.each(salesCases)('$name', ({ at, isOnSale: expected, ...sale }) => {
    expect(isOnSale(sale, new Date(at))).toBe(expected);
  });

  it('offer the first date still on sale in the departure’s own zone', () => {
    const late = new Date('2026-12-01T22:24:00Z');
    expect(firstDateOnSale('Europe/Budapest', true, late)).toBe('2026-12-02');
    expect(firstDateOnSale('Europe/Budapest', false, late)).toBe('2026-12-02');
    expect(firstDateOnSale('Europe/London', false, late)).toBe('2026-12-02');
    expect(firstDateOnSale('Europe/London', true, late)).toBe('2026-12-02');
    const early = new Date('2026-12-01T05:00:00Z');
    expect(firstDateOnSale('Europe/Budapest', true, early)).toBe('2026-12-01');
    expect(firstDateOnSale('Europe/Budapest', false, early)).toBe('2026-12-02');
    // A micro-tour later that day still sells after the 09:00 one has closed.
    const midMorning = new Date('2026-12-01T08:30:00Z');
    expect(firstDateOnSale('Europe/Budapest', true, midMorning)).toBe('2026-12-02');
    expect(firstDateOnSale('Europe/Budapest', true, midMorning, '14:00')).toBe('2026-12-01');
  });

  it('state the closing time', () => {
    expect(microTourClosingText).toBe('Bookings close 2 hours before the start.');
  });
});
