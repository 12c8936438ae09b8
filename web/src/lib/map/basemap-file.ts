import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The shipped basemap's file (web/basemap-build.ts writes it, decision 048): Natural Earth's
 * countries, lakes and rivers cut to BASEMAP_CLIP as TopoJSON, each country's label point, and
 * the gazetteer's largest towns.
 */
export const BASEMAP_VERSION = 2;

/**
 * The box the basemap is cut to, wider than EUROPE_BOUNDS (domain/src/start-place.ts) so that a
 * map showing all of Europe, even on a tall phone screen, never reaches the cut's edges.
 */
export const BASEMAP_CLIP = { west: -50, south: 12, east: 65, north: 84 } as const;

/**
 * [ISO 3166-1 alpha-2 ('' when Natural Earth gives none), English name, lng, lat of the label,
 * km² of the country's largest piece (a label needs room)], largest first.
 */
export type BasemapCountryLabel = [
  code: string,
  name: string,
  lng: number,
  lat: number,
  areaKm2: number,
];
/** [name as GeoNames gives it, lng, lat, population], most populous first. */
export type BasemapCity = [name: string, lng: number, lat: number, population: number];

export interface BasemapFile {
  version: typeof BASEMAP_VERSION;
  topology: Topology<{
    countries: GeometryCollection;
    lakes: GeometryCollection;
    rivers: GeometryCollection;
  }>;
  countries: BasemapCountryLabel[];
  cities: BasemapCity[];
}

/** Whether a parsed file is the basemap of this version (a stale cached one is not). */
export function isBasemapFile(value: unknown): value is BasemapFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === BASEMAP_VERSION &&
    'topology' in value &&
    'cities' in value &&
    'countries' in value
  );
}
