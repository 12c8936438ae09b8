import type pg from 'pg';
import { type TranslatedLocale, TRANSLATED_LOCALES } from '@app/domain/catalogue-translations';
import { scaleLanguage } from '@app/db/scale-text';
import { titleSortColumn } from '@app/domain/title-sort';
import { MICRO_TOUR_CARD_COLUMNS, TOUR_CARD_COLUMNS } from '@app/domain/catalogue-columns';
import { localizedColumns } from '@app/domain/localized-columns';
import type { Locale } from '@app/domain/locales';
import {
  PAGE_SIZE,
  pickLanguageSearchTerms,
  pickMicroFilter,
  pickSearchTerms,
  type SearchTerm,
  pickTourFilter,
  pickTourSlug,
} from './filter-values.js';
import type { Endpoints, Target } from './targets.js';

/** The catalogue's scenarios, by name: the scale targets (scale-targets.ts) compare them. */
export const catalogueScenario = {
  microFiltered: 'micro filtered p2',
  microSearchRare: 'micro search rare word',
  microSearchCommon: 'micro search common phrase',
  toursFiltered: 'tours filtered p1',
  toursSearchRare: 'tours search rare word',
  toursSearchCommon: 'tours search common phrase',
  tourBySlug: 'tour by slug',
  toursSorted: 'tours sorted p1',
  microSorted: 'micro sorted p1',
} as const;

export type SearchScenarioName =
  | typeof catalogueScenario.microSearchRare
  | typeof catalogueScenario.microSearchCommon
  | typeof catalogueScenario.toursSearchRare
  | typeof catalogueScenario.toursSearchCommon;

export type SortedScenarioName =
  typeof catalogueScenario.toursSorted | typeof catalogueScenario.microSorted;

/** A scenario in a language (issue 48): the English one's name with the language's code. */
export const languageScenario = (
  search: SearchScenarioName | SortedScenarioName,
  locale: TranslatedLocale,
) => `${search} (${locale})`;

/** A page of a list with its exact count, as the list pages ask. */
const COUNTED = { Prefer: 'count=exact' };

export interface ScenarioTarget {
  label: string;
  url: string;
  /** The process in front of PostgREST when it is not the server's own (the bare proxy). */
  pid?: number;
  /** Headers of this target's requests alone (a revalidation's If-None-Match). */
  headers?: Record<string, string>;
  /** The status of a good answer when it is not 2xx (a revalidation's 304). */
  expectedStatus?: number;
  /** The exact count the answer's Content-Range must state (a search's matches, counted). */
  expectedTotal?: number;
  /**
   * The requests the load sends in turn instead of `url` alone (a set of search terms), each
   * with its exact count; `url` is the first.
   */
  rotation?: SearchRequest[];
}

/** One request of a rotation with the exact count its Content-Range must state. */
export interface SearchRequest {
  url: string;
  expectedTotal: number;
}

export interface Scenario {
  name: string;
  /** What the request asks, for people. */
  summary: string;
  headers: Record<string, string>;
  /** What a good answer carries: JSON rows or an image. */
  expects: 'rows' | 'image';
  targets: Record<Target, ScenarioTarget>;
}

/** A path and query below the PostgREST root, through the gateway (/rest/v1) and directly. */
function gatewayAndDirect(endpoints: Endpoints, path: string): Scenario['targets'] {
  return {
    measured: { label: 'gateway', url: `${endpoints.gatewayUrl}/rest/v1${path}` },
    reference: { label: 'direct', url: `${endpoints.postgrestUrl}${path}` },
  };
}

const MICRO_CARD = 'id,slug,title,city,country,price_eur,duration_hours,rating,cover_url';
const TOUR_CARD =
  'id,slug,title,short_description,category,country,price_eur,duration_days,difficulty,rating,cover_image,image_override_url';

// The app filters and sorts on the integer copies of price and duration (decision 004). The values
// the bench picks are whole euros and hours, so these conversions are exact.
const cents = (euros: number) => String(Math.round(euros * 100));
const minutes = (hours: number) => String(Math.round(hours * 60));

const query = (params: Array<[string, string]>): string =>
  params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

const page = (index: number): Array<[string, string]> => [
  ['offset', String(index * PAGE_SIZE)],
  ['limit', String(PAGE_SIZE)],
];

/** How a chosen term was picked, for the log and the report. */
const described = (term: SearchTerm) =>
  `*${term.term}*, expected ${Math.round(term.expected)} rows, ${term.matches} found`;

/**
 * A searched list's first page as its page asks (searched-list-page.ts, decisions 056 and 058):
 * one call that answers the page's cards in the language, its exact count in Content-Range.
 */
