import * as z from 'zod/mini';
import type { CatalogueFilter, MapCatalogue } from './map-pins.js';

/**
 * A searched page of a list (issue 53, decision 056): `GET /rest/v1/rpc/catalogue_search`
 * (migration 0079) answers the exact count of the listings on sale that hold the search term,
 * under the list's other filters, and the ids of one page of them in the list's order; the page
 * then reads those listings' cards by id.
 */

/** The longest term the call takes, in characters. */
export const SEARCH_PHRASE_MAX = 1000;
/** The most listings one page asks for. */
export const SEARCH_PAGE_SIZE_MAX = 100;

/** The orders each list offers (then the title the page shows, then id). */
export const SEARCH_SORTS = {
  tours: ['title'],
  micro_tours: ['price_cents', 'duration_minutes', 'rating'],
} as const satisfies Record<MapCatalogue, readonly string[]>;

export type SearchSort<Catalogue extends MapCatalogue> = (typeof SEARCH_SORTS)[Catalogue][number];

export interface CatalogueSearchRequest<Catalogue extends MapCatalogue = MapCatalogue> {
  catalogue: Catalogue;
  /** The term as typed: the call folds it as the search columns are. */
  phrase: string;
  /** The list's filters but its search (the map's pins call takes the same). */
  filters: readonly CatalogueFilter[];
  sort: SearchSort<Catalogue>;
  ascending: boolean;
  /** The first listing of the page, 0-based, and how many. */
  from: number;
  size: number;
}

/** The call's answer, checked where it is read. */
export const catalogueSearchAnswerSchema = z.object({
  total: z.int().check(z.minimum(0)),
  ids: z.array(z.string()),
});

export type CatalogueSearchAnswer = z.infer<typeof catalogueSearchAnswerSchema>;
