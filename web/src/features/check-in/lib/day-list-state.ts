import type { GuideDayDeparture } from '@app/domain/guide-day';

/**
 * The day's list with one booking checked in at `at`, as the server has just answered, so the
 * row shows it at once rather than at the next read of the list.
 */
export function withCheckIn(
  day: readonly GuideDayDeparture[],
  bookingId: string,
  at: string,
): GuideDayDeparture[] {
  return day.map((departure) => {
    const booking = departure.bookings.find((entry) => entry.bookingId === bookingId);
    if (!booking || booking.checkedInAt !== null) return departure;
    return {
      ...departure,
      checkedIn: departure.checkedIn + booking.travelers,
      bookings: departure.bookings.map((entry) =>
        entry.bookingId === bookingId ? { ...entry, checkedInAt: at } : entry,
      ),
    };
  });
}

/** Travellers of a departure still to come: neither checked in nor waiting to be sent. */
export function travelersToCome(
  departure: GuideDayDeparture,
  waiting: ReadonlySet<string>,
): number {
  return departure.bookings
    .filter((booking) => booking.checkedInAt === null && !waiting.has(booking.bookingId))
    .reduce((sum, booking) => sum + booking.travelers, 0);
}
