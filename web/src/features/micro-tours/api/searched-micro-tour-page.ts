import { LIST_PAGE_SIZE } from '@app/domain/constants';
import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { readInLanguage } from '../../../lib/catalogue-language.js';
import {
  SEARCHED_PAGE_OPTIONS,
  searchedPageArgs,
  searchedTotal,
} from '../../../lib/searched-list-page.js';
import { microTourAttributeFilters } from '../lib/micro-tour-list-filters.js';
import type { MicroTourListParams } from '../lib/micro-tour-search-params.js';
import { MICRO_TOUR_SORT_COLUMNS, type MicroTourPage } from './micro-tour-list-page.js';
import { MICRO_TOUR_SUMMARY_COLUMNS } from './micro-tour-summary.js';

/**
 * A searched page (decisions 056, 058), loaded only when the list is searched: the page's cards
 * in the list's order and the exact count, from one call. A page past the end gets the count
 * alone.
 */
export async function readSearchedMicroTourPage(
  catalogue: PostgrestClient<Database>,
  params: MicroTourListParams,
  locale: Locale,
  phrase: string,
): Promise<MicroTourPage> {
  const args = searchedPageArgs(
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
  let totalCount = 0;
  const tours = await readInLanguage(
    'microTourCards',
    MICRO_TOUR_SUMMARY_COLUMNS,
    locale,
    async (columns) => {
      const { data, error, count } = await catalogue
        .rpc('search_micro_tours', args, SEARCHED_PAGE_OPTIONS)
        .select(columns);
      if (error) throw error;
      totalCount = searchedTotal(count);
      return data;
    },
    catalogue,
  );
  return { tours, page: params.page, totalCount };
}
