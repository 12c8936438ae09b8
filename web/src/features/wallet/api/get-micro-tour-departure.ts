import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import { departureKeys } from '../../../lib/departure-keys';
import {
  DEPARTURE_COLUMNS,
  readDepartureRow,
  type DepartureSeats,
} from '../../../lib/departures/departure-seats';

/** The departure of a micro-tour on one date; null when nothing was sold on it yet. */
export async function getMicroTourDeparture(
  microTourId: string,
  date: string,
): Promise<DepartureSeats | null> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('departures')
    .select(DEPARTURE_COLUMNS)
    .eq('micro_tour_id', microTourId)
    .eq('start_date', date)
    .maybeSingle();
  if (error) throw error;
  return data && readDepartureRow(data);
}

export const microTourDepartureQueryOptions = (microTourId: string, date: string) =>
  queryOptions({
    queryKey: departureKeys.microTourDate(microTourId, date),
    queryFn: () => getMicroTourDeparture(microTourId, date),
    staleTime: 15 * 1000,
  });

export const useMicroTourDeparture = (microTourId: string, date: string) =>
  useQuery(microTourDepartureQueryOptions(microTourId, date));
