import {
  catalogueSearchAnswerSchema,
  type CatalogueSearchAnswer,
  type CatalogueSearchRequest,
} from '@app/domain/catalogue-search';
import type { Database } from '@app/domain/catalogue-rows';
import type { Locale } from '@app/domain/locales';
import type { PostgrestClient } from '@supabase/postgrest-js';

/**
 * A searched page of a list (decision 056), loaded only when a list is searched: the exact count
 * and the page's ids from `GET /rest/v1/rpc/catalogue_search`, a GET so that browsers and the
 * gateway keep it as they keep the catalogue's other reads (decision 022). The list then reads
 * those ids' cards, as it reads any page's.
 */
export async function readSearchedIds(
  catalogue: PostgrestClient<Database>,
  request: CatalogueSearchRequest,
  locale: Locale,
): Promise<CatalogueSearchAnswer> {
  const { data, error } = await catalogue.rpc(
    'catalogue_search',
    {
      catalogue: request.catalogue,
      locale,
      phrase: request.phrase,
      filters: JSON.stringify(
        request.filters.map(({ column, op, value }) => ({ column, op, value })),
      ),
      sort: request.sort,
      ascending: request.ascending,
      page_from: request.from,
      page_size: request.size,
    },
    { get: true },
  );
  if (error) throw error;
  return catalogueSearchAnswerSchema.parse(data);
}

/** `rows` in the order of `ids`: an `in` filter answers in whatever order the table holds them. */
export function inIdOrder<Row extends { id: string }>(rows: Row[], ids: readonly string[]): Row[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.toSorted((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
