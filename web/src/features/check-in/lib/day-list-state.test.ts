import type { GuideDayDeparture } from '@app/domain/guide-day';
import { describe, expect, it } from 'vitest';
import { travelersToCome, withCheckIn } from './day-list-state';

const booking = (bookingId: string, travelers: number, checkedInAt: string | null = null) => ({
  bookingId,
  reference: bookingId.slice(0, 8).toUpperCase(),
  leadName: `Lead ${bookingId}`,
  phone: null,
  travelers,
  addons: [],
  checkedInAt,
});

const departure: GuideDayDeparture = {
  departureId: '00000000-0000-4000-8000-000000000001',
  kind: 'micro_tour',
  listingId: '00000000-0000-4000-8000-000000000002',
  title: 'Alfama Walk',
  titleTranslations: {},
  startDate: '2026-05-01',
  startTime: '14:00',
  timeZone: 'Europe/Lisbon',
  meetingPoint: null,
  status: 'open',
  expected: 5,
  checkedIn: 0,
  bookings: [booking('a', 3), booking('b', 2)],
};

describe("the day's list state", () => {
  it('marks one booking checked in and counts its travelers, once', () => {
    const [after] = withCheckIn([departure], 'a', '2026-05-01T13:55:00.000Z');
    expect(after).toMatchObject({ checkedIn: 3 });
    expect(after!.bookings[0]!.checkedInAt).toBe('2026-05-01T13:55:00.000Z');
    const [twice] = withCheckIn([after!], 'a', '2026-05-01T13:58:00.000Z');
    expect(twice).toMatchObject({ checkedIn: 3 });
    expect(twice!.bookings[0]!.checkedInAt).toBe('2026-05-01T13:55:00.000Z');
    expect(withCheckIn([departure], 'unknown', 'x')).toEqual([departure]);
  });

  it('counts the travelers still to come, not those waiting to be sent', () => {
    expect(travelersToCome(departure, new Set())).toBe(5);
    expect(travelersToCome(departure, new Set(['b']))).toBe(3);
    const [after] = withCheckIn([departure], 'a', '2026-05-01T13:55:00.000Z');
    expect(travelersToCome(after!, new Set(['b']))).toBe(0);
  });
});
