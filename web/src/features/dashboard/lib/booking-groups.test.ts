import { describe, expect, it } from 'vitest';
import { groupBookings } from './booking-groups';

describe('groupBookings', () => {
  it('puts bookings from today on that are not cancelled under upcoming', () => {
    const bookings = [
      { id: 'a', start_date: '2030-05-02', status: 'paid' },
      { id: 'b', start_date: '2030-05-01', status: 'pending' },
      { id: 'c', start_date: '2030-04-30', status: 'paid' },
      { id: 'd', start_date: '2030-06-01', status: 'cancelled' },
    ];
    const { upcoming, past } = groupBookings(bookings, '2030-05-01');
    expect(upcoming.map((b) => b.id)).toEqual(['a', 'b']);
    expect(past.map((b) => b.id)).toEqual(['c', 'd']);
  });
});
