import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { collectPlaces, type MicroTourPlace } from '../lib/micro-tour-places';

export interface MicroTourFilterOptions {
  countries: string[];
  cities: string[];
  /** Every (city, country) pair of the catalogue, so each select can narrow the other. */
  places: MicroTourPlace[];
}

/**
 * The distinct countries and cities of the catalogue, sorted (one row of a view), and the
 * pairs they form. NOTE: the pairs are read from the table itself (two short columns): the
 * view has no pairs and this change adds no migration.
 */
export async function getMicroTourFilterOptions(): Promise<MicroTourFilterOptions> {
  const supabase = await getSupabase();
  const [lists, pairs] = await Promise.all([
    supabase.from('micro_tour_filter_options').select('countries, cities').single(),
    supabase
      .from('micro_tours')
      .select('country, city')
      .not('country', 'is', null)
      .not('city', 'is', null)
      .order('country')
      .order('city'),
  ]);
  if (lists.error) throw lists.error;
  if (pairs.error) throw pairs.error;
  const { countries, cities } = lists.data as { countries: string[]; cities: string[] };
  return { countries, cities, places: collectPlaces(pairs.data as MicroTourPlace[]) };
}

export const microTourFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['micro-tours', 'filter-options'],
    queryFn: getMicroTourFilterOptions,
    staleTime: 10 * 60 * 1000,
  });

export const useMicroTourFilterOptions = () => useQuery(microTourFilterOptionsQueryOptions());
