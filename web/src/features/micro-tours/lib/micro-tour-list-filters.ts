import type { CatalogueFilter } from '@app/domain/map-pins';
import { searchColumn } from '@app/domain/search-fold';
import type { Locale } from '@app/domain/locales';
import { searchTextPattern } from '../../../lib/catalogue-search.js';
import { exactCents, minutesAtLeast, minutesAtMost } from '../../../lib/integer-filters.js';
import { mapAreaFilters } from '../../../lib/map-area.js';
import {
  defaultMicroTourListParams,
  type MicroTourListParams,
} from './micro-tour-search-params.js';

/**
 * The one home of the micro-tour list's filters: what the list's URL state selects, in
 * `locale`, as the filters both the list's PostgREST query and the map's pins call apply
 * (issue 52). Sort and page are not filters.
 */
export function microTourListFilters(
  params: MicroTourListParams,
  locale: Locale,
): CatalogueFilter[] {
  // The language's own search column, folded as the term is (migration 0045).
  const search = searchTextPattern(params.search);
  const searched: CatalogueFilter[] = search
    ? [{ column: searchColumn(locale), op: 'like', value: search }]
    : [];
  return [...searched, ...microTourAttributeFilters(params)];
}

/** The list's filters but its search: what a searched page's call takes beside the term. */
export function microTourAttributeFilters(params: MicroTourListParams): CatalogueFilter[] {
  const filters: CatalogueFilter[] = [];
  if (params.prices.length > 0) {
    // Every offered price is whole euros; a price that is not a whole number of cents matches none.
    const cents = params.prices.flatMap((price) => exactCents(price) ?? []);
    filters.push({ column: 'price_cents', op: 'in', value: cents });
  }
  if (params.country) filters.push({ column: 'country', op: 'eq', value: params.country });
  if (params.city) filters.push({ column: 'city', op: 'eq', value: params.city });
  const [min, max] = params.duration;
  const [defaultMin, defaultMax] = defaultMicroTourListParams.duration;
  if (min !== defaultMin || max !== defaultMax) {
    filters.push(
      { column: 'duration_minutes', op: 'gte', value: minutesAtLeast(min) },
      { column: 'duration_minutes', op: 'lte', value: minutesAtMost(max) },
    );
  }
  filters.push(...mapAreaFilters(params.area));
  return filters;
}
