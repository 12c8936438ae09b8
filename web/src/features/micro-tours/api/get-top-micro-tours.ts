import { titleSortColumn } from '@app/domain/title-sort';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import { readInLanguage } from '../../../lib/catalogue-language';
import { MICRO_TOUR_SUMMARY_COLUMNS, type MicroTourSummary } from './micro-tour-summary';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/** The home page shows this many top-rated micro-tours (spec: 9). */
export const TOP_COUNT = 9;

export async function getTopMicroTours(): Promise<MicroTourSummary[]> {
  const catalogue = await getCatalogue();
  return readInLanguage(
    'microTourCards',
    MICRO_TOUR_SUMMARY_COLUMNS,
    pageLocale,
    async (columns) => {
      const { data, error } = await catalogue
        .from('micro_tours')
        .select(columns)
        .eq('on_sale', true)
        .order('rating', { ascending: false, nullsFirst: false })
        .order(titleSortColumn(pageLocale), { ascending: true })
        .limit(TOP_COUNT);
      if (error) throw error;
      return data;
    },
    catalogue,
  );
}

export const topMicroToursQueryOptions = () =>
  queryOptions({
    queryKey: microTourKeys.top(),
    queryFn: getTopMicroTours,
    staleTime: 5 * 60 * 1000,
  });

export const useTopMicroTours = () => useQuery(topMicroToursQueryOptions());
