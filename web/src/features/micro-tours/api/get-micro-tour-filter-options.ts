import type { Json } from '@app/domain/generated/database.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import type { MicroTourPlace } from '../lib/micro-tour-places';
import { microTourKeys } from '../../../lib/micro-tour-keys';

export interface MicroTourFilterOptions {
  countries: string[];
  cities: string[];
  /** Every (city, country) pair of the catalogue, so each select can narrow the other. */
  places: MicroTourPlace[];
  /** The countries' and cities' names in the page's language, by key (none on an English page). */
  countryNames?: Record<string, string>;
  cityNames?: Record<string, string>;
}

const isPlace = (value: Json): value is Json & MicroTourPlace =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof value.country === 'string' &&
  typeof value.city === 'string';

// NOTE: checked by hand: zod would add its whole core to the list page for one small row.
/** The view's row; its columns are never null (each falls back to an empty list). */
export function readMicroTourFilterOptions(row: {
  countries: string[] | null;
  cities: string[] | null;
  places: Json;
}): MicroTourFilterOptions {
  const { countries, cities, places } = row;
  if (!countries || !cities || !Array.isArray(places) || !places.every(isPlace)) {
    throw new Error('micro_tour_filter_options is not lists of countries, cities and places');
  }
  return { countries, cities, places };
}

/**
 * The distinct countries, cities and the pairs they form, sorted (one row of a view); on a page
 * in another language the countries and cities are named in it (their keys stay the values,
 * migration 0050) and listed in the order of their names.
 */
export async function getMicroTourFilterOptions(): Promise<MicroTourFilterOptions> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('micro_tour_filter_options')
    .select('countries, cities, places')
    .single();
  if (error) throw error;
  const options = readMicroTourFilterOptions(data);
  if (pageLocale === 'en') return options;
  const { namePlaces } = await import('../../../lib/catalogue-localize');
  return namePlaces(catalogue, 'micro_tour', options, pageLocale);
}

export const microTourFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: microTourKeys.filterOptions(),
    queryFn: getMicroTourFilterOptions,
    staleTime: 10 * 60 * 1000,
  });

export const useMicroTourFilterOptions = () => useQuery(microTourFilterOptionsQueryOptions());
