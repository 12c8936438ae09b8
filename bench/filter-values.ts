import type pg from 'pg';
import { searchColumn } from '@app/domain/catalogue-translations';
import {
  type CatalogueLanguage,
  inDrawnWord,
  occursInsideOtherText,
  phraseShares,
  placePairs,
  type TermPair,
  type TermShare,
  themePairs,
  wordShares,
} from '@app/db/scale-text';

export const PAGE_SIZE = 24;

export interface MicroFilterValues {
  country: string;
  prices: number[];
  minHours: number;
  maxHours: number;
  matches: number;
}

export interface TourFilterValues {
  category: string;
  country: string;
  minPrice: number;
  maxPrice: number;
  durationDays: number;
  matches: number;
}

export interface SearchTerm {
  term: string;
  /** Rows the vocabulary's frequencies predict for the scale rows present. */
  expected: number;
  /** Rows `search_text like '%term%'` finds, counted. */
  matches: number;
}

export interface SearchTerms {
  rareWord: SearchTerm;
  commonPhrase: SearchTerm;
}

/** The search terms at 100,000 rows: a rare word in tens of rows, a phrase in thousands. */
const RARE_WORD_MATCHES = { min: 10, ideal: 30, max: 99 };
const COMMON_PHRASE_MATCHES = { min: 1000, ideal: 3000, max: 9999 };
const SCALE_ROWS = 100_000;
/** Shorter words hide inside longer ones more often, and trigram search needs three letters. */
const RARE_WORD_MIN_LENGTH = 6;
const CANDIDATES = 20;
const MICRO_HOURS = { min: 2, max: 4 };

const middleFirst = <T>(items: T[]): T[] => {
  const middle = Math.floor(items.length / 2);
  return [...items.slice(middle), ...items.slice(0, middle).reverse()];
};

/** A country of middling size whose price/duration filter still fills two pages. */
export async function pickMicroFilter(pool: pg.Pool): Promise<MicroFilterValues> {
  const { rows: countries } = await pool.query<{ country: string }>(
    `select country from public.micro_tours where slug like 'scale-micro-%'
     group by country order by count(*) desc, country`,
  );
  for (const { country } of middleFirst(countries)) {
    const { rows: prices } = await pool.query<{ price: string }>(
      `select price_eur as price from public.micro_tours where country = $1
       group by price_eur order by count(*) desc, price_eur limit 2`,
      [country],
    );
    const chosen = prices.map((row) => Number(row.price)).sort((a, b) => a - b);
    const { rows } = await pool.query<{ matches: string }>(
      `select count(*) as matches from public.micro_tours
       where country = $1 and price_eur = any($2::numeric[]) and duration_hours between $3 and $4`,
      [country, chosen, MICRO_HOURS.min, MICRO_HOURS.max],
    );
    const matches = Number(rows[0]!.matches);
    if (matches >= 2 * PAGE_SIZE) {
      return {
        country,
        prices: chosen,
        minHours: MICRO_HOURS.min,
        maxHours: MICRO_HOURS.max,
        matches,
      };
    }
  }
  throw new Error('no micro-tour country has two pages of rows for the price/duration filter');
}

/** A category/country/duration group of middling size, with the price range of its middle 80 %. */
export async function pickTourFilter(pool: pg.Pool): Promise<TourFilterValues> {
  const { rows: groups } = await pool.query<{
    category: string;
    country: string;
    duration_days: number;
  }>(
    `select category, country, duration_days from public.tours where slug like 'scale-tour-%'
     group by category, country, duration_days having count(*) >= $1
     order by count(*) desc, category, country, duration_days`,
    [2 * PAGE_SIZE],
  );
  for (const group of middleFirst(groups)) {
    const { rows } = await pool.query<{ low: string; high: string }>(
      `select floor(percentile_cont(0.1) within group (order by price_eur) / 50) * 50 as low,
              ceil(percentile_cont(0.9) within group (order by price_eur) / 50) * 50 as high
       from public.tours where category = $1 and country = $2 and duration_days = $3`,
      [group.category, group.country, group.duration_days],
    );
    const minPrice = Number(rows[0]!.low);
    const maxPrice = Number(rows[0]!.high);
    const { rows: counted } = await pool.query<{ matches: string }>(
      `select count(*) as matches from public.tours
       where category = $1 and country = $2 and duration_days = $3 and price_eur between $4 and $5`,
      [group.category, group.country, group.duration_days, minPrice, maxPrice],
    );
    const matches = Number(counted[0]!.matches);
    if (matches >= PAGE_SIZE) {
      return {
        category: group.category,
        country: group.country,
        durationDays: group.duration_days,
        minPrice,
        maxPrice,
        matches,
      };
    }
  }
  throw new Error('no tour category/country/duration group fills a page');
}

