/**
 * Upcoming: the start date is today or later and the booking is not cancelled; everything else
 * is past. Both keep the list's order (newest booking first).
 */
export function groupBookings<T extends { start_date: string; status: string }>(
  bookings: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const booking of bookings) {
    const isUpcoming = booking.start_date >= today && booking.status !== 'cancelled';
    (isUpcoming ? upcoming : past).push(booking);
  }
  return { upcoming, past };
}
