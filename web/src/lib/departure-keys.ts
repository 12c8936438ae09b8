import { tourKeys } from './tour-keys';

/**
 * Every departure query sits under departureKeys.all, itself under tourKeys.all: an admin's edit
 * of a tour (its dates, its group size) and any change to a departure (a booking, a cancellation,
 * a waiting-list move, a capacity) refresh the seats on sale, the admin's lists, a departure's
 * bookings and their counts in one invalidation.
 */
export const departureKeys = {
  all: [...tourKeys.all, 'departures'] as const,
  /** Seats on sale of a tour's dates, from today on (the booking panel). */
  tour: (tourId: string) => [...departureKeys.all, 'tour', tourId] as const,
  /** A tour's dates on sale with their seats, for moving a booking there (the dashboard). */
  move: (tourId: string) => [...departureKeys.all, 'move', tourId] as const,
  /** What moving a booking to a date costs (its quote): it follows the seats and the price. */
  moveQuote: (bookingId: string, date: string) =>
    [...departureKeys.all, 'move-quote', bookingId, date] as const,
  /** A micro-tour's start times over some days from a date, with their seats. */
  microTourTimes: (microTourId: string, from: string, days: number) =>
    [...departureKeys.all, 'micro-tour', microTourId, from, days] as const,
  /** Every departure of a tour with its state (the admin's forms). */
  adminTour: (tourId: string) => [...departureKeys.all, 'admin-tour', tourId] as const,
  /** A micro-tour's start times over some days with seats, bookings and state (the admin's screen). */
  adminMicroTour: (microTourId: string, from: string, days: number) =>
    [...departureKeys.all, 'admin-micro-tour', microTourId, from, days] as const,
  bookings: (departureId: string, page: number) =>
    [...departureKeys.all, 'bookings', departureId, page] as const,
  bookingCounts: (departureId: string) =>
    [...departureKeys.all, 'booking-counts', departureId] as const,
};
