import type pg from 'pg';
import {
  PAGE_SIZE,
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
} as const;

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

/** A micro-tour search, first page, as the micro-tours page asks. */
const microSearchScenario =
  (endpoints: Endpoints) =>
  (name: string, term: SearchTerm): Scenario => ({
    name,
    summary: `micro_tours search_text like ${described(term)}, by price,title, page 1`,
    targets: gatewayAndDirect(
      endpoints,
      '/micro_tours?' +
        query([
          ['select', MICRO_CARD],
          ['search_text', `like.*${term.term}*`],
          ['order', 'price_cents.asc,title.asc'],
          ...page(0),
        ]),
    ),
    expects: 'rows',
    headers: COUNTED,
  });

/** A tour search, first page, as the tours page asks. */
const toursSearchScenario =
  (endpoints: Endpoints) =>
  (name: string, term: SearchTerm): Scenario => ({
    name,
    summary: `tours search_text like ${described(term)}, by title, Range 0-23`,
    targets: gatewayAndDirect(
      endpoints,
      '/tours?' +
        query([
          ['select', TOUR_CARD],
          ['search_text', `like.*${term.term}*`],
          ['order', 'title.asc'],
        ]),
    ),
    expects: 'rows',
    headers: { ...COUNTED, 'Range-Unit': 'items', Range: `0-${PAGE_SIZE - 1}` },
  });

export async function buildCatalogueScenarios(
  pool: pg.Pool,
  endpoints: Endpoints,
): Promise<Scenario[]> {
  const micro = await pickMicroFilter(pool);
  const microTerms = await pickSearchTerms(pool, 'micro_tours');
  const tour = await pickTourFilter(pool);
  const tourTerms = await pickSearchTerms(pool, 'tours');
  const slug = await pickTourSlug(pool);
  const microSearch = microSearchScenario(endpoints);
  const toursSearch = toursSearchScenario(endpoints);

  return [
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
    microSearch(catalogueScenario.microSearchRare, microTerms.rareWord),
    microSearch(catalogueScenario.microSearchCommon, microTerms.commonPhrase),
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
    toursSearch(catalogueScenario.toursSearchRare, tourTerms.rareWord),
    toursSearch(catalogueScenario.toursSearchCommon, tourTerms.commonPhrase),
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
}
