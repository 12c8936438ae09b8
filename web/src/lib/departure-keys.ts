/**
 * Every departure query sits under departureKeys.all: a change to one departure (capacity, state,
 * a cancellation) refreshes the lists, its bookings and their counts in one invalidation.
 */
export const departureKeys = {
  all: ['departures'] as const,
  ofTour: (tourId: string) => [...departureKeys.all, 'tour', tourId] as const,
  bookings: (departureId: string, page: number) =>
    [...departureKeys.all, 'bookings', departureId, page] as const,
  bookingCounts: (departureId: string) =>
    [...departureKeys.all, 'booking-counts', departureId] as const,
};
