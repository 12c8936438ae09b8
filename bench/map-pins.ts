import pg from 'pg';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Locale } from '@app/domain/locales';
import {
  mapPinsAnswerSchema,
  mapZoomFor,
  type CatalogueFilter,
  type MapBounds,
  type MapCatalogue,
  type MapPinsAnswer,
} from '@app/domain/map-pins';
import { startServerProcess } from '@app/testing/server-process';
import { applyCatalogueFilters } from '@app/web/catalogue-filters';
import { microTourListFilters } from '@app/web/micro-tour-list-filters';
import { defaultMicroTourListParams } from '@app/web/micro-tour-search-params';
import { tourListFilters } from '@app/web/tour-list-filters';
import { defaultTourListState } from '@app/web/tour-list-params';
import type { BenchArgs } from './args.js';
import { benchMapPaint } from './map-paint.js';
import { benchDataDir, benchServerEnv, benchStartTimeoutMs } from './paths.js';
import { table, verdict } from './report.js';
import { ensureScaleRows } from './scale-data.js';
import { fetchAnonKey } from './verify.js';

/**
 * The map's pins call at scale (issue 52, decision 049): its database time for the views a map
 * shows (all Europe, a country, a city) on a desktop map 1280 pixels wide, unfiltered and under
 * the lists' common filters, built by the lists' own functions. Each row also gives the call's
 * time through the gateway and, as its reference, the list's first page under the same filters
 * and area through the gateway (what the page asks for beside the map).
 */
const CALLS = 30;
const WARMUP_CALLS = 5;
const MAP_WIDTH_PX = 1280;

/** Database time targets (median): tens of ms for all Europe, a few ms zoomed in. */
const TARGET_MS = { europe: 50, country: 20, city: 5 } as const;

const views = {
  europe: { west: -25, south: 34, east: 45, north: 72 },
  country: { west: 5.8, south: 47.2, east: 15.1, north: 55.1 },
  city: { west: 2.22, south: 48.81, east: 2.47, north: 48.91 },
} satisfies Record<string, MapBounds>;

interface Case {
  name: string;
  view: keyof typeof views;
  catalogue: MapCatalogue;
  locale: Locale;
  filters: CatalogueFilter[];
}

function cases(): Case[] {
  const tours = (name: string, view: Case['view'], change = {}, locale: Locale = 'en'): Case => ({
    name,
    view,
    catalogue: 'tours',
    locale,
    filters: tourListFilters({ ...defaultTourListState, ...change }, locale),
  });
  const micro = (name: string, view: Case['view'], change = {}, locale: Locale = 'en'): Case => ({
    name,
    view,
    catalogue: 'micro_tours',
    locale,
    filters: microTourListFilters({ ...defaultMicroTourListParams, ...change }, locale),
  });
  return [
    tours('tours, all Europe', 'europe'),
    tours('tours, all Europe, €450–1200', 'europe', { minPrice: 450, maxPrice: 1200 }),
    tours('tours, all Europe, search (de)', 'europe', { search: 'Wanderung' }, 'de'),
    tours('tours, Germany', 'country'),
    tours('tours, Germany, country filter', 'country', { country: 'Germany' }),
    tours('tours, Paris', 'city'),
    micro('micro, all Europe', 'europe'),
    micro('micro, all Europe, €10, 2–4 h', 'europe', { prices: [10], duration: [2, 4] }),
    micro('micro, all Europe, search', 'europe', { search: 'food' }),
    micro('micro, Germany', 'country'),
    micro('micro, Paris', 'city'),
    micro('micro, Paris, city filter', 'city', { city: 'Paris' }),
  ];
}

const median = (sorted: number[]) => sorted[Math.floor((sorted.length - 1) / 2)]!;
const p95 = (sorted: number[]) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;

async function timeCalls(call: () => Promise<unknown>, signal: AbortSignal): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < WARMUP_CALLS + CALLS; i += 1) {
    signal.throwIfAborted();
    const started = performance.now();
    await call();
    if (i >= WARMUP_CALLS) ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}

/** The call as PostgREST runs it for a visitor, its planning + execution time in the database. */
async function databaseMs(client: pg.Client, args: unknown[]): Promise<number> {
  await client.query('begin');
  try {
    await client.query('set local role anon');
    await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    const { rows } = await client.query<{
      'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number }];
    }>(
      `explain (analyze, timing off, summary on, format json)
       select public.catalogue_map_pins($1, $2, $3::jsonb, $4, $5, $6, $7, $8)`,
      args,
    );
    const plan = rows[0]!['QUERY PLAN'][0];
    return plan['Planning Time'] + plan['Execution Time'];
  } finally {
    await client.query('rollback');
  }
}

