import type { CatalogueSearchRequest } from '@app/domain/catalogue-search';
import type { Locale } from '@app/domain/locales';

/**
 * A searched page of a list (decisions 056, 058), loaded only when a list is searched:
 * `GET /rest/v1/rpc/search_tours` or `search_micro_tours` answers the page's rows in the list's
 * order, selected as the list selects its cards, and the exact count of the matches in
 * Content-Range (asked with `count: 'exact'`). A GET, so that browsers and the gateway keep it
 * as they keep the catalogue's other reads (decision 022).
 */
export const searchedPageArgs = (request: CatalogueSearchRequest, locale: Locale) => ({
  locale,
  phrase: request.phrase,
  filters: JSON.stringify(request.filters.map(({ column, op, value }) => ({ column, op, value }))),
  sort: request.sort,
  ascending: request.ascending,
  page_from: request.from,
  page_size: request.size,
});

/** How a searched page's call is asked: a GET, its count in Content-Range. */
export const SEARCHED_PAGE_OPTIONS = { get: true, count: 'exact' } as const;

/** The matches' count the call states; a call answered without one is an error, not 0. */
export function searchedTotal(count: number | null): number {
  if (count === null) throw new Error('The searched page came without its count.');
  return count;
}
