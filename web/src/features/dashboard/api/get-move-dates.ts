import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import { departureKeys } from '../../../lib/departure-keys';
import {
  DEPARTURE_COLUMNS,
  readDepartureRow,
  type DepartureSeats,
} from '../../../lib/departures/departure-seats';

/** What the date change dialog needs of a tour: its dates, group size and zone, and its seats. */
export interface MoveDates {
  availableDates: string[];
  groupSize: number;
  country: string;
  departures: DepartureSeats[];
}

/** A tour's listed dates and departures from `today` on; null when the tour is gone. */
export async function getMoveDates(tourId: string, today: string): Promise<MoveDates | null> {
  const catalogue = await getCatalogue();
  const [tour, departures] = await Promise.all([
    catalogue
      .from('tours')
      .select('available_dates,group_size,country')
      .eq('id', tourId)
      .maybeSingle(),
    catalogue
      .from('departures')
      .select(DEPARTURE_COLUMNS)
      .eq('tour_id', tourId)
      .gte('start_date', today)
      .order('start_date'),
  ]);
  if (tour.error) throw tour.error;
  if (departures.error) throw departures.error;
  if (!tour.data) return null;
  return {
    availableDates: tour.data.available_dates ?? [],
    groupSize: tour.data.group_size,
    country: tour.data.country,
    departures: departures.data.flatMap((row) => readDepartureRow(row) ?? []),
  };
}

export const useMoveDates = (tourId: string, today: string) =>
  useQuery(
    queryOptions({
      queryKey: departureKeys.move(tourId),
      queryFn: () => getMoveDates(tourId, today),
      staleTime: 15 * 1000,
    }),
  );
