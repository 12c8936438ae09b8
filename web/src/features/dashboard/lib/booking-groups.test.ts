import { describe, expect, it } from 'vitest';
import { groupBookings, historyBookings } from './booking-groups';

describe('groupBookings', () => {
  it('puts bookings from today on that are not cancelled under upcoming, cancelled ones apart', () => {
    const bookings = [
      { id: 'a', start_date: '2030-05-02', status: 'paid' },
      { id: 'b', start_date: '2030-05-01', status: 'pending' },
      { id: 'c', start_date: '2030-04-30', status: 'paid' },
      { id: 'd', start_date: '2030-06-01', status: 'cancelled' },
      { id: 'e', start_date: '2030-04-01', status: 'cancelled' },
    ];
    const { upcoming, cancelled, past } = groupBookings(bookings, '2030-05-01');
    expect(upcoming.map((b) => b.id)).toEqual(['a', 'b']);
    expect(cancelled.map((b) => b.id)).toEqual(['d', 'e']);
    expect(past.map((b) => b.id)).toEqual(['c']);
  });
});

describe('historyBookings', () => {
  it('lists taken and cancelled trips, latest trip first, and nothing still ahead', () => {
    const bookings = [
      { id: 'ahead', start_date: '2030-05-02', status: 'paid' },
      { id: 'today', start_date: '2030-05-01', status: 'paid' },
      { id: 'taken-early', start_date: '2030-01-10', status: 'paid' },
      { id: 'cancelled-ahead', start_date: '2030-06-01', status: 'cancelled' },
      { id: 'taken-late', start_date: '2030-04-30', status: 'paid' },
    ];
    expect(historyBookings(bookings, '2030-05-01').map((b) => b.id)).toEqual([
      'cancelled-ahead',
      'taken-late',
      'taken-early',
    ]);
  });

  it('is empty for a member with no bookings', () => {
    expect(historyBookings([], '2030-05-01')).toEqual([]);
  });
});
