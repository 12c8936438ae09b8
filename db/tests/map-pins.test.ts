import { SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locale } from '@app/domain/locales';
import {
  MAP_PINS_MAX,
  mapPinsAnswerSchema,
  type CatalogueFilter,
  type MapBounds,
  type MapCatalogue,
  type MapPinsAnswer,
} from '@app/domain/map-pins';
import { anonClient, createTestUser, servicePool, uniqueTag } from '@app/testing/clients';
import { applyCatalogueFilters } from '@app/web/catalogue-filters';
import { microTourListFilters } from '@app/web/micro-tour-list-filters';
import {
  defaultMicroTourListParams,
  type MicroTourListParams,
} from '@app/web/micro-tour-search-params';
import { tourListFilters } from '@app/web/tour-list-filters';
import { defaultTourListState, type TourListState } from '@app/web/tour-list-params';

// The map's pins call (migration 0074, decision 049): the same rows as the list under the same
// filters, built by the list's own functions, clustered on the server, and nothing else.

const tag = uniqueTag();
const countries = [`Azoria ${tag}`, `Bermia ${tag}`];
const cities = [`Porto Azul ${tag}`, `Vila Nova ${tag}`];

// The rows the comparisons read lie in a box of the Atlantic no other test uses, each at least
// 0.3° from the next, so at zoom 10 (about 0.09° a cell) every listing is a pin of its own.
const box: MapBounds = { west: -31.5, south: 36.5, east: -24.5, north: 40.5 };
const spot = (i: number) => ({ lng: -31 + 0.35 * (i % 18), lat: 37 + 0.45 * Math.floor(i / 18) });
// Six tours a few hundred metres apart, outside the box: one cluster until zoomed in.
const huddle = { lng: -23.5, lat: 36.1 };
// Rows enough for more than MAP_PINS_MAX cells, further south.
const crowd = { west: -21, south: 30, east: -15, north: 34.5 };

const tourThemes = ['Lighthouse walk', 'Cheese dairies', 'Crater lakes', 'Whale watching'];
const germanThemes = ['Leuchtturmweg', 'Käsereien', 'Kraterseen', 'Walbeobachtung'];

interface Fixture {
  slug: string;
  lat: number;
  lng: number;
}

async function insertTours(rows: Record<string, unknown>[]) {
  await servicePool().query(
    `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                               difficulty, transport, group_size, translations, on_sale,
                               start_place_id, start_place_name, start_country, start_lat,
                               start_lng)
     select r.slug, r.title, r.category, r.country, r.price_eur, r.duration_days, r.difficulty,
            r.transport, 10, coalesce(r.translations, '{}'), coalesce(r.on_sale, true),
            3372783, 'Ponta Delgada', 'PT', r.lat, r.lng
       from jsonb_to_recordset($1::jsonb) as r(slug text, title text, category text,
              country text, price_eur numeric, duration_days int, difficulty text,
              transport text, translations jsonb, on_sale boolean, lat float8, lng float8)`,
    [JSON.stringify(rows)],
  );
}

async function insertMicroTours(rows: Record<string, unknown>[]) {
  await servicePool().query(
    `insert into public.micro_tours (slug, title, city, country, price_eur, duration_hours,
                                     translations, on_sale, start_place_id, start_place_name,
                                     start_country, start_lat, start_lng)
     select r.slug, r.title, r.city, r.country, r.price_eur, r.duration_hours,
            coalesce(r.translations, '{}'), coalesce(r.on_sale, true),
            3372783, 'Ponta Delgada', 'PT', r.lat, r.lng
       from jsonb_to_recordset($1::jsonb) as r(slug text, title text, city text, country text,
              price_eur numeric, duration_hours numeric, translations jsonb, on_sale boolean,
              lat float8, lng float8)`,
    [JSON.stringify(rows)],
  );
}

const tours = Array.from({ length: 24 }, (_, i) => ({
  slug: `map-tour-${tag}-${i}`,
  title: `${tourThemes[i % 4]} ${i} ${tag}`,
  translations: { de: { title: `${germanThemes[i % 4]} ${i} ${tag}` } },
  category: (['eco', 'gastro', 'no-flight-europe'] as const)[i % 3],
  country: countries[i % 2],
  price_eur: [89, 450, 450.01, 1200, 1999.99][i % 5],
  duration_days: [1, 3, 5, 8, 9, 12][i % 6],
  difficulty: (['easy', 'moderate', 'challenging'] as const)[i % 3],
  transport: ['train', 'bus', 'bike', 'walk', null][i % 5],
  // The last one is off sale: no list shows it, nor the map.
  on_sale: i !== 23,
  ...spot(i),
}));

