import type { CatalogueFilter } from '@app/domain/map-pins';
import { searchColumn } from '@app/domain/search-fold';
import type { Locale } from '@app/domain/locales';
import { searchTextPattern } from '../../../lib/catalogue-search.js';
import { centsAtLeast, centsAtMost } from '../../../lib/integer-filters.js';
import { mapAreaFilters } from '../../../lib/map-area.js';
import { getDurationFilter } from './duration-filter.js';
import { ALL, type TourListState } from './tour-list-params.js';

/**
 * The one home of the tour list's filters: what the list's URL state selects, in `locale`, as
 * the filters both the list's PostgREST query and the map's pins call apply (issue 52).
 */
export function tourListFilters(state: TourListState, locale: Locale): CatalogueFilter[] {
  // The language's own search column, folded as the term is (migration 0045).
  const search = searchTextPattern(state.search);
  const searched: CatalogueFilter[] = search
    ? [{ column: searchColumn(locale), op: 'like', value: search }]
    : [];
  return [...searched, ...tourAttributeFilters(state)];
}

/** The list's filters but its search: what a searched page's call takes beside the term. */
export function tourAttributeFilters(state: TourListState): CatalogueFilter[] {
  const filters: CatalogueFilter[] = [];
  if (state.category !== ALL) filters.push({ column: 'category', op: 'eq', value: state.category });
  if (state.country !== ALL) filters.push({ column: 'country', op: 'eq', value: state.country });
  if (state.difficulty !== ALL) {
    filters.push({ column: 'difficulty', op: 'eq', value: state.difficulty });
  }
  if (state.transport !== ALL) {
    filters.push({ column: 'transport', op: 'eq', value: state.transport });
  }
  // Prices filter on whole cents (decision 004), rounded so the same tours match.
  if (state.minPrice !== null) {
    filters.push({ column: 'price_cents', op: 'gte', value: centsAtLeast(state.minPrice) });
  }
  if (state.maxPrice !== null) {
    filters.push({ column: 'price_cents', op: 'lte', value: centsAtMost(state.maxPrice) });
  }
  const duration = getDurationFilter(state.durationDays);
  if (duration) filters.push({ column: 'duration_days', op: duration.op, value: duration.days });
  filters.push(...mapAreaFilters(state.area));
  return filters;
}