export async function benchMapPins(
  args: BenchArgs,
  log: (message: string) => void,
  signal: AbortSignal,
): Promise<{ text: string; misses: string[] }> {
  const server = await startServerProcess({
    dataDir: benchDataDir,
    env: benchServerEnv,
    startTimeoutMs: benchStartTimeoutMs,
  });
  const owner = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  const client = new pg.Client({ connectionString: server.databaseUrl });
  try {
    const counts = await ensureScaleRows(
      owner,
      { tours: args.tours, microTours: args.microTours },
      log,
    );
    log(`scale rows: ${counts.tours} tours, ${counts.microTours} micro-tours`);
    const placed = await owner.query<{ tours: number; micro: number }>(
      `select (select count(*)::int from public.tours where on_sale and start_lat is not null) as tours,
              (select count(*)::int from public.micro_tours where on_sale and start_lat is not null) as micro`,
    );
    log(`listings with a place: ${JSON.stringify(placed.rows[0])}`);
    await client.connect();
    const anonKey = await fetchAnonKey(server.url);
    const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
    const rest = new PostgrestClient(`${server.url}/rest/v1`, { headers });
    const header = [
      'call',
      'zoom',
      'total',
      'pins',
      'db median ms',
      'db p95 ms',
      'gateway median ms',
      'list page median ms (reference)',
      `db target`,
      'verdict',
    ];
    const lines: string[][] = [];
    const misses: string[] = [];
    for (const one of cases()) {
      const bounds = views[one.view];
      const zoom = mapZoomFor(bounds, MAP_WIDTH_PX);
      const body = {
        catalogue: one.catalogue,
        locale: one.locale,
        filters: one.filters,
        ...bounds,
        zoom,
      };
      const callArgs = [
        one.catalogue,
        one.locale,
        JSON.stringify(one.filters),
        bounds.west,
        bounds.south,
        bounds.east,
        bounds.north,
        zoom,
      ];
      const db: number[] = [];
      for (let i = 0; i < WARMUP_CALLS + CALLS; i += 1) {
        signal.throwIfAborted();
        const ms = await databaseMs(client, callArgs);
        if (i >= WARMUP_CALLS) db.push(ms);
      }
      db.sort((a, b) => a - b);
      let answer: MapPinsAnswer = { total: 0, pins: [] };
      const gateway = await timeCalls(async () => {
        const response = await fetch(`${server.url}/rest/v1/rpc/catalogue_map_pins`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal,
        });
        if (response.status !== 200) throw new Error(`${one.name}: ${response.status}`);
        answer = mapPinsAnswerSchema.parse(await response.json());
      }, signal);
      const area = [
        { column: 'start_lng', op: 'gte', value: bounds.west },
        { column: 'start_lng', op: 'lte', value: bounds.east },
        { column: 'start_lat', op: 'gte', value: bounds.south },
        { column: 'start_lat', op: 'lte', value: bounds.north },
      ] satisfies CatalogueFilter[];
      const list = await timeCalls(async () => {
        const query = rest.from(one.catalogue).select('id', { count: 'exact' }).eq('on_sale', true);
        const { error, count } = await applyCatalogueFilters(query, [...one.filters, ...area])
          .order('id')
          .range(0, 23);
        if (error) throw new Error(`${one.name}: list ${error.message}`);
        if (count !== answer.total) {
          throw new Error(`${one.name}: the list counts ${count}, the map ${answer.total}`);
        }
      }, signal);
      const target = TARGET_MS[one.view];
      const ok = median(db) <= target;
      if (!ok)
        misses.push(`${one.name}: database median ${median(db).toFixed(1)} ms > ${target} ms`);
      log(
        `${one.name}: db median ${median(db).toFixed(1)} ms, ${answer.total} listings, ${answer.pins.length} pins`,
      );
      lines.push([
        one.name,
        String(zoom),
        String(answer.total),
        String(answer.pins.length),
        median(db).toFixed(1),
        p95(db).toFixed(1),
        median(gateway).toFixed(1),
        median(list).toFixed(1),
        `≤ ${target}`,
        verdict(ok),
      ]);
    }
    const browser = args.mapBrowser
      ? await benchMapPaint(server.url, log)
      : { text: 'Map in Chromium: not measured (--no-browser).', misses: [] };
    misses.push(...browser.misses);
    return {
      text:
        `Map pins at ${counts.tours} tours and ${counts.microTours} micro-tours, a ${MAP_WIDTH_PX}-pixel map, ` +
        `${CALLS} calls each after ${WARMUP_CALLS} warm-up (database: planning + execution as anon)\n\n` +
        table(header, lines) +
        `\n\n${browser.text}`,
      misses,
    };
  } finally {
    await client.end().catch(() => {});
    await owner.end();
    await server.stop();
  }
}