const microTours = Array.from({ length: 24 }, (_, i) => ({
  slug: `map-micro-${tag}-${i}`,
  title: `${['Harbour stroll', 'Tea fields', 'Old town'][i % 3]} ${i} ${tag}`,
  translations: { de: { title: `${['Hafenbummel', 'Teefelder', 'Altstadt'][i % 3]} ${i} ${tag}` } },
  city: cities[i % 2],
  country: countries[Math.floor(i / 12)],
  price_eur: [5, 10, 20, 30][i % 4],
  duration_hours: [1, 1.5, 2, 3, 4, 6.5, 8][i % 7],
  on_sale: i !== 23,
  ...spot(i),
}));

let offSale: { tour: Fixture; micro: Fixture };

beforeAll(async () => {
  await insertTours([
    ...tours,
    ...Array.from({ length: 6 }, (_, i) => ({
      slug: `map-huddle-${tag}-${i}`,
      title: `Huddle ${i} ${tag}`,
      category: 'eco',
      country: countries[0],
      price_eur: 100 + i,
      duration_days: 2,
      difficulty: 'easy',
      lat: huddle.lat + 0.002 * i,
      lng: huddle.lng + 0.002 * i,
    })),
  ]);
  // 21 × 22 = 462 micro-tours 0.25° and 0.2° apart: more cells than pins at zoom 9.
  await insertMicroTours([
    ...microTours,
    ...Array.from({ length: 462 }, (_, i) => ({
      slug: `map-crowd-${tag}-${i}`,
      title: `Crowd ${i} ${tag}`,
      city: cities[0],
      country: `Crowdland ${tag}`,
      price_eur: 10,
      duration_hours: 2,
      lat: crowd.south + 0.12 + 0.2 * Math.floor(i / 21),
      lng: crowd.west + 0.12 + 0.25 * (i % 21),
    })),
  ]);
  offSale = { tour: tours[23]!, micro: microTours[23]! };
});

type Call = {
  catalogue: unknown;
  locale: unknown;
  filters: unknown;
  west: unknown;
  south: unknown;
  east: unknown;
  north: unknown;
  zoom: unknown;
};

const call = (args: Partial<Call>, client = anonClient()) =>
  client.rpc('catalogue_map_pins', {
    catalogue: 'tours',
    locale: 'en',
    filters: [],
    ...box,
    zoom: 10,
    ...args,
  });

async function pins(args: Partial<Call>): Promise<MapPinsAnswer> {
  const { data, error, status } = await call(args);
  expect(error).toBeNull();
  expect(status).toBe(200);
  return mapPinsAnswerSchema.parse(data);
}

/** The list's own query (web: tour-list-page.ts, micro-tour-list-page.ts), all its ids. */
async function listIds(catalogue: MapCatalogue, filters: CatalogueFilter[]) {
  const query = anonClient().from(catalogue).select('id', { count: 'exact' }).eq('on_sale', true);
  const { data, count, error } = await applyCatalogueFilters(query, filters);
  expect(error).toBeNull();
  return { count: count!, ids: data!.map((row: { id: string }) => row.id).sort() };
}

const listingIds = (answer: MapPinsAnswer) =>
  answer.pins.flatMap((pin) => (pin.kind === 'listing' ? [pin.id] : [])).sort();

const sumOfPins = (answer: MapPinsAnswer) =>
  answer.pins.reduce((sum, pin) => sum + (pin.kind === 'cluster' ? pin.count : 1), 0);

/** The list and the map under one list state, the map showing `box` (and the list kept to it). */
async function compare(catalogue: MapCatalogue, filters: CatalogueFilter[], locale: Locale) {
  const list = await listIds(catalogue, filters);
  const answer = await pins({ catalogue, locale, filters });
  expect(answer.total).toBe(list.count);
  expect(sumOfPins(answer)).toBe(answer.total);
  expect(listingIds(answer)).toEqual(list.ids);
  return answer;
}

