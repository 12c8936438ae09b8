import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import { departureKeys } from '../../../lib/departure-keys';
import {
  DEPARTURE_COLUMNS,
  readDepartureRow,
  type DepartureSeats,
} from '../../../lib/departures/departure-seats';

/** A tour's departures from `today` on, open or not, earliest first. */
export async function getTourDepartures(tourId: string, today: string): Promise<DepartureSeats[]> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('departures')
    .select(DEPARTURE_COLUMNS)
    .eq('tour_id', tourId)
    .gte('start_date', today)
    .order('start_date');
  if (error) throw error;
  return data.flatMap((row) => readDepartureRow(row) ?? []);
}

export const tourDeparturesQueryOptions = (tourId: string, today: string) =>
  queryOptions({
    queryKey: departureKeys.tour(tourId),
    queryFn: () => getTourDepartures(tourId, today),
    // Seats sell while the page is open: read again every so often and on returning to it.
    staleTime: 15 * 1000,
  });

export const useTourDepartures = (tourId: string, today: string) =>
  useQuery(tourDeparturesQueryOptions(tourId, today));
