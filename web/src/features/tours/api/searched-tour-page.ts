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
import { tourAttributeFilters } from '../lib/tour-list-filters.js';
import type { TourListState } from '../lib/tour-list-params.js';
import type { TourListPage } from './tour-list-page.js';
import { TOUR_SUMMARY_COLUMNS } from './tour-summary.js';

/**
 * A searched page (decisions 056, 058), loaded only when the list is searched: the page's cards
 * in the list's order and the exact count, from one call. A page past the end gets the count
 * alone.
 */
export async function readSearchedTourPage(
  catalogue: PostgrestClient<Database>,
  filters: TourListState,
  locale: Locale,
  phrase: string,
): Promise<TourListPage> {
  const args = searchedPageArgs(
    {
      catalogue: 'tours',
      phrase,
      filters: tourAttributeFilters(filters),
      sort: 'title',
      ascending: true,
      from: (filters.page - 1) * LIST_PAGE_SIZE,
      size: LIST_PAGE_SIZE,
    },
    locale,
  );
  let totalCount = 0;
  const tours = await readInLanguage(
    'tourCards',
    TOUR_SUMMARY_COLUMNS,
    locale,
    async (columns) => {
      const { data, error, count } = await catalogue
        .rpc('search_tours', args, SEARCHED_PAGE_OPTIONS)
        .select(columns);
      if (error) throw error;
      totalCount = searchedTotal(count);
      return data;
    },
    catalogue,
  );
  return { tours, totalCount, page: filters.page };
}
