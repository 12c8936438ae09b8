import { titleSortColumn } from '@app/domain/title-sort';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import { pickRelatedTours, RELATED_FETCH_SIZE } from '../lib/detail-related';
import { readInLanguage } from '../../../lib/catalogue-language';
import { MICRO_TOUR_SUMMARY_COLUMNS, type MicroTourSummary } from './micro-tour-summary';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/** Other micro-tours from the same country: the list's first page in its default order. */
export async function getRelatedMicroTours(
  country: string,
  currentId: string,
): Promise<MicroTourSummary[]> {
  const catalogue = await getCatalogue();
  const tours = await readInLanguage(
    'microTourCards',
    MICRO_TOUR_SUMMARY_COLUMNS,
    pageLocale,
    async (columns) => {
      const { data, error } = await catalogue
        .from('micro_tours')
        .select(columns)
        .eq('on_sale', true)
        .eq('country', country)
        // price_cents: the same order as price_eur, and the column the country index covers.
        .order('price_cents', { ascending: true })
        .order(titleSortColumn(pageLocale), { ascending: true })
        .range(0, RELATED_FETCH_SIZE - 1);
      if (error) throw error;
      return data;
    },
    catalogue,
  );
  return pickRelatedTours(tours, currentId);
}

export const relatedMicroToursQueryOptions = (country: string, currentId: string) =>
  queryOptions({
    queryKey: microTourKeys.sameCountry(country, currentId),
    queryFn: () => getRelatedMicroTours(country, currentId),
    staleTime: 5 * 60 * 1000,
  });

export const useRelatedMicroTours = (country: string, currentId: string) =>
  useQuery(relatedMicroToursQueryOptions(country, currentId));
