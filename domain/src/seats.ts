// NOTE: no zod and no refund rules here: the tour page loads this with its booking panel.

export const departureStatuses = ['open', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof departureStatuses)[number];

/** What the seat rules read of a departure (table public.departures). */
export interface SeatsOfDeparture {
  capacity: number;
  seats_taken: number;
  status: DepartureStatus;
}

/** Seats still on sale; none on a closed or cancelled departure. */
export function seatsLeft(departure: SeatsOfDeparture) {
  return departure.status === 'open' ? Math.max(departure.capacity - departure.seats_taken, 0) : 0;
}

/** What a date says of its seats: 'Cancelled' once its departure is, else seatsLeftText. */
export function dateSeatsText(seats: { seatsLeft: number; isCancelled: boolean }): string {
  return seats.isCancelled ? 'Cancelled' : seatsLeftText(seats.seatsLeft);
}

/** From this many seats down, the booking panel says 'Only N seats left'. */
export const FEW_SEATS_LEFT = 5;

/** 'Sold out', 'Only 1 seat left', 'Only 3 seats left', '12 seats left'. */
export function seatsLeftText(count: number): string {
  if (count <= 0) return 'Sold out';
  if (count === 1) return 'Only 1 seat left';
  if (count <= FEW_SEATS_LEFT) return `Only ${count} seats left`;
  return `${count} seats left`;
}
