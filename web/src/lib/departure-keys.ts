import { tourKeys } from './tour-keys';

/**
 * Seats on sale per date. Under tourKeys.all, so an admin's edit of a tour (its dates, its group
 * size) refreshes them too; a booking, a cancellation or a waiting-list move invalidates `all`.
 */
export const departureKeys = {
  all: [...tourKeys.all, 'departures'] as const,
  tour: (tourId: string) => [...departureKeys.all, 'tour', tourId] as const,
  microTourDate: (microTourId: string, date: string) =>
    [...departureKeys.all, 'micro-tour', microTourId, date] as const,
};
