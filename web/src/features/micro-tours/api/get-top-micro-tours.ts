import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import {
  localizeMicroTourSummary,
  type MicroTourSummary,
  microTourSummaryColumns,
} from './micro-tour-summary';
import { microTourKeys } from '../../../lib/micro-tour-keys';

/** The home page shows this many top-rated micro-tours (spec: 9). */
export const TOP_COUNT = 9;

export async function getTopMicroTours(): Promise<MicroTourSummary[]> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue
    .from('micro_tours')
    .select(microTourSummaryColumns(pageLocale))
    .order('rating', { ascending: false, nullsFirst: false })
    .order('title', { ascending: true })
    .limit(TOP_COUNT);
  if (error) throw error;
  return data.map((tour) => localizeMicroTourSummary(tour, pageLocale));
}

export const topMicroToursQueryOptions = () =>
  queryOptions({
    queryKey: microTourKeys.top(),
    queryFn: getTopMicroTours,
    staleTime: 5 * 60 * 1000,
  });

export const useTopMicroTours = () => useQuery(topMicroToursQueryOptions());
