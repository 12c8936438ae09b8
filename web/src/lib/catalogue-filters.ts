import type { CatalogueFilter } from '@app/domain/map-pins';

/** The part of a PostgREST query builder the filters need (supabase-js's filter builder). */
interface FilterableQuery<Query> {
  filter(column: string, operator: string, value: unknown): Query;
  in(column: string, values: readonly unknown[]): Query;
}

/**
 * Applies a list's filters (built by the list's own function, which the map's pins call sends
 * too) to a PostgREST query, in their order: `column=op.value`, `in` through the client's own
 * list quoting.
 */
export function applyCatalogueFilters<Query extends FilterableQuery<Query>>(
  query: Query,
  filters: readonly CatalogueFilter[],
): Query {
  return filters.reduce((applied, { column, op, value }) => {
    if (op === 'in') return applied.in(column, Array.isArray(value) ? value : [value]);
    return applied.filter(column, op, value);
  }, query);
}