const tourCases: [string, Partial<TourListState>, Locale, number][] = [
  ['everything', {}, 'en', 23],
  ['a search in English', { search: 'LIGHTHOUSE' }, 'en', 6],
  ['a search in German', { search: 'leuchtturm' }, 'de', 6],
  ['the English word on the German page finds nothing German', { search: 'Lighthouse' }, 'de', 0],
  ['a price range, bounds included', { minPrice: 450, maxPrice: 1200 }, 'en', 14],
  ['a country', { country: countries[1]! }, 'en', 11],
  ['a duration', { durationDays: 3 }, 'en', 4],
  ['8+ days', { durationDays: 8 }, 'en', 11],
  ['a difficulty', { difficulty: 'challenging' }, 'en', 7],
  ['a category', { category: 'gastro' }, 'en', 8],
  ['a transport', { transport: 'bike' }, 'en', 5],
  [
    'an area and a category',
    { category: 'eco', area: { west: -31.2, south: 36.8, east: -28, north: 37.3 } },
    'en',
    3,
  ],
];

const microCases: [string, Partial<MicroTourListParams>, Locale, number][] = [
  ['everything', {}, 'en', 23],
  ['a search in English', { search: 'harbour' }, 'en', 8],
  ['a search in Italian, which has no translation here', { search: 'harbour' }, 'it', 8],
  ['a search in German', { search: 'Hafen' }, 'de', 8],
  ['prices', { prices: [5, 20] }, 'en', 12],
  ['a country', { country: countries[1]! }, 'en', 11],
  ['a city', { city: cities[0]! }, 'en', 12],
  ['a duration', { duration: [2, 4] }, 'en', 9],
  ['a city, a price and a search', { city: cities[1]!, prices: [10], search: 'tea' }, 'en', 2],
  ['an area', { area: { west: -31.2, south: 36.8, east: -26, north: 37.9 } }, 'en', 20],
];

describe('the pins are the list’s rows', () => {
  it.each(tourCases)('tours: %s', async (_, change, locale, expected) => {
    // The list is kept to the map's box: rows other tests make elsewhere stay out of both.
    const state = { ...defaultTourListState, area: box, ...change };
    const answer = await compare('tours', tourListFilters(state, locale), locale);
    expect(answer.total).toBe(expected);
  });

  it.each(microCases)('micro-tours: %s', async (_, change, locale, expected) => {
    const params = { ...defaultMicroTourListParams, area: box, ...change };
    const answer = await compare('micro_tours', microTourListFilters(params, locale), locale);
    expect(answer.total).toBe(expected);
  });

  it('names each listing in the page’s language, with its slug, price and place', async () => {
    const { pins: german } = await pins({ locale: 'de', filters: [] });
    const first = tours[0]!;
    const row = await servicePool().query<{ id: string }>(
      'select id from public.tours where slug = $1',
      [first.slug],
    );
    expect(german).toContainEqual({
      kind: 'listing',
      id: row.rows[0]!.id,
      slug: first.slug,
      title: first.translations.de.title,
      priceCents: 8900,
      lat: first.lat,
      lng: first.lng,
    });
    const { pins: english } = await pins({ locale: 'en', filters: [] });
    expect(english).toContainEqual(
      expect.objectContaining({ slug: first.slug, title: first.title }),
    );
  });

  it('never shows a listing off sale', async () => {
    for (const [catalogue, row] of [
      ['tours', offSale.tour],
      ['micro_tours', offSale.micro],
    ] as const) {
      const around = {
        west: row.lng - 0.01,
        south: row.lat - 0.01,
        east: row.lng + 0.01,
        north: row.lat + 0.01,
      };
      expect(await pins({ catalogue, ...around, zoom: 16 })).toEqual({ total: 0, pins: [] });
      const { pins: all } = await pins({ catalogue });
      expect(all.some((pin) => pin.kind === 'listing' && pin.slug === row.slug)).toBe(false);
    }
  });
});

