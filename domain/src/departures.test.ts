import { describe, expect, it } from 'vitest';
import { REFUND_TIERS } from './generated/db-rules.js';
import {
  countryTimeZone,
  refundFor,
  refundPercentAt,
  seatsLeft,
  seatsLeftText,
} from './departures.js';
import { refundCases } from './refund-cases.js';

describe('refund tiers', () => {
  it.each(refundCases)('$name', ({ startDate, timeZone, at, expectedPercent }) => {
    expect(refundPercentAt(REFUND_TIERS, startDate, timeZone, new Date(at))).toBe(expectedPercent);
  });

  it('refunds whole cents, half up, and only paid bookings', () => {
    const booking = {
      refund_tiers: REFUND_TIERS,
      time_zone: 'Europe/Paris',
      start_date: '2027-07-08',
      total_eur: 19.99,
      status: 'paid',
    };
    const at = new Date('2027-07-01T12:00:00Z');
    expect(refundFor(booking, at)).toEqual({ percent: 50, amount: 10 });
    expect(refundFor({ ...booking, total_eur: 0.01 }, at)).toEqual({ percent: 50, amount: 0.01 });
    expect(refundFor({ ...booking, status: 'cancelled' }, at)).toBeNull();
  });

  it('keeps the tiers a booking was paid under', () => {
    const frozen = [
      { minDaysBefore: 2, refundPercent: 100 },
      { minDaysBefore: 0, refundPercent: 0 },
    ];
    const at = new Date('2027-07-01T12:00:00Z');
    expect(refundPercentAt(frozen, '2027-07-04', 'Europe/Paris', at)).toBe(100);
    expect(refundPercentAt(REFUND_TIERS, '2027-07-04', 'Europe/Paris', at)).toBe(0);
  });
});

describe('seats', () => {
  it('counts none on a closed or cancelled departure', () => {
    expect(seatsLeft({ capacity: 12, seats_taken: 9, status: 'open' })).toBe(3);
    expect(seatsLeft({ capacity: 12, seats_taken: 0, status: 'closed' })).toBe(0);
    expect(seatsLeft({ capacity: 12, seats_taken: 0, status: 'cancelled' })).toBe(0);
  });

  it('says how many are left', () => {
    expect([0, 1, 3, 5, 6].map(seatsLeftText)).toEqual([
      'Sold out',
      'Only 1 seat left',
      'Only 3 seats left',
      'Only 5 seats left',
      '6 seats left',
    ]);
  });

  it('finds the time zone of a country, Paris otherwise', () => {
    expect(countryTimeZone('Portugal')).toBe('Europe/Lisbon');
    expect(countryTimeZone('Atlantis')).toBe('Europe/Paris');
  });
});
