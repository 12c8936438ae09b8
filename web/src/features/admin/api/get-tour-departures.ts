import { departureSchema, type Departure } from '@app/domain/departures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { departureKeys } from '../../../lib/departure-keys';
import { getSupabase } from '../../../lib/supabase';

/** A tour's departures, scheduled or made by a booking on a free date, earliest first. */
export async function getTourDepartures(tourId: string): Promise<Departure[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('departures')
    .select(
      'id, tour_id, micro_tour_id, start_date, capacity, seats_taken, status, scheduled, cancel_reason',
    )
    .eq('tour_id', tourId)
    .order('start_date');
  if (error) throw error;
  return z.array(departureSchema).parse(data);
}

export const tourDeparturesQueryOptions = (tourId: string) =>
  queryOptions({
    queryKey: departureKeys.adminTour(tourId),
    queryFn: () => getTourDepartures(tourId),
  });

export const useTourDepartures = (tourId: string) => useQuery(tourDeparturesQueryOptions(tourId));