type Range = typeof RARE_WORD_MATCHES;

/** The search column: search_text, or a language's (search_text_de, migration 0045). */
type Column = ReturnType<typeof searchColumn>;

async function countMatches(
  pool: pg.Pool,
  table: string,
  column: Column,
  term: string,
): Promise<number> {
  const { rows } = await pool.query<{ matches: string }>(
    `select count(*) as matches from public.${table} where ${column} like $1`,
    [`%${term}%`],
  );
  return Number(rows[0]!.matches);
}

/**
 * The candidate whose expected row count is nearest the range's ideal and whose count in the
 * table falls in the range: the expectation comes from the seed's frequencies, the count decides
 * (demo rows, or another word holding the term, add matches the expectation leaves out).
 */
async function pickTerm(
  pool: pg.Pool,
  table: 'tours' | 'micro_tours',
  column: Column,
  what: string,
  candidates: TermShare[],
  scaleRows: number,
  range: Range,
  skip: (term: string) => boolean = () => false,
): Promise<SearchTerm> {
  const distance = (expected: number) => Math.abs(Math.log(expected / range.ideal));
  const tried: string[] = [];
  const nearest = candidates
    .map(({ term, share }) => ({ term, expected: share * scaleRows }))
    .filter(({ expected }) => expected >= range.min && expected <= range.max)
    .sort((a, b) => distance(a.expected) - distance(b.expected) || a.term.localeCompare(b.term));
  for (const { term, expected } of nearest) {
    if (tried.length === CANDIDATES) break;
    if (skip(term)) continue;
    const matches = await countMatches(pool, table, column, term);
    if (matches >= range.min && matches <= range.max) return { term, expected, matches };
    tried.push(`${term} (${matches})`);
  }
  throw new Error(
    `no ${what} of the scale vocabulary matches ${range.min}–${range.max} of ${table}'s ` +
      `${column} in its ` +
      `${scaleRows} scale rows (tried: ${tried.join(', ') || 'none'}); ` +
      'rows seeded by an older seed need `npm run bench -- --fresh`',
  );
}

/** The table's scale rows, and the common phrase's range for them. */
async function scaleOf(pool: pg.Pool, table: 'tours' | 'micro_tours') {
  const prefix = table === 'tours' ? 'scale-tour-' : 'scale-micro-';
  const { rows } = await pool.query<{ rows: string }>(
    `select count(*) as rows from public.${table} where starts_with(slug, $1)`,
    [prefix],
  );
  const scaleRows = Number(rows[0]!.rows);
  const scaled = Math.min(1, scaleRows / SCALE_ROWS);
  const commonRange = {
    min: COMMON_PHRASE_MATCHES.min * scaled,
    ideal: COMMON_PHRASE_MATCHES.ideal * scaled,
    max: COMMON_PHRASE_MATCHES.max * scaled,
  };
  return { scaleRows, commonRange };
}

/**
 * The search terms of a table, chosen from the seed's vocabulary (db/seed/scale-text.ts) by their
 * frequency: a rare word that tens of rows hold, and a common two-word phrase that thousands hold
 * at 100,000 rows (fewer in proportion on a smaller table). Both are folded already, as the
 * browser sends them.
 */
export async function pickSearchTerms(
  pool: pg.Pool,
  table: 'tours' | 'micro_tours',
): Promise<SearchTerms> {
  const { scaleRows, commonRange } = await scaleOf(pool, table);
  const words = wordShares().filter(({ term }) => term.length >= RARE_WORD_MIN_LENGTH);
  return {
    // A word inside other words ('tent' in 'attention') also matches the rows of those.
    rareWord: await pickTerm(
      pool,
      table,
      'search_text',
      'rare word',
      words,
      scaleRows,
      RARE_WORD_MATCHES,
      occursInsideOtherText,
    ),
    commonPhrase: await pickTerm(
      pool,
      table,
      'search_text',
      'common phrase',
      phraseShares(table),
      scaleRows,
      commonRange,
    ),
  };
}

/** A language's search term and the English term it is measured beside. */
export interface PairedTerm {
  term: SearchTerm;
  english: SearchTerm;
}

/**
 * Several terms of each kind, sent in turn: one word's trigrams can be rare or common in a
 * language (French `mantoue` holds `tou`, in every row's `tour`; English `avignon` none so
 * common), and one pair would measure that word rather than the language.
 */
