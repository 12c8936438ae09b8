import * as z from 'zod/mini';

/**
 * Tours on a map (issue 52): the contract between the list pages' map and the one call that
 * answers the filtered results as points, `POST /rest/v1/rpc/catalogue_map_pins`.
 *
 * The map sends the same filters the list applies (one filter list per catalogue, built by one
 * function and applied to both the list's PostgREST query and this call), the visible bounds and
 * a zoom; the database answers the matches inside the bounds, grouped into clusters on a grid
 * whose cell follows the zoom, so the browser never receives more than `MAP_PINS_MAX` pins.
 */

/** The catalogues a map shows. */
export const MAP_CATALOGUES = ['tours', 'micro_tours'] as const;
export type MapCatalogue = (typeof MAP_CATALOGUES)[number];

/** A box in degrees; `west` may be greater than `east` only across the antimeridian (never in Europe). */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Web-Mercator-style zoom levels the map uses: 0 shows the world, 16 a street. */
export const MAP_ZOOM = { min: 0, max: 16 } as const;

/**
 * At zoom `z` the world is `MAP_TILE_PX × 2^z` CSS pixels wide (Web Mercator's 256-pixel tiles);
 * the call groups listings in square cells of `MAP_CELL_PX` at that zoom, so pins stand about
 * that far apart on screen.
 */
export const MAP_TILE_PX = 256;
export const MAP_CELL_PX = 64;

/** The largest view, in pixels a side at its zoom, the call answers (a bigger one is refused). */
export const MAP_VIEW_MAX_PX = 8192;

/** Limits of the filters the call takes (a list sends far fewer). */
export const MAP_FILTERS_MAX = 16;
export const MAP_FILTER_VALUES_MAX = 64;

/**
 * The call's zoom for a map `widthPx` CSS pixels wide showing `bounds`: the whole level at or
 * below the map's own scale, so cells are never smaller than `MAP_CELL_PX` on screen.
 */
export function mapZoomFor(bounds: MapBounds, widthPx: number): number {
  const worldPx = (widthPx * 360) / (bounds.east - bounds.west);
  const zoom = Math.floor(Math.log2(worldPx / MAP_TILE_PX));
  if (Number.isNaN(zoom)) return MAP_ZOOM.min;
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, zoom));
}

/** The most pins one answer holds; clusters absorb the rest. */
export const MAP_PINS_MAX = 400;

/** One filter of a list, as the list applies it to PostgREST and the map sends it to the call. */
export const CATALOGUE_FILTER_OPS = ['eq', 'in', 'like', 'gte', 'lte'] as const;
export type CatalogueFilterOp = (typeof CATALOGUE_FILTER_OPS)[number];
export interface CatalogueFilter {
  column: string;
  op: CatalogueFilterOp;
  value: string | number | (string | number)[];
}

/** One listing on its own. */
export interface MapListingPin {
  kind: 'listing';
  id: string;
  slug: string;
  /** In the page's language. */
  title: string;
  priceCents: number;
  lat: number;
  lng: number;
}

/** Several listings close together at this zoom. */
export interface MapClusterPin {
  kind: 'cluster';
  count: number;
  /** The mean of its listings' coordinates. */
  lat: number;
  lng: number;
  minPriceCents: number;
  /** The box around its listings: opening a cluster zooms to it. */
  bounds: MapBounds;
}

export type MapPin = MapListingPin | MapClusterPin;

export interface MapPinsAnswer {
  /** How many listings match inside the bounds (what the map says it shows). */
  total: number;
  pins: MapPin[];
}

const boundsSchema = z.object({
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
});

/**
 * The call's answer, checked where it is read. Zod's mini build: the map's chunk is the only place
 * a list page loads a schema, and the mini build is the smaller to load and to start there.
 */
export const mapPinsAnswerSchema = z.object({
  total: z.int().check(z.minimum(0)),
  pins: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('listing'),
        id: z.string(),
        slug: z.string(),
        title: z.string(),
        priceCents: z.int(),
        lat: z.number(),
        lng: z.number(),
      }),
      z.object({
        kind: z.literal('cluster'),
        count: z.int().check(z.minimum(2)),
        lat: z.number(),
        lng: z.number(),
        minPriceCents: z.int(),
        bounds: boundsSchema,
      }),
    ]),
  ),
});
