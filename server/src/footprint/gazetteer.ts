import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getGreatCircleKm, type GeoPoint } from '@app/domain/trip-footprint';
import { z } from 'zod';
import { projectRoot } from '../platform/project-paths.js';
import { cutGazetteer, type GazetteerPlace, readGazetteerSource } from './gazetteer-cut.js';

/** Where server/build.mjs writes the cut. */
export const GAZETTEER_FILE = path.join(projectRoot, 'server', 'dist', 'gazetteer-europe.json');

export const PLACE_QUERY_MAX_LENGTH = 60;
export const PLACE_RESULTS_MAX = 10;

/** One search result: the place, and the name the query matched when it is not GeoNames' own. */
export interface PlaceMatch {
  id: number;
  name: string;
  /** The other name that matched (Mailand for Milan), null when the place's own name did. */
  matched: string | null;
  country: string;
  lat: number;
  lng: number;
}

interface IndexedPlace {
  place: GazetteerPlace;
  /** Folded names, the place's own first. */
  folded: string[];
}

export const foldPlaceName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ß/g, 'ss')
    .replace(/[’'`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

let index: IndexedPlace[] | undefined;

const gazetteerFileSchema = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    country: z.string(),
    lat: z.number(),
    lng: z.number(),
    population: z.number(),
    names: z.array(z.string()),
  }),
);

function loadPlaces(): GazetteerPlace[] {
  if (existsSync(GAZETTEER_FILE)) {
    return gazetteerFileSchema.parse(JSON.parse(readFileSync(GAZETTEER_FILE, 'utf8')));
  }
  // Running from source without a build: cut it now (about a second, once per process).
  return cutGazetteer(readGazetteerSource());
}

function getIndex(): IndexedPlace[] {
  index ??= loadPlaces().map((place) => ({
    place,
    folded: [place.name, ...place.names].map(foldPlaceName),
  }));
  return index;
}

/** A name matches when it or one of its words starts with the query (San Seb → Donostia / San Sebastián). */
function matchRank(name: string, query: string): number {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`) || name.includes(`-${query}`) || name.includes(`/${query}`))
    return 2;
  return -1;
}

/**
 * Places whose name in any language starts with what was typed, the best first: an exact name,
 * then a name's start, then a word's start; among equals the larger town.
 */
export function searchPlaces(query: string, limit = PLACE_RESULTS_MAX): PlaceMatch[] {
  const folded = foldPlaceName(query);
  if (folded.length === 0) return [];
  const found: { match: PlaceMatch; rank: number; population: number }[] = [];
  for (const { place, folded: names } of getIndex()) {
    let best = -1;
    let bestName = 0;
    for (let i = 0; i < names.length; i += 1) {
      const rank = matchRank(names[i]!, folded);
      if (rank >= 0 && (best < 0 || rank < best)) {
        best = rank;
        bestName = i;
        if (rank === 0) break;
      }
    }
    if (best < 0) continue;
    const other = bestName === 0 ? null : place.names[bestName - 1]!;
    found.push({
      match: {
        id: place.id,
        name: place.name,
        matched: other,
        country: place.country,
        lat: place.lat,
        lng: place.lng,
      },
      rank: best,
      population: place.population,
    });
  }
  return found
    .sort((a, b) => a.rank - b.rank || b.population - a.population)
    .slice(0, limit)
    .map((entry) => entry.match);
}

/** The gazetteer's place nearest to a point, when one is within `withinKm`. */
export function findNearestPlace(point: GeoPoint, withinKm = 30): GazetteerPlace | null {
  let nearest: GazetteerPlace | null = null;
  let nearestKm = withinKm;
  for (const { place } of getIndex()) {
    // A cheap box first: a degree of latitude is 111 km, so anything further is out.
    if (Math.abs(place.lat - point.lat) > withinKm / 100) continue;
    const km = getGreatCircleKm(point, place);
    if (km <= nearestKm) {
      nearest = place;
      nearestKm = km;
    }
  }
  return nearest;
}

/** A place by GeoNames id, for checking what an admin or a member picked. */
export function getPlace(id: number): GazetteerPlace | null {
  return getIndex().find((entry) => entry.place.id === id)?.place ?? null;
}
