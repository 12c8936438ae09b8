import { TOUR_PAGE_COLUMNS } from '@app/domain/tour-page-columns';
import { readTourRow, type Tour } from '@app/domain/catalogue-rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { type Localized, readInLanguage } from '../../../lib/catalogue-language';
import { isUuid } from '../../../lib/is-uuid';
import { getCatalogue } from '../../../lib/catalogue-client';
import { tourKeys } from '../../../lib/tour-keys';

/**
 * A tour in the page's language (decision 029). `country` stays the row's own, a key (filters,
 * the country's time zone); `countryName`, on a page in another language, is its name there.
 */
export type TourDetail = Localized<Tour> & { countryName?: string };

/** One tour by id or slug in the page's language; null when there is none. */
export async function getTour(key: string): Promise<TourDetail | null> {
  const catalogue = await getCatalogue();
  const [tour] = await readInLanguage('tour', TOUR_PAGE_COLUMNS, pageLocale, async (columns) => {
    const { data, error } = await catalogue
      .from('tours')
      .select(columns)
      .eq(isUuid(key) ? 'id' : 'slug', key)
      .maybeSingle();
    if (error) throw error;
    return data ? [data] : [];
  });
  return tour ? readTourRow(tour) : null;
}

export const tourQueryOptions = (key: string) =>
  queryOptions({
    queryKey: tourKeys.detail(key),
    queryFn: () => getTour(key),
    staleTime: 5 * 60 * 1000,
  });

export const useTour = (key: string) => useQuery(tourQueryOptions(key));
