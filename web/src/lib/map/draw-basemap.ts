import type { MapBounds } from '@app/domain/map-pins';
import { geoBounds, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Geometry, LineString, MultiPolygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import {
  BASEMAP_CLIP,
  type BasemapCity,
  type BasemapCountryLabel,
  type BasemapFile,
} from './basemap-file.js';

/**
 * Draws the shipped basemap (decision 048) onto any surface that takes a path: a canvas 2D
 * context in the browser (canvasSurface), pdfkit's document on the server (the e-ticket).
 * The same layers, colours and label rules everywhere.
 */

/** The basemap ready to draw: decoded once when it loads, drawn on every frame. */
export interface Basemap {
  land: Culled<MultiPolygon>[];
  /** Lines two countries share. */
  borders: Culled<LineString>[];
  /** Lines one country has alone: coasts (the cut's own edges left out). */
  coast: Culled<LineString>[];
  lakes: Culled<MultiPolygon>[];
  rivers: Culled<LineString>[];
  countries: BasemapCountryLabel[];
  cities: BasemapCity[];
}

/** What drawBasemap needs of a surface: d3-geo's path context and a few painting calls. */
/** A shape with its box in degrees, so that a frame skips what lies outside its view. */
export interface Culled<G extends Geometry> {
  geometry: G;
  bounds: MapBounds;
}

function culled<G extends Geometry>(geometry: G): Culled<G> {
  const [[west, south], [east, north]] = geoBounds(geometry);
  return { geometry, bounds: { west, south, east, north } };
}

/** A MultiLineString as lines of at most `size` points each, so that culling can skip parts. */
function lineParts(lines: Position[][], size = 64): Culled<LineString>[] {
  return lines.flatMap((line) => {
    const parts: Culled<LineString>[] = [];
    for (let start = 0; start < line.length - 1; start += size - 1)
      parts.push(culled({ type: 'LineString', coordinates: line.slice(start, start + size) }));
    return parts;
  });
}

export interface MapSurface {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  closePath(): void;
  fill(color: string): void;
  stroke(color: string, width: number): void;
  /** Text centred on x, its baseline at y, over a halo of the water's or the land's colour. */
  text(label: string, x: number, y: number, style: LabelStyle): void;
  textWidth(label: string, style: LabelStyle): number;
}

export interface LabelStyle {
  size: number;
  bold: boolean;
  color: string;
  halo: string;
}

export const MAP_COLORS = {
  water: '#cfe3ee',
  land: '#f6f3ec',
  border: '#b4aa9a',
  coast: '#8fb0c2',
  river: '#9cc4da',
  cityText: '#2f3437',
  countryText: '#6b6358',
  halo: '#ffffff',
  cityDot: '#4b5257',
} as const;

const EDGE = 1e-6;
const onClipEdge = ([lng, lat]: Position) =>
  Math.abs(lng! - BASEMAP_CLIP.west) < EDGE ||
  Math.abs(lng! - BASEMAP_CLIP.east) < EDGE ||
  Math.abs(lat! - BASEMAP_CLIP.south) < EDGE ||
  Math.abs(lat! - BASEMAP_CLIP.north) < EDGE;

/** A line split where it runs along the cut's edge, which is no coast. */
function withoutClipEdges(lines: Position[][]): Position[][] {
  const kept: Position[][] = [];
  for (const line of lines) {
    let current: Position[] = [];
    line.forEach((point, i) => {
      const previous = line[i - 1];
      if (previous && onClipEdge(previous) && onClipEdge(point)) {
        if (current.length > 1) kept.push(current);
        current = [point];
      } else current.push(point);
    });
    if (current.length > 1) kept.push(current);
  }
  return kept;
}

export function prepareBasemap(file: BasemapFile): Basemap {
  const { topology } = file;
  const { countries, lakes, rivers } = topology.objects;
  return {
    land: feature(topology, countries).features.flatMap((country) =>
      country.geometry.type === 'MultiPolygon' ? [culled(country.geometry)] : [],
    ),
    lakes: feature(topology, lakes).features.flatMap((lake) =>
      lake.geometry.type === 'MultiPolygon' ? [culled(lake.geometry)] : [],
    ),
    rivers: lineParts(
      feature(topology, rivers).features.flatMap(({ geometry }) =>
        geometry.type === 'MultiLineString' ? geometry.coordinates : [],
      ),
    ),
    borders: lineParts(mesh(topology, countries, (a, b) => a !== b).coordinates),
    coast: lineParts(withoutClipEdges(mesh(topology, countries, (a, b) => a === b).coordinates)),
    countries: file.countries,
    cities: file.cities,
  };
}

/** The box in degrees a projection shows in width × height (Mercator: its corners). */
export function viewBounds(projection: GeoProjection, width: number, height: number): MapBounds {
  const [west, north] = projection.invert?.([0, 0]) ?? [-180, 90];
  const [east, south] = projection.invert?.([width, height]) ?? [180, -90];
  return { west, south, east, north };
}

const intersects = (a: MapBounds, b: MapBounds) =>
  a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;

const TILE = 256;
const EARTH_RADIUS_KM = 6371;
/** The web-map zoom level of a Mercator projection's scale (0 shows the world in 256 px). */
export const projectionZoom = (projection: GeoProjection) =>
  Math.log2((projection.scale() * 2 * Math.PI) / TILE);
export const zoomScale = (zoom: number) => (TILE * 2 ** zoom) / (2 * Math.PI);

export interface FitOptions {
  /** Pixels kept free around the bounds. */
  padding?: number;
  /** The closest a fit may come (one point would fill the world otherwise). */
  maxZoom?: number;
}

/** A Mercator projection that shows `bounds` within a width × height box. */
export function fitProjection(
  bounds: MapBounds,
  width: number,
  height: number,
  { padding = 24, maxZoom = 13 }: FitOptions = {},
): GeoProjection {
  const pad = Math.min(padding, width / 4, height / 4);
  const corners = {
    type: 'MultiPoint' as const,
    coordinates: [
      [bounds.west, bounds.south],
      [bounds.east, bounds.north],
    ],
  };
  const projection = geoMercator()
    .precision(0)
    .fitExtent(
      [
        [pad, pad],
        [width - pad, height - pad],
      ],
      corners,
    );
  if (!(projectionZoom(projection) > maxZoom)) return projection;
  return centerProjection(
    [(bounds.west + bounds.east) / 2, (bounds.south + bounds.north) / 2],
    maxZoom,
    width,
    height,
  );
}

/** A Mercator projection centred on [lng, lat] at `zoom`. */
export function centerProjection(
  center: [number, number],
  zoom: number,
  width: number,
  height: number,
): GeoProjection {
  return geoMercator()
    .precision(0)
    .scale(zoomScale(zoom))
    .center(center)
    .translate([width / 2, height / 2]);
}

export interface DrawOptions {
  width: number;
  height: number;
  /** The reader's language: the countries' names come from the browser's (CLDR) data in it. */
  locale: string;
  /** Defaults to the projection's own. */
  zoom?: number;
  /** Where marks drawn over the basemap go (pins, a route's stops): no label is placed there. */
  reserved?: Box[];
}

/** The smallest town that gets a label at a zoom: the rank thins them as the map zooms out. */
function minPopulation(zoom: number): number {
  if (zoom < 4.5) return 2_000_000;
  if (zoom < 5.5) return 600_000;
  if (zoom < 6.5) return 200_000;
  if (zoom < 7.5) return 80_000;
  return 0;
}

const countryNamesCache = new Map<string, Intl.DisplayNames | null>();
function regionNames(locale: string): Intl.DisplayNames | null {
  if (!countryNamesCache.has(locale)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    } catch {
      // A language tag the browser cannot read: Natural Earth's English names.
      names = null;
    }
    countryNamesCache.set(locale, names);
  }
  return countryNamesCache.get(locale) ?? null;
}

