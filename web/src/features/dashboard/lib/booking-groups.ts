/**
 * Upcoming: not cancelled, from today on. Cancelled: every cancelled booking, whatever its date.
 * Past: not cancelled, before today. Each keeps the list's order (newest booking first).
 */
export function groupBookings<T extends { start_date: string; status: string }>(
  bookings: readonly T[],
  today: string,
): { upcoming: T[]; cancelled: T[]; past: T[] } {
  const groups = { upcoming: [] as T[], cancelled: [] as T[], past: [] as T[] };
  for (const booking of bookings) {
    if (booking.status === 'cancelled') groups.cancelled.push(booking);
    else (booking.start_date >= today ? groups.upcoming : groups.past).push(booking);
  }
  return groups;
}

/**
 * The travel history: the member's trips that have ended, by their day passing (taken) or by a
 * cancellation (refunded or not), latest trip first.
 */
export function historyBookings<T extends { start_date: string; status: string }>(
  bookings: readonly T[],
  today: string,
): T[] {
  return bookings
    .filter((booking) => booking.status === 'cancelled' || booking.start_date < today)
    .sort((a, b) => b.start_date.localeCompare(a.start_date));
}
