import { describe, expect, it } from 'vitest';
import {
  checkoutHref,
  formatDuration,
  parseTravelers,
  TRAVELER_OPTIONS,
  walletBookingHref,
} from './detail-booking';

const tourId = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';

describe('TRAVELER_OPTIONS', () => {
  it('offers 1 to 12 travelers', () => {
    expect(TRAVELER_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('parseTravelers', () => {
  it('keeps a whole number from 1 to 12', () => {
    expect(parseTravelers('1')).toBe(1);
    expect(parseTravelers('12')).toBe(12);
  });

  it('falls back to 1 for anything else', () => {
    for (const value of [null, undefined, '', '0', '13', '2.5', '-3', 'two']) {
      expect(parseTravelers(value)).toBe(1);
    }
  });
});

describe('walletBookingHref', () => {
  it('passes the tour and travelers to the wallet', () => {
    expect(walletBookingHref(tourId, 2)).toBe(`/wallet?tourId=${tourId}&travelers=2`);
  });

  it('adds the start date when there is one', () => {
    expect(walletBookingHref(tourId, 1, '2030-05-01')).toBe(
      `/wallet?tourId=${tourId}&travelers=1&startDate=2030-05-01`,
    );
  });
});

describe('checkoutHref', () => {
  it('leaves the default traveler count out of the URL', () => {
    expect(checkoutHref(tourId, 1)).toBe(`/micro-tours/${tourId}/checkout`);
    expect(checkoutHref(tourId, 4)).toBe(`/micro-tours/${tourId}/checkout?travelers=4`);
  });
});

describe('formatDuration', () => {
  it('says hour or hours', () => {
    expect(formatDuration(1)).toBe('1 hour');
    expect(formatDuration(2)).toBe('2 hours');
    expect(formatDuration(1.5)).toBe('1.5 hours');
  });
});