/** A country's name in the reader's language (CLDR), or Natural Earth's English one. */
export function countryName([code, name]: BasemapCountryLabel, locale: string): string {
  return (code && regionNames(locale)?.of(code)) || name;
}

/** A box in pixels. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export const overlaps = (a: Box, b: Box) =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Points closer than this to the last one drawn add nothing a screen shows. */
const MIN_STEP_PX = 0.75;

/**
 * The surface, less the points of a line that fall within MIN_STEP_PX of the last one kept: at a
 * small zoom most of a coast's points land on the same pixel, and each costs the canvas a segment
 * to build and to fill (a view of all Europe keeps about a tenth of them).
 */
function thinned(surface: MapSurface): MapSurface {
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  return {
    ...surface,
    moveTo(x, y) {
      lastX = x;
      lastY = y;
      surface.moveTo(x, y);
    },
    lineTo(x, y) {
      if (Math.abs(x - lastX) < MIN_STEP_PX && Math.abs(y - lastY) < MIN_STEP_PX) return;
      lastX = x;
      lastY = y;
      surface.lineTo(x, y);
    },
  };
}

/** Draws water, land, rivers, lakes, coasts, borders, then the labels that fit, most important first. */
export function drawBasemap(
  surface: MapSurface,
  projection: GeoProjection,
  basemap: Basemap,
  { width, height, locale, zoom = projectionZoom(projection), reserved = [] }: DrawOptions,
): void {
  const clipped = projection.clipExtent([
    [-2, -2],
    [width + 2, height + 2],
  ]);
  const path = geoPath(clipped, thinned(surface));

  surface.beginPath();
  surface.moveTo(0, 0);
  surface.lineTo(width, 0);
  surface.lineTo(width, height);
  surface.lineTo(0, height);
  surface.closePath();
  surface.fill(MAP_COLORS.water);

  const view = viewBounds(projection, width, height);
  const draw = (shapes: Culled<Geometry>[]) => {
    surface.beginPath();
    for (const shape of shapes) if (intersects(shape.bounds, view)) path(shape.geometry);
  };
  draw(basemap.land);
  surface.fill(MAP_COLORS.land);

  const lineWidth = zoom < 6 ? 0.6 : 1;
  draw(basemap.rivers);
  surface.stroke(MAP_COLORS.river, zoom < 6 ? 0.8 : 1.4);
  draw(basemap.lakes);
  surface.fill(MAP_COLORS.water);
  // A surface's fill ends its path (pdfkit's does): the shores are drawn again to be stroked.
  draw(basemap.lakes);
  surface.stroke(MAP_COLORS.coast, lineWidth);
  draw(basemap.coast);
  surface.stroke(MAP_COLORS.coast, lineWidth);
  draw(basemap.borders);
  surface.stroke(MAP_COLORS.border, lineWidth);

  drawLabels(surface, clipped, basemap, { width, height, locale, zoom, reserved });
  clipped.clipExtent(null);
}

