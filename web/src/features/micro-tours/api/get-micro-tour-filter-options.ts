import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';

export interface MicroTourFilterOptions {
  countries: string[];
  cities: string[];
}

/** The distinct countries and cities of the catalogue, sorted (one row of a view). */
export async function getMicroTourFilterOptions(): Promise<MicroTourFilterOptions> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('micro_tour_filter_options')
    .select('countries, cities')
    .single();
  if (error) throw error;
  return data as MicroTourFilterOptions;
}

export const microTourFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['micro-tours', 'filter-options'],
    queryFn: getMicroTourFilterOptions,
    staleTime: 10 * 60 * 1000,
  });

export const useMicroTourFilterOptions = () => useQuery(microTourFilterOptionsQueryOptions());