describe('clusters', () => {
  it('sum to the total, and zooming in splits them into their listings', async () => {
    const wide = { west: -26, south: 35, east: -22, north: 36.9 };
    const far = await pins({
      ...wide,
      zoom: 6,
      filters: [{ column: 'country', op: 'eq', value: countries[0] }],
    });
    expect(far.total).toBe(6);
    expect(far.pins).toHaveLength(1);
    const cluster = far.pins[0]!;
    expect(cluster).toMatchObject({ kind: 'cluster', count: 6, minPriceCents: 10000 });
    if (cluster.kind !== 'cluster') throw new Error('not a cluster');
    expect(cluster.bounds.west).toBeCloseTo(huddle.lng, 9);
    expect(cluster.bounds.north).toBeCloseTo(huddle.lat + 0.01, 9);
    expect(cluster.lng).toBeCloseTo(huddle.lng + 0.005, 9);
    // Opening the cluster zooms to its bounds: at the street level each tour stands alone.
    const near = await pins({
      west: cluster.bounds.west - 0.001,
      south: cluster.bounds.south - 0.001,
      east: cluster.bounds.east + 0.001,
      north: cluster.bounds.north + 0.001,
      zoom: 16,
    });
    expect(near.total).toBe(6);
    expect(near.pins.map((pin) => pin.kind)).toEqual(Array(6).fill('listing'));
    expect(near.pins.map((pin) => (pin.kind === 'listing' ? pin.priceCents : 0)).sort()).toEqual([
      10000, 10100, 10200, 10300, 10400, 10500,
    ]);
  });

  it('are never more than MAP_PINS_MAX pins, however many cells the rows fill', async () => {
    const filters = [{ column: 'country', op: 'eq', value: `Crowdland ${tag}` }];
    for (const zoom of [5, 6, 7, 8, 9]) {
      const answer = await pins({ catalogue: 'micro_tours', filters, ...crowd, zoom });
      expect(answer.total).toBe(462);
      expect(answer.pins.length).toBeLessThanOrEqual(MAP_PINS_MAX);
      expect(sumOfPins(answer)).toBe(462);
    }
    // At zoom 9 the 462 cells are coarsened to at most 400 pins; one step further in, a part
    // of the crowd is all listings.
    const part = await pins({
      catalogue: 'micro_tours',
      filters,
      west: crowd.west,
      south: crowd.south,
      east: crowd.west + 2,
      north: crowd.south + 1,
      zoom: 10,
    });
    expect(part.pins.every((pin) => pin.kind === 'listing')).toBe(true);
    expect(part.total).toBe(part.pins.length);
  });

  it('answers an empty view with nothing', async () => {
    expect(await pins({ west: 10, south: -40, east: 11, north: -39 })).toEqual({
      total: 0,
      pins: [],
    });
  });
});

/** A refusal: 400 with the machine code, and the field it is about. */
async function refused(args: Partial<Call>, field: string | RegExp) {
  const { data, error, status } = await call(args);
  expect(data).toBeNull();
  expect(status).toBe(400);
  expect(error?.hint).toBe('validation_failed');
  expect(JSON.parse(error!.details).field).toMatch(field);
}