function drawLabels(
  surface: MapSurface,
  projection: GeoProjection,
  basemap: Basemap,
  { width, height, locale, zoom, reserved }: Required<DrawOptions>,
): void {
  const taken: Box[] = [...reserved];
  const place = (box: Box) => {
    if (box.x0 < 0 || box.y0 < 0 || box.x1 > width || box.y1 > height) return false;
    if (taken.some((other) => overlaps(box, other))) return false;
    taken.push(box);
    return true;
  };

  const cityStyle: LabelStyle = {
    size: zoom < 6 ? 11 : 12,
    bold: false,
    color: MAP_COLORS.cityText,
    halo: MAP_COLORS.halo,
  };
  const smallest = minPopulation(zoom);
  const dots: [number, number][] = [];
  const labels: [string, number, number][] = [];
  for (const [name, lng, lat, population] of basemap.cities) {
    if (population < smallest) break;
    const point = projection([lng, lat]);
    if (!point) continue;
    const [x, y] = point;
    if (x < 0 || y < 0 || x > width || y > height) continue;
    const textWidth = surface.textWidth(name, cityStyle);
    const box = {
      x0: x - textWidth / 2 - 2,
      y0: y - cityStyle.size - 6,
      x1: x + textWidth / 2 + 2,
      y1: y + 3,
    };
    if (!place(box)) continue;
    dots.push([x, y]);
    labels.push([name, x, y - 5]);
  }

  if (zoom < 7) {
    const countryStyle: LabelStyle = {
      size: zoom < 5 ? 10 : 12,
      bold: true,
      color: MAP_COLORS.countryText,
      halo: MAP_COLORS.land,
    };
    for (const country of basemap.countries) {
      const point = projection([country[2], country[3]]);
      if (!point || point[0] < 0 || point[1] < 0 || point[0] > width || point[1] > height) continue;
      const name = countryName(country, locale).toLocaleUpperCase(locale);
      const textWidth = surface.textWidth(name, countryStyle);
      // Mercator stretches an area by 1/cos²(latitude).
      const areaPx =
        (country[4] / EARTH_RADIUS_KM ** 2) *
        (projection.scale() / Math.cos((country[3] * Math.PI) / 180)) ** 2;
      if (areaPx < textWidth * countryStyle.size * 4) continue;
      const [x, y] = point;
      const box = {
        x0: x - textWidth / 2,
        y0: y - countryStyle.size,
        x1: x + textWidth / 2,
        y1: y + 2,
      };
      if (place(box)) surface.text(name, x, y, countryStyle);
    }
  }

  if (dots.length > 0) {
    surface.beginPath();
    for (const [x, y] of dots) {
      surface.moveTo(x + 2.5, y);
      surface.arc(x, y, 2.5, 0, 2 * Math.PI);
    }
    surface.fill(MAP_COLORS.cityDot);
  }
  for (const [name, x, y] of labels) surface.text(name, x, y, cityStyle);
}
