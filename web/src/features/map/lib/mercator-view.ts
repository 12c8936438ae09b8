import { MAP_TILE_PX as TILE, MAP_ZOOM, type MapBounds } from '@app/domain/map-pins';
import { BASEMAP_CLIP } from '../../../lib/map/basemap-file';

/**
 * The list map's view as d3-zoom keeps it: a Web Mercator world `TILE * 2^zoom` pixels wide,
 * scaled by `k` (= 2^zoom) and moved by `x`, `y` pixels. A point at longitude λ and latitude φ
 * (radians) lands at `x + s·λ`, `y − s·ln tan(π/4 + φ/2)` with `s = k · TILE / 2π`: the same as
 * d3-geo's `geoMercator().scale(s).translate([x, y])`, which draws the basemap.
 */
export interface ViewTransform {
  k: number;
  x: number;
  y: number;
}

/** Latitudes beyond these have no Mercator position worth showing. */
const MAX_LAT = 85;
const RAD = Math.PI / 180;

/** The zooms the map allows: Europe fits a phone at the smallest. */
export const SCALE_EXTENT: [number, number] = [2 ** 2, 2 ** MAP_ZOOM.max];

export const scaleOf = (k: number) => (k * TILE) / (2 * Math.PI);

const clampLat = (lat: number) => Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (clampLat(lat) * RAD) / 2));
const latitudeOf = (y: number) => (2 * Math.atan(Math.exp(y)) - Math.PI / 2) / RAD;

/**
 * The basemap's box (BASEMAP_CLIP) in the view's untransformed pixels, d3-zoom's
 * `translateExtent`: the map is never moved past the land and water it has.
 */
export const BASEMAP_EXTENT: [[number, number], [number, number]] = [
  [scaleOf(1) * BASEMAP_CLIP.west * RAD, -scaleOf(1) * mercatorY(BASEMAP_CLIP.north)],
  [scaleOf(1) * BASEMAP_CLIP.east * RAD, -scaleOf(1) * mercatorY(BASEMAP_CLIP.south)],
];

/** The smallest zoom at which a box of this size shows nothing past the basemap's box. */
export function minScale(width: number, height: number): number {
  const [[x0, y0], [x1, y1]] = BASEMAP_EXTENT;
  return Math.min(
    Math.max(SCALE_EXTENT[0], width / (x1 - x0), height / (y1 - y0)),
    SCALE_EXTENT[1],
  );
}

/** Where a point shows on screen. */
export function projectPoint(t: ViewTransform, lng: number, lat: number): [number, number] {
  const s = scaleOf(t.k);
  return [t.x + s * lng * RAD, t.y - s * mercatorY(lat)];
}

/** The view that shows `bounds` whole and centred in a box, `padding` pixels inside its edges. */
export function fitBounds(
  bounds: MapBounds,
  width: number,
  height: number,
  padding = 24,
): ViewTransform {
  const spanX = Math.max((bounds.east - bounds.west) * RAD, 1e-9);
  const top = mercatorY(bounds.north);
  const bottom = mercatorY(bounds.south);
  const spanY = Math.max(top - bottom, 1e-9);
  const innerWidth = Math.max(width - 2 * padding, 1);
  const innerHeight = Math.max(height - 2 * padding, 1);
  const wanted = Math.min(innerWidth / spanX, innerHeight / spanY) * ((2 * Math.PI) / TILE);
  const k = Math.min(Math.max(wanted, minScale(width, height)), SCALE_EXTENT[1]);
  const s = scaleOf(k);
  const centreX = ((bounds.west + bounds.east) / 2) * RAD;
  const centreY = (top + bottom) / 2;
  return { k, x: width / 2 - s * centreX, y: height / 2 + s * centreY };
}

/** What a box of this size shows, in degrees, rounded to 5 decimals (about a metre). */
export function boundsOf(t: ViewTransform, width: number, height: number): MapBounds {
  const s = scaleOf(t.k);
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const lngAt = (x: number) => Math.max(-180, Math.min(180, (x - t.x) / s / RAD));
  const latAt = (y: number) => clampLat(latitudeOf((t.y - y) / s));
  return {
    west: round(lngAt(0)),
    south: round(latAt(height)),
    east: round(lngAt(width)),
    north: round(latAt(0)),
  };
}
