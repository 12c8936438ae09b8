import { describe, expect, it } from 'vitest';
import { REFUND_TIERS } from '@app/domain/db-rules';
import { bookingRefund, refundSentence } from './booking-refund';

const policy = { refund_tiers: [...REFUND_TIERS], time_zone: 'Europe/Paris' };
const booking = { policy, start_date: '2030-06-30', total_eur: 250.5, status: 'paid' as const };

describe('bookingRefund', () => {
  it('follows the frozen tiers by whole days before the start in the tour’s zone', () => {
    // 15 days before: everything back.
    expect(bookingRefund(booking, new Date('2030-06-15T10:00:00Z'))).toEqual({
      percent: 100,
      amount: 250.5,
    });
    // 14 days before: half, in whole cents rounded half up.
    expect(bookingRefund(booking, new Date('2030-06-16T10:00:00Z'))).toEqual({
      percent: 50,
      amount: 125.25,
    });
    // 6 days before: nothing, but still cancellable.
    expect(bookingRefund(booking, new Date('2030-06-24T10:00:00Z'))).toEqual({
      percent: 0,
      amount: 0,
    });
    // 23:30 UTC on the 29th is already the start day in Paris.
    expect(bookingRefund(booking, new Date('2030-06-29T23:30:00Z'))).toBeNull();
  });

  it('uses the policy frozen on the booking, not the one in force', () => {
    const frozen = {
      ...booking,
      policy: { refund_tiers: [{ minDaysBefore: 0, refundPercent: 80 }], time_zone: 'UTC' },
    };
    expect(bookingRefund(frozen, new Date('2030-06-28T10:00:00Z'))).toEqual({
      percent: 80,
      amount: 200.4,
    });
  });

  it('refuses bookings that are not paid or carry no readable policy', () => {
    const at = new Date('2030-06-01T10:00:00Z');
    expect(bookingRefund({ ...booking, status: 'cancelled' }, at)).toBeNull();
    expect(bookingRefund({ ...booking, status: 'pending' }, at)).toBeNull();
    expect(bookingRefund({ ...booking, policy: null }, at)).toBeNull();
  });
});

describe('refundSentence', () => {
  it('states the amount and the rate', () => {
    expect(refundSentence({ amount: 125.25, percent: 50 })).toBe(
      'You will get €125.25 back (50 %)',
    );
  });
});
