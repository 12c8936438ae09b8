import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlaceMatch } from '@app/domain/start-place';
import { getGreatCircleKm, type GeoPoint } from '@app/domain/trip-footprint';
import { z } from 'zod';
import { projectRoot } from '../platform/project-paths.js';
import { cutGazetteer, type GazetteerPlace, readGazetteerSource } from './gazetteer-cut.js';

/** Where server/build.mjs writes the cut. */
export const GAZETTEER_FILE = path.join(projectRoot, 'server', 'dist', 'gazetteer-europe.json');

export const PLACE_QUERY_MAX_LENGTH = 60;
export const PLACE_RESULTS_MAX = 10;

export type { PlaceMatch };

export const foldPlaceName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ß/g, 'ss')
    .replace(/[’'`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

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

/**
 * Every start of a word in every name of every place, sorted: the names that start with a query
 * are one contiguous run, found by binary search. Scanning every name cost 8–13 ms a keystroke,
 * enough for one client typing fast to hold a gateway's event loop.
 */
interface NameStart {
  /** The folded name from this word on. */
  key: string;
  /** Index of the place in `places`. */
  place: number;
  /** 0 for the place's own name, i for its (i)th other name. */
  name: number;
  /** Whether the key is the whole name (its first word), not a later word of it. */
  whole: boolean;
}

interface GazetteerIndex {
  places: GazetteerPlace[];
  byId: Map<number, GazetteerPlace>;
  starts: NameStart[];
  /** Answers to one- and two-letter queries, whose runs are long, kept once computed. */
  short: Map<string, PlaceMatch[]>;
}

const WORD_SEPARATORS = new Set([' ', '-', '/']);

let index: GazetteerIndex | undefined;

function buildIndex(places: GazetteerPlace[]): GazetteerIndex {
  const starts: NameStart[] = [];
  places.forEach((place, placeIndex) => {
    [place.name, ...place.names].forEach((name, nameIndex) => {
      const folded = foldPlaceName(name);
      for (let at = 0; at < folded.length; at += 1) {
        if (at === 0 || WORD_SEPARATORS.has(folded[at - 1]!)) {
          starts.push({
            key: folded.slice(at),
            place: placeIndex,
            name: nameIndex,
            whole: at === 0,
          });
        }
      }
    });
  });
  starts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    places,
    byId: new Map(places.map((place) => [place.id, place])),
    starts,
    short: new Map(),
  };
}

function getIndex(): GazetteerIndex {
  index ??= buildIndex(loadPlaces());
  return index;
}

/** The first name start whose key is not below `query`. */
function firstStartFrom(starts: readonly NameStart[], query: string): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]!.key < query) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Places whose name in any language starts with what was typed, or has a word that does
 * (San Seb → Donostia / San Sebastián), the best first: an exact name, then a name's start, then
 * a word's start; among equals the larger town.
 */
export function searchPlaces(query: string, limit = PLACE_RESULTS_MAX): PlaceMatch[] {
  const folded = foldPlaceName(query);
  if (folded.length === 0) return [];
  const gazetteer = getIndex();
  const remembered = folded.length <= 2 ? gazetteer.short.get(folded) : undefined;
  if (remembered) return remembered.slice(0, limit);

  // Per place, its best rank and, among names of that rank, the first.
  const best = new Map<number, { rank: number; name: number }>();
  const { starts } = gazetteer;
  for (let at = firstStartFrom(starts, folded); at < starts.length; at += 1) {
    const start = starts[at]!;
    if (!start.key.startsWith(folded)) break;
    const rank = !start.whole ? 2 : start.key === folded ? 0 : 1;
    const known = best.get(start.place);
    if (!known || rank < known.rank || (rank === known.rank && start.name < known.name)) {
      best.set(start.place, { rank, name: start.name });
    }
  }
  const found = [...best]
    .sort(
      ([placeA, a], [placeB, b]) =>
        a.rank - b.rank ||
        gazetteer.places[placeB]!.population - gazetteer.places[placeA]!.population ||
        placeA - placeB,
    )
    .slice(0, Math.max(limit, PLACE_RESULTS_MAX))
    .map(([placeIndex, { name }]): PlaceMatch => {
      const place = gazetteer.places[placeIndex]!;
      return {
        id: place.id,
        name: place.name,
        matched: name === 0 ? null : place.names[name - 1]!,
        country: place.country,
        lat: place.lat,
        lng: place.lng,
      };
    });
  // Only runs that exist are kept: the names' own letter pairs bound the map.
  if (folded.length <= 2 && found.length > 0) gazetteer.short.set(folded, found);
  return found.slice(0, limit);
}

/** The gazetteer's place nearest to a point, when one is within `withinKm`. */
export function findNearestPlace(point: GeoPoint, withinKm = 30): GazetteerPlace | null {
  let nearest: GazetteerPlace | null = null;
  let nearestKm = withinKm;
  for (const place of getIndex().places) {
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
  return getIndex().byId.get(id) ?? null;
}
