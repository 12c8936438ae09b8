import { LIST_PAGE_SIZE } from '@app/domain/constants';
import type { Database } from '@app/domain/catalogue-rows';
import { titleSortColumn } from '@app/domain/title-sort';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { applyCatalogueFilters } from '../../../lib/catalogue-filters.js';
import { searchPhrase } from '../../../lib/catalogue-search.js';
import { tourListFilters } from '../lib/tour-list-filters.js';
import type { TourListState } from '../lib/tour-list-params.js';
import { readInLanguage } from '../../../lib/catalogue-language.js';
import { TOUR_SUMMARY_COLUMNS, type TourSummary } from './tour-summary.js';

/** One page of the list; `page` says which, as placeholder data may be an older page. */
export type TourListPage = { tours: TourSummary[]; totalCount: number; page: number };

function selectTours<Columns extends string>(
  catalogue: PostgrestClient<Database>,
  filters: TourListState,
  locale: Locale,
  columns: Columns,
  options: { head?: boolean } = {},
) {
  // Tours off sale are not listed; their pages stay for those who booked them (decision 039).
  const query = catalogue
    .from('tours')
    .select(columns, { count: 'exact', head: options.head })
    .eq('on_sale', true);
  return applyCatalogueFilters(query, tourListFilters(filters, locale));
}

/**
 * One page of the list in `locale`'s words and searched in that language (decision 029), read
 * through `catalogue`: the browser's client, or the gateway's when it puts the first page into
 * the HTML (decision 023). Past page 1 the count comes first, so
 * that a page past the end (an old link, say) is answered with the count alone instead of a
 * failed range request (HTTP 416).
 */
export async function readTourListPage(
  catalogue: PostgrestClient<Database>,
  filters: TourListState,
  locale: Locale,
): Promise<TourListPage> {
  const phrase = searchPhrase(filters.search);
  if (phrase !== null) {
    const { readSearchedTourPage } = await import('./searched-tour-page.js');
    return readSearchedTourPage(catalogue, filters, locale, phrase);
  }
  const from = (filters.page - 1) * LIST_PAGE_SIZE;
  if (filters.page > 1) {
    const total = await selectTours(catalogue, filters, locale, TOUR_SUMMARY_COLUMNS, {
      head: true,
    });
    if (total.error) throw total.error;
    const totalCount = total.count ?? 0;
    if (from >= totalCount) return { tours: [], totalCount, page: filters.page };
  }
  let totalCount = 0;
  const tours = await readInLanguage(
    'tourCards',
    TOUR_SUMMARY_COLUMNS,
    locale,
    async (columns) => {
      const { data, count, error } = await selectTours(catalogue, filters, locale, columns)
        // By the title the page shows: /de/tours in German order (migration 0051).
        .order(titleSortColumn(locale), { ascending: true })
        .order('id', { ascending: true })
        .range(from, from + LIST_PAGE_SIZE - 1);
      if (error) throw error;
      totalCount = count ?? 0;
      return data;
    },
    catalogue,
  );
  return { tours, totalCount, page: filters.page };
}
