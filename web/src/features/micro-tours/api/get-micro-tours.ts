import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageLocale } from '../../../i18n/page-locale';
import { getCatalogue } from '../../../lib/catalogue-client';
import { inlineFirstListPage } from '../../../lib/inline-first-list-page';
import { isDefaultMicroTourList, type MicroTourListParams } from '../lib/micro-tour-search-params';
import { readMicroTourListPage, type MicroTourPage } from './micro-tour-list-page';
import { microTourKeys } from '../../../lib/micro-tour-keys';

export type { MicroTourPage } from './micro-tour-list-page';

/** One page of the micro-tour list in the page's language (see readMicroTourListPage). */
export async function getMicroTours(params: MicroTourListParams): Promise<MicroTourPage> {
  return readMicroTourListPage(await getCatalogue(), params, pageLocale);
}

/** The page the gateway put into the HTML, for the unfiltered first page only (decision 023). */
const inlinePage = (params: MicroTourListParams) =>
  isDefaultMicroTourList(params)
    ? inlineFirstListPage<MicroTourPage>(microTourKeys.all[0])
    : undefined;

export const microToursQueryOptions = (params: MicroTourListParams) =>
  queryOptions({
    queryKey: microTourKeys.list(params),
    queryFn: () => getMicroTours(params),
    staleTime: 5 * 60 * 1000,
    initialData: () => inlinePage(params)?.data,
    initialDataUpdatedAt: () => inlinePage(params)?.updatedAt,
  });

/** Keeps the previous page on screen while the next one loads (`isPlaceholderData`). */
export const useMicroTours = (params: MicroTourListParams, { enabled = true } = {}) =>
  useQuery({ ...microToursQueryOptions(params), placeholderData: keepPreviousData, enabled });