export interface LanguageSearchTerms {
  rareWords: PairedTerm[];
  commonPhrases: PairedTerm[];
}

/** How many pairs of each kind a language's searches rotate through, at most. */
const RARE_PAIRS = 8;
const COMMON_PAIRS = 4;

/**
 * Up to `wanted` pairs, nearest the range's ideal expected row count first, both of whose terms
 * count within the range, in the language's search column and in English's.
 */
async function pickPairs(
  pool: pg.Pool,
  table: 'tours' | 'micro_tours',
  language: CatalogueLanguage,
  what: string,
  candidates: TermPair[],
  scaleRows: number,
  range: Range,
  /** A place must be inside no other text; a theme's term is inside its own theme's texts. */
  alone: boolean,
  wanted: number,
): Promise<PairedTerm[]> {
  const column = searchColumn(language.locale);
  const distance = (expected: number) => Math.abs(Math.log(expected / range.ideal));
  const within = (matches: number) => matches >= range.min && matches <= range.max;
  const tried: string[] = [];
  const picked: PairedTerm[] = [];
  const nearest = candidates
    .map((pair) => ({ ...pair, expected: pair.share * scaleRows }))
    .filter(({ expected }) => expected >= range.min && expected <= range.max)
    .sort((a, b) => distance(a.expected) - distance(b.expected) || a.term.localeCompare(b.term));
  for (const { term, english, expected } of nearest) {
    if (picked.length === wanted || tried.length === CANDIDATES) break;
    // A term inside other text of its language finds rows the share leaves out.
    if (inDrawnWord(term, language)) continue;
    if (alone && (occursInsideOtherText(term, language) || occursInsideOtherText(english))) {
      continue;
    }
    const matches = await countMatches(pool, table, column, term);
    const englishMatches = await countMatches(pool, table, 'search_text', english);
    if (within(matches) && within(englishMatches)) {
      picked.push({
        term: { term, expected, matches },
        english: { term: english, expected, matches: englishMatches },
      });
    } else {
      tried.push(`${term} (${matches}) / ${english} (${englishMatches})`);
    }
  }
  if (picked.length > 0) return picked;
  throw new Error(
    `no ${what} of ${language.locale} matches ${range.min}–${range.max} of ${table}'s ` +
      `${column} and search_text in its ${scaleRows} scale rows ` +
      `(tried: ${tried.join(', ') || 'none'}); ` +
      'rows seeded by an older seed need `npm run bench -- --fresh`',
  );
}

/**
 * A table's search terms in a language of the scale seed (issue 48), each with the English term
 * it is measured beside. The rule, the same for every language: both terms of a pair name the
 * same thing in the same rows, so that the pair differs only in the language it is written in.
 * A rare word is a place the language names its own way (Venice → Venedig, Venise), 6+ letters,
 * expected near 30 rows, beside its English name. A common phrase is what a traveller types
 * for one of the table's themes (scale-text.ts `themeTerm`: two adjacent words that are not
 * function words, else the theme's last such word, 'Visite de brasserie' → 'brasserie'), the
 * theme expected near 3,000 rows, beside the same theme's English term ('architecture walk').
 * Neither may be inside another text of its language, the drawn words included.
 */
export async function pickLanguageSearchTerms(
  pool: pg.Pool,
  table: 'tours' | 'micro_tours',
  language: CatalogueLanguage,
): Promise<LanguageSearchTerms> {
  const { scaleRows, commonRange } = await scaleOf(pool, table);
  const long = (pairs: TermPair[]) =>
    pairs.filter(
      ({ term, english }) =>
        term.length >= RARE_WORD_MIN_LENGTH && english.length >= RARE_WORD_MIN_LENGTH,
    );
  return {
    rareWords: await pickPairs(
      pool,
      table,
      language,
      'rare place name',
      long(placePairs(language, table)),
      scaleRows,
      RARE_WORD_MATCHES,
      true,
      RARE_PAIRS,
    ),
    commonPhrases: await pickPairs(
      pool,
      table,
      language,
      'common theme term',
      themePairs(table, language),
      scaleRows,
      commonRange,
      false,
      COMMON_PAIRS,
    ),
  };
}

/** A scale tour from the middle of the slug order. */
export async function pickTourSlug(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ slug: string }>(
    `select slug from public.tours where slug like 'scale-tour-%'
      order by slug offset (select count(*) / 2 from public.tours where slug like 'scale-tour-%')
      limit 1`,
  );
  if (!rows[0]) throw new Error('no scale tour to read by its slug');
  return rows[0].slug;
}
