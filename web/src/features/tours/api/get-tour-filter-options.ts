import {
  tourCategories,
  tourDifficulties,
  tourTransports,
  type TourCategory,
  type TourDifficulty,
  type TourTransport,
} from '@app/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import { tourKeys } from '../../../lib/tour-keys';

export interface TourFilterOptions {
  categories: TourCategory[];
  countries: string[];
  difficulties: TourDifficulty[];
  transports: TourTransport[];
  /** The countries' names in the page's language, by key (none on an English page). */
  countryNames?: Record<string, string>;
}

// NOTE: checked by hand: zod would add its whole core to the list page for one small row.
function readStrings(row: Record<string, unknown>, column: string): string[] {
  const values = row[column];
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) {
    throw new Error(`tour_filter_options.${column} is not a list of text`);
  }
  return values;
}

/** Only values the list can filter by; anything else in the database is left out. */
export function parseTourFilterOptions(row: Record<string, unknown>): TourFilterOptions {
  const known = <T extends string>(column: string, values: readonly T[]) => {
    const present = readStrings(row, column);
    return values.filter((value) => present.includes(value));
  };
  return {
    categories: known('categories', tourCategories),
    countries: readStrings(row, 'countries'),
    difficulties: known('difficulties', tourDifficulties),
    transports: known('transports', tourTransports),
  };
}

/**
 * The options; on a page in another language the countries are named in it (their keys stay the
 * values, migration 0050) and listed in the order of their names.
 */
export async function getTourFilterOptions(): Promise<TourFilterOptions> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue.from('tour_filter_options').select('*').single();
  if (error) throw error;
  const options = parseTourFilterOptions(data);
  if (pageLocale === 'en') return options;
  const { namePlaces } = await import('../../../lib/catalogue-localize');
  return namePlaces(catalogue, 'tour', options, pageLocale);
}

export const tourFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: tourKeys.filterOptions(),
    queryFn: getTourFilterOptions,
    staleTime: 10 * 60 * 1000,
  });

export const useTourFilterOptions = () => useQuery(tourFilterOptionsQueryOptions());
