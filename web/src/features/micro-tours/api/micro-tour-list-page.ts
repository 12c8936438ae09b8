import { LIST_PAGE_SIZE } from '@app/domain/constants';
import type { SearchSort } from '@app/domain/catalogue-search';
import type { Database } from '@app/domain/catalogue-rows';
import { titleSortColumn } from '@app/domain/title-sort';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { MicroTourListParams, MicroTourSortField } from '../lib/micro-tour-search-params.js';
import { applyCatalogueFilters } from '../../../lib/catalogue-filters.js';
import { searchPhrase } from '../../../lib/catalogue-search.js';
import { microTourListFilters } from '../lib/micro-tour-list-filters.js';
import { readInLanguage } from '../../../lib/catalogue-language.js';
import { MICRO_TOUR_SUMMARY_COLUMNS, type MicroTourSummary } from './micro-tour-summary.js';

export interface MicroTourPage {
  tours: MicroTourSummary[];
  /** The page these tours are on (1-based). */
  page: number;
  totalCount: number;
}

/**
 * The column each sort reads: price and duration sort on their exact integer copies, in the same
 * order, because those are the columns the filters use and the indexes cover (decision 004).
 */
export const MICRO_TOUR_SORT_COLUMNS: Record<MicroTourSortField, SearchSort<'micro_tours'>> = {
  price_eur: 'price_cents',
  duration_hours: 'duration_minutes',
  rating: 'rating',
};

function selectMicroTours<Columns extends string>(
  catalogue: PostgrestClient<Database>,
  params: MicroTourListParams,
  locale: Locale,
  columns: Columns,
  head = false,
) {
  // Micro-tours off sale are not listed; their pages stay for those who booked them (decision 039).
  const query = catalogue
    .from('micro_tours')
    .select(columns, { count: 'exact', head })
    .eq('on_sale', true);
  return applyCatalogueFilters(query, microTourListFilters(params, locale));
}

/**
 * One page of the micro-tour list with the exact number of matches (spec 7), in `locale`'s words
 * and searched in that language (decision 029), read through `catalogue`: the browser's client,
 * or the gateway's when it puts the first page into the HTML (decision 023). Past page 1 the count comes first, so that a page past the end is answered
 * with the count alone instead of a failed range request (HTTP 416); the page then moves to the
 * last one.
 */
export async function readMicroTourListPage(
  catalogue: PostgrestClient<Database>,
  params: MicroTourListParams,
  locale: Locale,
): Promise<MicroTourPage> {
  const phrase = searchPhrase(params.search);
  if (phrase !== null) {
    const { readSearchedMicroTourPage } = await import('./searched-micro-tour-page.js');
    return readSearchedMicroTourPage(catalogue, params, locale, phrase);
  }
  const from = (params.page - 1) * LIST_PAGE_SIZE;
  if (params.page > 1) {
    const { count, error } = await selectMicroTours(catalogue, params, locale, 'id', true);
    if (error) throw error;
    const totalCount = count ?? 0;
    if (from >= totalCount) return { tours: [], page: params.page, totalCount };
  }
  let totalCount = 0;
  const tours = await readInLanguage(
    'microTourCards',
    MICRO_TOUR_SUMMARY_COLUMNS,
    locale,
    async (columns) => {
      const { data, count, error } = await selectMicroTours(catalogue, params, locale, columns)
        .order(MICRO_TOUR_SORT_COLUMNS[params.sortField], {
          ascending: params.sortDir === 'asc',
          nullsFirst: false,
        })
        // Ties by the title the page shows (migration 0051).
        .order(titleSortColumn(locale), { ascending: true })
        .range(from, from + LIST_PAGE_SIZE - 1);
      if (error) throw error;
      totalCount = count ?? 0;
      return data;
    },
    catalogue,
  );
  return {
    tours,
    page: params.page,
    totalCount,
  };
}
