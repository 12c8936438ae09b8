import { LIST_PAGE_SIZE } from '@app/domain/constants';
import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { readInLanguage } from '../../../lib/catalogue-language.js';
import { inIdOrder, readSearchedIds } from '../../../lib/searched-list-page.js';
import { tourAttributeFilters } from '../lib/tour-list-filters.js';
import type { TourListState } from '../lib/tour-list-params.js';
import type { TourListPage } from './tour-list-page.js';
import { TOUR_SUMMARY_COLUMNS } from './tour-summary.js';

/**
 * A searched page (decision 056), loaded only when the list is searched: its exact count and
 * ids from the search call, then those tours' cards, in the call's order. A page past the
 * end gets the count alone.
 */
export async function readSearchedTourPage(
  catalogue: PostgrestClient<Database>,
  filters: TourListState,
  locale: Locale,
  phrase: string,
): Promise<TourListPage> {
  const { total, ids } = await readSearchedIds(
    catalogue,
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
  if (ids.length === 0) return { tours: [], totalCount: total, page: filters.page };
  const tours = await readInLanguage(
    'tourCards',
    TOUR_SUMMARY_COLUMNS,
    locale,
    async (columns) => {
      const { data, error } = await catalogue.from('tours').select(columns).in('id', ids);
      if (error) throw error;
      return inIdOrder(data, ids);
    },
    catalogue,
  );
  return { tours, totalCount: total, page: filters.page };
}
