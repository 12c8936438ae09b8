import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCatalogue } from '../../../lib/catalogue-client';
import type { MicroTourPlace } from '../lib/micro-tour-places';

export interface MicroTourFilterOptions {
  countries: string[];
  cities: string[];
  /** Every (city, country) pair of the catalogue, so each select can narrow the other. */
  places: MicroTourPlace[];
}

/** The distinct countries, cities and the pairs they form, sorted (one row of a view). */
export async function getMicroTourFilterOptions(): Promise<MicroTourFilterOptions> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('micro_tour_filter_options')
    .select('countries, cities, places')
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
