import type pg from 'pg';

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
  matches: number;
}

const SEARCH_MATCHES = { min: 100, ideal: 300, max: 1000 };
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

const LETTERS = /^\p{L}+$/u;
const LEADING_LETTERS = /^\p{L}+/u;

/** Single words and adjacent word pairs of a text, lower-cased, each a substring of the text. */
function terms(text: string): Set<string> {
  const tokens = text.toLowerCase().split(/\s+/);
  const found = new Set<string>();
  tokens.forEach((token, index) => {
    const word = LEADING_LETTERS.exec(token)?.[0];
    if (word && word.length >= 5) found.add(word);
    const next = LEADING_LETTERS.exec(tokens[index + 1] ?? '')?.[0];
    if (LETTERS.test(token) && token.length >= 4 && next && next.length >= 4)
      found.add(`${token} ${next}`);
  });
  return found;
}

/**
 * A search term (a word, or two adjacent words when the synthetic vocabulary makes single words
 * too common) that the list's search (`search_text like '%term%'`, decision 014) finds in a few
 * hundred rows: estimated from a sample, then counted exactly. Terms are taken from the folded
 * column itself, so they are already what the browser would send.
 */
export async function pickSearchTerm(
  pool: pg.Pool,
  table: 'tours' | 'micro_tours',
): Promise<SearchTerm> {
  const { rows: totals } = await pool.query<{ total: string }>(
    `select count(*) as total from public.${table}`,
  );
  const total = Number(totals[0]!.total);
  const { rows: sample } = await pool.query<{ text: string }>(
    `select search_text as text from public.${table} tablesample bernoulli (5) repeatable (42)`,
  );
  const rowsWith = new Map<string, number>();
  for (const row of sample) {
    for (const term of terms(row.text.replaceAll('\u0001', ' '))) {
      rowsWith.set(term, (rowsWith.get(term) ?? 0) + 1);
    }
  }
  const distance = (estimate: number) => Math.abs(Math.log(estimate / SEARCH_MATCHES.ideal));
  const candidates = [...rowsWith]
    .map(([term, count]) => ({ term, estimate: (count / sample.length) * total }))
    .filter(
      ({ estimate }) => estimate >= SEARCH_MATCHES.min / 2 && estimate <= SEARCH_MATCHES.max * 2,
    )
    .sort((a, b) => distance(a.estimate) - distance(b.estimate) || a.term.localeCompare(b.term))
    .slice(0, 20);
  for (const { term } of candidates) {
    const { rows } = await pool.query<{ matches: string }>(
      `select count(*) as matches from public.${table} where search_text like $1`,
      [`%${term}%`],
    );
    const matches = Number(rows[0]!.matches);
    if (matches >= SEARCH_MATCHES.min && matches <= SEARCH_MATCHES.max) return { term, matches };
  }
  throw new Error(
    `no term in ${table}.search_text matches ${SEARCH_MATCHES.min}–${SEARCH_MATCHES.max} rows`,
  );
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