function searchedPage(
  base: string,
  table: 'tours' | 'micro_tours',
  locale: Locale,
  term: SearchTerm,
): SearchRequest {
  return {
    url:
      `${base}/rpc/search_${table}?` +
      query([
        ['locale', locale],
        ['phrase', term.term],
        ['filters', '[]'],
        ['sort', table === 'tours' ? 'title' : 'price_cents'],
        ['ascending', 'true'],
        ['page_from', '0'],
        ['page_size', String(PAGE_SIZE)],
        ['select', cardSelect(table === 'tours' ? 'tourCards' : 'microTourCards', locale)],
      ]),
    expectedTotal: term.matches,
  };
}

/** An English search, first page, as its list page asks, through the gateway and directly. */
function searchScenario(
  endpoints: Endpoints,
  name: string,
  table: 'tours' | 'micro_tours',
  term: SearchTerm,
): Scenario {
  const target = (label: string, base: string): ScenarioTarget => {
    const request = searchedPage(base, table, 'en', term);
    return { label, url: request.url, rotation: [request] };
  };
  return {
    name,
    summary: `${table} searched for ${described(term)}: the page's cards and exact count`,
    targets: {
      measured: target('gateway', `${endpoints.gatewayUrl}/rest/v1`),
      reference: target('direct', endpoints.postgrestUrl),
    },
    expects: 'rows',
    headers: COUNTED,
  };
}

export interface LanguageScenarios {
  scenarios: Scenario[];
  /** Languages without scale tables yet, each with why, for the report. */
  skipped: string[];
}

/** The select a list page sends in `locale`: its cards' columns and, past English, the language's. */
const cardSelect = (kind: 'tourCards' | 'microTourCards', locale: Locale) =>
  localizedColumns(
    kind,
    kind === 'tourCards' ? TOUR_CARD_COLUMNS : MICRO_TOUR_CARD_COLUMNS,
    locale,
  ).replace(/\s+/g, '');

/**
 * A list's first page as its page asks in `locale` (tour-list-page.ts, micro-tour-list-page.ts):
 * the cards in the language, ordered by the title it shows, with the exact count.
 */
function listPagePath(table: 'tours' | 'micro_tours', locale: Locale): string {
  const title = titleSortColumn(locale);
  const tours = table === 'tours';
  return (
    `/${table}?` +
    query([
      ['select', cardSelect(tours ? 'tourCards' : 'microTourCards', locale)],
      ['order', tours ? `${title}.asc,id.asc` : `price_cents.asc.nullslast,${title}.asc`],
      ...page(0),
    ])
  );
}

/** The terms of a rotation, for people: `*venedig* (45)`, … */
const listed = (terms: SearchTerm[]) =>
  terms.map(({ term, matches }) => `*${term}* (${matches})`).join(', ');

/**
 * Each language the scale rows are written in (issue 48), through the gateway against English in
 * the same run, alternating: its lists' first page, and its four searches. Every request is the
 * page's own (listPagePath), the cards' translated fields included, and every answer must state
 * the exact count. A search rotates through a set of terms (filter-values.ts
 * `pickLanguageSearchTerms`: each the same place or theme in the same rows as its English term),
 * the English reference through their English terms in the same order.
 */
export async function buildLanguageScenarios(
  pool: pg.Pool,
  endpoints: Endpoints,
  log: (message: string) => void,
): Promise<LanguageScenarios> {
  const scenarios: Scenario[] = [];
  const skipped: string[] = [];
  const gateway = (path: string) => `${endpoints.gatewayUrl}/rest/v1${path}`;
  for (const locale of TRANSLATED_LOCALES) {
    const language = scaleLanguage(locale);
    if (!language) {
      const note = `${locale}: no scale tables (db/seed/lang/${locale}/scale.ts) yet, skipped`;
      log(note);
      skipped.push(note);
      continue;
    }
    const terms = {
      micro_tours: await pickLanguageSearchTerms(pool, 'micro_tours', language),
      tours: await pickLanguageSearchTerms(pool, 'tours', language),
    };
    const sorted = [
      ['tours', catalogueScenario.toursSorted],
      ['micro_tours', catalogueScenario.microSorted],
    ] as const;
    for (const [table, name] of sorted) {
      scenarios.push({
        name: languageScenario(name, locale),
        summary: `first page by ${titleSortColumn(locale)}, cards in ${locale}, against English's`,
        targets: {
          measured: { label: `gateway ${locale}`, url: gateway(listPagePath(table, locale)) },
          reference: { label: 'gateway en', url: gateway(listPagePath(table, 'en')) },
        },
        expects: 'rows',
        headers: COUNTED,
      });
    }
    const searches = [
      ['micro_tours', 'rareWords', catalogueScenario.microSearchRare],
      ['micro_tours', 'commonPhrases', catalogueScenario.microSearchCommon],
      ['tours', 'rareWords', catalogueScenario.toursSearchRare],
      ['tours', 'commonPhrases', catalogueScenario.toursSearchCommon],
    ] as const;
    for (const [table, kind, name] of searches) {
      const pairs = terms[table][kind];
      const rotation = (target: 'en' | typeof locale) =>
        pairs.map(({ term, english }) =>
          searchedPage(gateway(''), table, target, target === 'en' ? english : term),
        );
      const measured = rotation(locale);
      const reference = rotation('en');
      scenarios.push({
        name: languageScenario(name, locale),
        summary:
          `${table} searched in ${locale} for ${listed(pairs.map((pair) => pair.term))} in ` +
          `turn, against English's ${listed(pairs.map((pair) => pair.english))}: each the ` +
          "page's cards and exact count",
        targets: {
          measured: { label: `gateway ${locale}`, url: measured[0]!.url, rotation: measured },
          reference: { label: 'gateway en', url: reference[0]!.url, rotation: reference },
        },
        expects: 'rows',
        headers: COUNTED,
      });
    }
  }
  return { scenarios, skipped };
}

