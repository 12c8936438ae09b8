import { parseArgs } from 'node:util';

export type Suite =
  'all' | 'catalogue' | 'proxy' | 'images' | 'bookings' | 'admin' | 'map' | 'pages';

export interface BenchArgs {
  suite: Suite;
  tours: number;
  microTours: number;
  /** Suite admin: scale members and bookings. */
  members: number;
  bookings: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  rounds: number;
  compress: boolean;
  fresh: boolean;
  /** Suite bookings: the money run after the throughput measurement. */
  operations: number;
  kills: number;
  /** Only the scenarios with these names (the scale table needs them all). */
  only: string[] | undefined;
  /** Suite map: also the map's first paint and a pan in Chromium (needs a built web). */
  mapBrowser: boolean;
}

export const usage = `Usage: npm run bench [-- options]
  --suite NAME       all (default: catalogue and images), catalogue (list pages, searches and
                     first pages sorted by title in each language, and the gateway against a
                     bare proxy), proxy (only that comparison), images
                     (resized pictures) or bookings (pgbench's TPC-B-like transaction, alone
                     and with a booking's obligations, then process-booking against its SQL
                     function alone and its PostgreSQL CPU against both, verified Stripe webhooks against theirs, then the money
                     run with SIGKILLs; temporary DATA_DIRs of their own) or admin (the admin list RPCs
                     at 100,000 rows as an admin: first page, deep page, search, one at a time)
                     or map (the map's pins call at 100,000 listings: database time for all
                     Europe, a country and a city, against the list's first page; then the
                     map's first paint and a pan in Chromium on a phone, from web/dist)
                     or pages (/tours and /micro-tours, and their /de forms, on Lighthouse
                     mobile: LCP, TBT and CLS against the Core Web Vitals' bounds, median of 3;
                     builds the web first, as npm run lighthouse does)
  --tours N          scale tours to keep in bench/.data (default 100000)
  --micro-tours N    scale micro-tours to keep in bench/.data (default 100000)
  --members N        admin: scale members to keep in bench/.data (default 20000)
  --bookings N       admin: scale bookings to keep in bench/.data (default 100000)
  --seconds N        duration of each measurement (default 10)
  --warmup N         warm-up seconds before each measurement (default 3)
  --connections N    concurrent connections (default 8; bookings: 16)
  --rounds N         measure each target N times, alternating, and merge (default 1; the
                     gateway against the bare proxy at least 8, each round judged)
  --compress         send Accept-Encoding: gzip, br like a browser does
  --fresh            delete bench/.data first (needed after a migration was edited)
  --operations N     bookings: operations of the money run (default 10000; 0 skips it)
  --kills N          bookings: SIGKILLs during the money run (default 8)
  --no-browser       map: the pins call only, not the map in Chromium
  --only A,B         only the scenarios named A and B (no scale table then); a search in a
                     language is named as the English one with its code, measured against it:
                     'tours search rare word (de)'`;

function count(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw new Error(`--${name} "${value}" is not a whole number from 0 to ${max}.\n${usage}`);
  }
  return n;
}

export function parseBenchArgs(argv: string[]): BenchArgs | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      suite: { type: 'string' },
      tours: { type: 'string' },
      'micro-tours': { type: 'string' },
      members: { type: 'string' },
      bookings: { type: 'string' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      rounds: { type: 'string' },
      compress: { type: 'boolean' },
      fresh: { type: 'boolean' },
      operations: { type: 'string' },
      kills: { type: 'string' },
      only: { type: 'string' },
      'no-browser': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return undefined;
  const suite = values.suite ?? 'all';
  if (
    suite !== 'all' &&
    suite !== 'catalogue' &&
    suite !== 'proxy' &&
    suite !== 'images' &&
    suite !== 'bookings' &&
    suite !== 'admin' &&
    suite !== 'map' &&
    suite !== 'pages'
  ) {
    throw new Error(
      `--suite "${suite}" is not all, catalogue, proxy, images, bookings, admin, map or pages.\n${usage}`,
    );
  }
  return {
    suite,
    tours: count('tours', values.tours, 100_000, 5_000_000),
    microTours: count('micro-tours', values['micro-tours'], 100_000, 5_000_000),
    members: count('members', values.members, 20_000, 5_000_000),
    bookings: count('bookings', values.bookings, 100_000, 5_000_000),
    seconds: Math.max(1, count('seconds', values.seconds, 10, 600)),
    warmupSeconds: count('warmup', values.warmup, 3, 60),
    connections: Math.max(
      1,
      count('connections', values.connections, suite === 'bookings' ? 16 : 8, 1000),
    ),
    rounds: Math.max(1, count('rounds', values.rounds, 1, 20)),
    compress: values.compress ?? false,
    fresh: values.fresh ?? false,
    operations: count('operations', values.operations, 10_000, 1_000_000),
    kills: count('kills', values.kills, 8, 100),
    only: values.only?.split(',').map((name) => name.trim()),
    mapBrowser: !(values['no-browser'] ?? false),
  };
}
