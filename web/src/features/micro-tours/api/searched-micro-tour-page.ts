import { LIST_PAGE_SIZE } from '@app/domain/constants';
import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { readInLanguage } from '../../../lib/catalogue-language.js';
import { inIdOrder, readSearchedIds } from '../../../lib/searched-list-page.js';
import { microTourAttributeFilters } from '../lib/micro-tour-list-filters.js';
import type { MicroTourListParams } from '../lib/micro-tour-search-params.js';
import { MICRO_TOUR_SORT_COLUMNS, type MicroTourPage } from './micro-tour-list-page.js';
import { MICRO_TOUR_SUMMARY_COLUMNS } from './micro-tour-summary.js';

/**
 * A searched page (decision 056), loaded only when the list is searched: its exact count and
 * ids from the search call, then those micro-tours' cards, in the call's order. A page past the
 * end gets the count alone.
 */
export async function readSearchedMicroTourPage(
  catalogue: PostgrestClient<Database>,
  params: MicroTourListParams,
  locale: Locale,
  phrase: string,
): Promise<MicroTourPage> {
  const { total, ids } = await readSearchedIds(
    catalogue,
    {
      catalogue: 'micro_tours',
      phrase,
      filters: microTourAttributeFilters(params),
      sort: MICRO_TOUR_SORT_COLUMNS[params.sortField],
      ascending: params.sortDir === 'asc',
      from: (params.page - 1) * LIST_PAGE_SIZE,
      size: LIST_PAGE_SIZE,
    },
    locale,
  );
  if (ids.length === 0) return { tours: [], page: params.page, totalCount: total };
  const tours = await readInLanguage(
    'microTourCards',
    MICRO_TOUR_SUMMARY_COLUMNS,
    locale,
    async (columns) => {
      const { data, error } = await catalogue.from('micro_tours').select(columns).in('id', ids);
      if (error) throw error;
      return inIdOrder(data, ids);
    },
    catalogue,
  );
  return { tours, page: params.page, totalCount: total };
}