export async function buildCatalogueScenarios(
  pool: pg.Pool,
  endpoints: Endpoints,
  log: (message: string) => void,
): Promise<{ scenarios: Scenario[]; languages: LanguageScenarios }> {
  const micro = await pickMicroFilter(pool);
  const microTerms = await pickSearchTerms(pool, 'micro_tours');
  const tour = await pickTourFilter(pool);
  const tourTerms = await pickSearchTerms(pool, 'tours');
  const slug = await pickTourSlug(pool);
  const languages = await buildLanguageScenarios(pool, endpoints, log);

  const scenarios: Scenario[] = [
    {
      name: catalogueScenario.microFiltered,
      summary:
        `micro_tours country=${micro.country}, price in (${micro.prices.join(',')}), ` +
        `${micro.minHours}–${micro.maxHours} h, by price,title, page 2 (${micro.matches} rows)`,
      targets: gatewayAndDirect(
        endpoints,
        '/micro_tours?' +
          query([
            ['select', MICRO_CARD],
            ['country', `eq.${micro.country}`],
            ['price_cents', `in.(${micro.prices.map(cents).join(',')})`],
            ['duration_minutes', `gte.${minutes(micro.minHours)}`],
            ['duration_minutes', `lte.${minutes(micro.maxHours)}`],
            ['order', 'price_cents.asc,title.asc'],
            ...page(1),
          ]),
      ),
      expects: 'rows',
      headers: COUNTED,
    },
    searchScenario(
      endpoints,
      catalogueScenario.microSearchRare,
      'micro_tours',
      microTerms.rareWord,
    ),
    searchScenario(
      endpoints,
      catalogueScenario.microSearchCommon,
      'micro_tours',
      microTerms.commonPhrase,
    ),
    {
      name: catalogueScenario.toursFiltered,
      summary:
        `tours category=${tour.category}, country=${tour.country}, ` +
        `€${tour.minPrice}–${tour.maxPrice}, ${tour.durationDays} days, by title, page 1 (${tour.matches} rows)`,
      targets: gatewayAndDirect(
        endpoints,
        '/tours?' +
          query([
            ['select', TOUR_CARD],
            ['category', `eq.${tour.category}`],
            ['country', `eq.${tour.country}`],
            ['price_cents', `gte.${cents(tour.minPrice)}`],
            ['price_cents', `lte.${cents(tour.maxPrice)}`],
            ['duration_days', `eq.${tour.durationDays}`],
            ['order', 'title.asc'],
            ...page(0),
          ]),
      ),
      expects: 'rows',
      headers: COUNTED,
    },
    searchScenario(endpoints, catalogueScenario.toursSearchRare, 'tours', tourTerms.rareWord),
    searchScenario(endpoints, catalogueScenario.toursSearchCommon, 'tours', tourTerms.commonPhrase),
    {
      name: catalogueScenario.tourBySlug,
      summary: `one tour by its slug, every column, as its page asks (${slug})`,
      targets: gatewayAndDirect(
        endpoints,
        '/tours?' +
          query([
            ['select', '*'],
            ['slug', `eq.${slug}`],
          ]),
      ),
      expects: 'rows',
      headers: {},
    },
  ];
  return { scenarios: [...scenarios, ...languages.scenarios], languages };
}
