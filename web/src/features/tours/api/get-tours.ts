import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import { inlineFirstListPage } from '../../../lib/inline-first-list-page';
import { isDefaultTourList, type TourListState } from '../lib/tour-list-params';
import { readTourListPage, type TourListPage } from './tour-list-page';
import { tourKeys } from '../../../lib/tour-keys';

export type { TourListPage } from './tour-list-page';

/** One page of the list in the page's language (see readTourListPage). */
export async function getTours(filters: TourListState): Promise<TourListPage> {
  return readTourListPage(await getCatalogue(), filters, pageLocale);
}

/** The page the gateway put into the HTML, for the unfiltered first page only (decision 023). */
const inlinePage = (filters: TourListState) =>
  isDefaultTourList(filters) ? inlineFirstListPage<TourListPage>(tourKeys.all[0]) : undefined;

export const toursQueryOptions = (filters: TourListState) =>
  queryOptions({
    queryKey: tourKeys.list(filters),
    queryFn: () => getTours(filters),
    staleTime: 5 * 60 * 1000,
    initialData: () => inlinePage(filters)?.data,
    initialDataUpdatedAt: () => inlinePage(filters)?.updatedAt,
    // While the next page or filter loads, the cards already shown stay (dimmed) in place.
    placeholderData: keepPreviousData,
  });

export const useTours = (filters: TourListState, { enabled = true } = {}) =>
  useQuery({ ...toursQueryOptions(filters), enabled });