describe('what the call refuses (400 validation_failed, never a 5xx)', () => {
  it('a catalogue or a language it does not know', async () => {
    for (const catalogue of ['bookings', 'public.tours', 'tours; select 1', '', null, 7]) {
      await refused({ catalogue }, 'catalogue');
    }
    for (const locale of ['pt', 'EN', '', null, "de' or 1=1"]) await refused({ locale }, 'locale');
  });

  it('a column or an operator the list does not filter with', async () => {
    const filter = (column: unknown, op: unknown, value: unknown = 'x') => [{ column, op, value }];
    await refused({ filters: filter('title', 'eq') }, 'filters[0].column');
    await refused({ filters: filter('on_sale', 'eq', false) }, 'filters[0].column');
    await refused({ filters: filter('city', 'eq') }, 'filters[0].column');
    await refused({ filters: filter('country; drop table public.tours', 'eq') }, /column$/);
    await refused({ filters: filter('"country"', 'eq') }, /column$/);
    await refused({ filters: filter('country', 'like', '%a%') }, 'filters[0].op');
    await refused({ filters: filter('country', 'neq') }, 'filters[0].op');
    await refused({ filters: filter('country', 'eq) or (true') }, 'filters[0].op');
    await refused({ filters: filter('price_cents', 'in', [500]) }, 'filters[0].op');
    await refused({ catalogue: 'micro_tours', filters: filter('category', 'eq') }, /column$/);
  });

  it('a filter of another shape', async () => {
    for (const filters of [
      null,
      {},
      'country',
      [null],
      [['country', 'eq', 'x']],
      [{ column: 'country', op: 'eq' }],
      [{ column: 'country', op: 'eq', value: 'x', or: 'true' }],
      [{ column: 7, op: 'eq', value: 'x' }],
    ]) {
      await refused({ filters }, /^filters/);
    }
  });

  it('a value not of its column', async () => {
    const one = (column: string, op: string, value: unknown, catalogue = 'tours') =>
      refused({ catalogue, filters: [{ column, op, value }] }, 'filters[0].value');
    await one('price_cents', 'gte', '45000');
    await one('price_cents', 'gte', 450.5);
    await one('price_cents', 'gte', 1e16);
    await one('duration_days', 'eq', 2 ** 31);
    await one('country', 'eq', 7);
    await one('country', 'eq', '');
    await one('country', 'eq', ['Spain']);
    await one('start_lat', 'gte', 'NaN');
    await one('start_lat', 'gte', 181);
    await one('price_cents', 'in', 500, 'micro_tours');
    await one('price_cents', 'in', ['500'], 'micro_tours');
    await one('price_cents', 'in', [[500]], 'micro_tours');
  });

  it('huge lists and texts, and too many filters', async () => {
    const micro = (filters: unknown) => ({ catalogue: 'micro_tours', filters });
    await refused(
      micro([{ column: 'price_cents', op: 'in', value: Array(65).fill(500) }]),
      /value$/,
    );
    await refused(micro([{ column: 'city', op: 'eq', value: 'x'.repeat(201) }]), /value$/);
    await refused(
      micro([{ column: 'search_text', op: 'like', value: '%'.repeat(1001) }]),
      /value$/,
    );
    const seventeen = Array(17).fill({ column: 'city', op: 'eq', value: 'x' });
    await refused(micro(seventeen), 'filters');
    // The largest allowed still answers.
    const { status } = await call(
      micro([
        { column: 'price_cents', op: 'in', value: Array(64).fill(500) },
        { column: 'search_text', op: 'like', value: `%${'ab'.repeat(499)}%` },
        ...Array(14).fill({ column: 'city', op: 'eq', value: 'x'.repeat(200) }),
      ]),
    );
    expect(status).toBe(200);
  });

  it('bounds that are not a place on Earth, or larger than a screen at the zoom', async () => {
    for (const bounds of [
      { west: 'NaN' },
      { south: 'NaN' },
      { east: 'NaN' },
      { north: 'NaN' },
      { west: '-Infinity' },
      { east: 'Infinity' },
      { north: 'Infinity' },
      { west: -181 },
      { east: 180.5 },
      { south: -90.5 },
      { north: 91 },
      { west: -24.5, east: -31.5 },
      { south: 38, north: 38 },
      { west: null },
      // All Europe at street level: no screen is that large.
      { west: -25, south: 34, east: 45, north: 72, zoom: 16 },
    ]) {
      await refused(bounds, 'bounds');
    }
  });

  it('a zoom outside 0 to 16', async () => {
    for (const zoom of [-1, 17, null, 1e9]) await refused({ zoom }, 'zoom');
    // Not a whole number: PostgREST refuses the argument itself, also with a 400.
    const { status } = await call({ zoom: 3.5 });
    expect(status).toBe(400);
  });

  it('SQL in a value is only a value', async () => {
    const sql = `x' or '1'='1`;
    for (const [column, op] of [
      ['country', 'eq'],
      ['search_text', 'like'],
    ]) {
      expect(await pins({ filters: [{ column, op, value: sql }] })).toEqual({ total: 0, pins: [] });
    }
    expect(
      await pins({
        filters: [{ column: 'country', op: 'eq', value: `'; delete from public.tours; --` }],
      }),
    ).toEqual({ total: 0, pins: [] });
    expect((await pins({})).total).toBe(23);
  });
});

describe('who may call it', () => {
  it('a member sees what a visitor sees', async () => {
    const member = await createTestUser();
    const { data, error } = await call({}, member.client);
    expect(error).toBeNull();
    expect(data).toEqual(await pins({}));
  });

  it('a forged token is refused before the call runs', async () => {
    const forged = await new SignJWT({ aud: 'authenticated', role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-of-this-server-0123456789'));
    const response = await fetch(`${inject('gatewayUrl')}/rest/v1/rpc/catalogue_map_pins`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${forged}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ catalogue: 'tours', locale: 'en', filters: [], ...box, zoom: 10 }),
    });
    expect(response.status).toBe(401);
  });

  it('runs as the caller, within the caller’s time limit', async () => {
    const { rows } = await servicePool().query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc
        where oid = 'public.catalogue_map_pins(text, text, jsonb, float8, float8, float8, float8, integer)'::regprocedure`,
    );
    // Security invoker, and no statement_timeout of its own: anon's 3 s (migration 0011) holds.
    expect(rows[0]).toEqual({ prosecdef: false, proconfig: ['search_path=""'] });
    const roles = await servicePool().query<{ rolconfig: string[] }>(
      `select rolconfig from pg_roles where rolname = 'anon'`,
    );
    expect(roles.rows[0]!.rolconfig).toContain('statement_timeout=3s');
  });

  it('a flood of the widest calls is answered, none with a 5xx', async () => {
    const widest = {
      catalogue: 'micro_tours',
      filters: [{ column: 'search_text', op: 'like', value: '%a%' }],
      west: -25,
      south: 34,
      east: 45,
      north: 72,
      zoom: 3,
    };
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async () => (await call(widest)).status),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
