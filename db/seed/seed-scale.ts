import type { Pool, PoolClient } from 'pg';
import type { Place } from './scale-vocabulary.js';
import { writeMicroText, writeTourText } from './scale-text.js';

export interface ScaleOptions {
  tours: number;
  microTours: number;
  /** Accounts `scale-member-NNNNNN@example.test`, half of them with a wallet credit. */
  members?: number;
  /** Paid bookings by those members, alternately on scale tours and scale micro-tours. */
  bookings?: number;
  log?: (msg: string) => void;
}

export interface ScaleCounts {
  tours: number;
  microTours: number;
  members: number;
  bookings: number;
}

const BATCH = 20_000;

const languageSets = [
  '{English}',
  '{English,French}',
  '{English,German}',
  '{English,Spanish,Italian}',
  '{English,Dutch}',
  '{English,Portuguese,Spanish}',
  '{English,Polish,Czech,German}',
];

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A place's start-place columns (decision 030), one array each, in the SQL's order. */
function startPlaceColumns(places: Place[]): unknown[] {
  return [
    places.map((place) => place.geonameId),
    places.map((place) => place.name),
    places.map((place) => place.countryCode),
    places.map((place) => place.lat),
    places.map((place) => place.lng),
  ];
}

/** Tours from..to: their written columns, one array each, in tourSql's order ($2…$15). */
function tourColumns(from: number, to: number): unknown[] {
  const rows = numbers(from, to).map(writeTourText);
  return [
    rows.map((row) => row.title),
    rows.map((row) => row.shortDescription),
    rows.map((row) => row.fullDescription),
    rows.map((row) => row.theme),
    rows.map((row) => row.days),
    rows.map((row) => row.place.name),
    rows.map((row) => row.place.country),
    rows.map((row) => row.otherPlace.name),
    rows.map((row) => JSON.stringify(row.translations)),
    ...startPlaceColumns(rows.map((row) => row.place)),
  ];
}

/** Micro-tours from..to: their written columns, in microSql's order ($2…$11). */
function microColumns(from: number, to: number): unknown[] {
  const rows = numbers(from, to).map(writeMicroText);
  return [
    rows.map((row) => row.title),
    rows.map((row) => row.description),
    rows.map((row) => row.city.name),
    rows.map((row) => row.city.country),
    rows.map((row) => JSON.stringify(row.translations)),
    ...startPlaceColumns(rows.map((row) => row.city)),
  ];
}

// Titles, descriptions and places come from scale-text.ts, one array per column; the other
// columns cycle through their values with different strides, so combinations rarely repeat.
const tourSql = `
with demo as (
  select (row_number() over (order by slug))::int - 1 as n, cover_image, gallery
  from public.tours where slug not like 'scale-tour-%' and cover_image is not null
), total as (select greatest(count(*), 1)::int as c from demo),
src as (
  select $1::int + t.k::int - 1 as i, t.*
  from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::jsonb[],
              $11::int[], $12::text[], $13::text[], $14::float8[], $15::float8[])
    with ordinality as t(title, short_description, full_description, theme, days, place, country, other_place, translations,
                         place_id, place_name, place_country, lat, lng, k)
)
insert into public.tours (
  slug, title, short_description, full_description, category, country, price_eur,
  duration_days, difficulty, transport, group_size, rating, cover_image, gallery, highlights,
  start_locations, meeting_point, end_location, translations,
  start_place_id, start_place_name, start_country, start_lat, start_lng
)
select
  'scale-tour-' || lpad(s.i::text, greatest(6, length(s.i::text)), '0'),
  s.title,
  s.short_description,
  s.full_description,
  (array['eco', 'gastro', 'no-flight-europe'])[1 + s.i % 3],
  s.country,
  s.days * (80 + (s.i * 37) % 170),
  s.days,
  (array['easy', 'moderate', 'challenging', 'easy', 'moderate', 'moderate', 'challenging'])[1 + (s.i / 3) % 7],
  (array['train', 'bus', 'bike', 'walk', null])[1 + (s.i / 2) % 5],
  6 + s.i % 15,
  (38 + (s.i * 29) % 13) / 10.0,
  d.cover_image,
  coalesce(d.gallery, '{}'),
  array[s.place || ' with a local guide', 'Locally owned accommodation', s.theme || ' highlights'],
  array[s.place],
  s.place || ' main station',
  s.other_place,
  s.translations,
  s.place_id, s.place_name, s.place_country, s.lat, s.lng
from src s
cross join total t
left join demo d on d.n = s.i % t.c
on conflict (slug) do nothing`;

const microSql = `
with demo as (
  select (row_number() over (order by slug))::int - 1 as n, cover_url, gallery_urls
  from public.micro_tours where slug not like 'scale-micro-%' and cover_url is not null
), total as (select greatest(count(*), 1)::int as c from demo),
src as (
  select $1::int + t.k::int - 1 as i, t.*
  from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[],
              $7::int[], $8::text[], $9::text[], $10::float8[], $11::float8[])
    with ordinality as t(title, description, city, country, translations,
                         place_id, place_name, place_country, lat, lng, k)
)
insert into public.micro_tours (
  slug, title, description, city, country, price_eur, duration_hours, rating, language,
  meeting_point, whats_included, whats_not, cover_url, gallery_urls, translations,
  start_place_id, start_place_name, start_country, start_lat, start_lng
)
select
  'scale-micro-' || lpad(s.i::text, greatest(6, length(s.i::text)), '0'),
  s.title,
  s.description,
  s.city,
  s.country,
  (array[5, 10, 20, 30])[1 + s.i % 4],
  1 + ((s.i * 3) % 15) / 2.0,
  case when s.i % 23 = 0 then null else 3.5 + ((s.i * 17) % 16) / 10.0 end,
  ($12::text[])[1 + s.i % cardinality($12::text[])]::text[],
  s.city || ' tourist information office',
  array['Local guide', 'Small group'],
  array['Food and drinks', 'Gratuities'],
  d.cover_url,
  coalesce(d.gallery_urls, '{}'),
  s.translations,
  s.place_id, s.place_name, s.place_country, s.lat, s.lng
from src s
cross join total t
left join demo d on d.n = s.i % t.c
on conflict (slug) do nothing`;

// Members sign up at spread-out times; every second one got an admin's credit (the ledger's
// trigger sets the wallet's balance), signed by the first scale member.
const memberSql = `
insert into auth.users (email, raw_app_meta_data, email_confirmed_at, created_at, last_sign_in_at)
select 'scale-member-' || lpad(g.i::text, greatest(6, length(g.i::text)), '0') || '@example.test',
       '{"provider": "email", "providers": ["email"]}',
       now() - make_interval(days => g.i % 700),
       now() - make_interval(days => g.i % 700, mins => g.i % 1440),
       case when g.i % 5 <> 0 then now() - make_interval(days => g.i % 90) end
  from generate_series($1::int, $2::int) as g(i)
on conflict (email) do nothing`;

const memberCreditSql = `
insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, reason, created_by)
select u.id, 'adjustment', 'credit', 5 + (g.i * 37) % 495, 'Adjustment: scale seed', 'scale seed',
       (select a.id from auth.users a where a.email = 'scale-member-000001@example.test')
  from generate_series($1::int, $2::int) as g(i)
  join auth.users u
    on u.email = 'scale-member-' || lpad(g.i::text, greatest(6, length(g.i::text)), '0') || '@example.test'
 where g.i % 2 = 0
   and not exists (select 1 from public.wallet_transactions x
                    where x.user_id = u.id and x.reason = 'scale seed')`;

// Booking n: member n (cycling), scale tour or micro-tour n (cycling), a date in the next year.
// Its id follows from n, so reruns skip it. One statement per batch does what the booking insert
// trigger does row by row (0026's assign_departure): the departures are made or topped up with
// the batch's seats in bulk, on demand with the tour's group size or the micro-tour's daily
// capacity like take_seats (a micro-tour's at its default time, the scale micro-tours' only one),
// and each booking arrives with its departure and its start time, the refund tiers in force and
// its country's time zone, so the trigger's WHEN clause skips it. A departure the batch
// would overfill fails the seats check, as the trigger would refuse it.
const bookingId = `md5('scale-booking-' || g.i)::uuid`;
const bookingSql = `
with src as (
  select g.i, ${bookingId} as id,
         1 + (g.i - 1) % $3::int as member, 1 + ((g.i - 1) / 2) % $4::int as item,
         1 + (g.i * 7) % 3 as travelers, current_date + 30 + (g.i * 13) % 330 as start_date
    from generate_series($1::int, $2::int) as g(i)
), wanted as (
  select s.id, u.id as user_id, t.id as tour_id, m.id as micro_tour_id,
         coalesce(t.id, m.id) as item_id, s.start_date, s.travelers,
         coalesce(t.price_eur, m.price_eur) * s.travelers as total_eur,
         coalesce(t.country, m.country) as country,
         coalesce(t.group_size, m.daily_capacity) as capacity
    from src s
    join auth.users u
      on u.email = 'scale-member-' || lpad(s.member::text, greatest(6, length(s.member::text)), '0') || '@example.test'
    left join public.tours t
      on s.i % 2 = 1 and t.slug = 'scale-tour-' || lpad(s.item::text, greatest(6, length(s.item::text)), '0')
    left join public.micro_tours m
      on s.i % 2 = 0 and m.slug = 'scale-micro-' || lpad(s.item::text, greatest(6, length(s.item::text)), '0')
   where (t.id is not null or m.id is not null)
     and not exists (select 1 from public.bookings b where b.id = s.id)
), tour_departures as (
  insert into public.departures as d (tour_id, start_date, capacity, scheduled, seats_taken)
  select w.tour_id, w.start_date, min(w.capacity), false, sum(w.travelers)
    from wanted w where w.tour_id is not null group by w.tour_id, w.start_date
  on conflict (tour_id, start_date) do update set seats_taken = d.seats_taken + excluded.seats_taken
  returning d.id, d.tour_id as item_id, d.start_date, d.start_time
), micro_departures as (
  insert into public.departures as d (micro_tour_id, start_date, capacity, scheduled, seats_taken)
  select w.micro_tour_id, w.start_date, min(w.capacity), false, sum(w.travelers)
    from wanted w where w.micro_tour_id is not null group by w.micro_tour_id, w.start_date
  on conflict (micro_tour_id, start_date, start_time)
    do update set seats_taken = d.seats_taken + excluded.seats_taken
  returning d.id, d.micro_tour_id as item_id, d.start_date, d.start_time
)
insert into public.bookings (id, user_id, tour_id, micro_tour_id, start_date, start_time,
                             travelers, base_total_eur, addons_total_eur, total_eur, status,
                             departure_id, refund_tiers, time_zone)
select w.id, w.user_id, w.tour_id, w.micro_tour_id, w.start_date, d.start_time, w.travelers,
       w.total_eur, 0, w.total_eur, 'paid', d.id,
       app_rules.refund_tiers(), private.country_time_zone(w.country)
  from wanted w
  join (select * from tour_departures union all select * from micro_departures) d
    on d.item_id = w.item_id and d.start_date = w.start_date`;

/**
 * Members, their credits and their bookings, in batches of one transaction each, as
 * service_role (row-level security is forced for the owner too). Bookings need the scale
 * catalogue and members first: their departures and seats are made in bulk with them.
 */
async function loadMembersAndBookings(
  pool: Pool,
  members: number,
  bookings: number,
  items: number,
  log: (msg: string) => void,
): Promise<{ members: number; bookings: number }> {
  const inserted = { members: 0, bookings: 0 };
  const inBatches = async (
    count: number,
    what: string,
    step: (from: number, to: number, client: PoolClient) => Promise<number>,
  ) => {
    let added = 0;
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('set local role service_role');
        added += await step(from, to, client);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      log(`scale seed: ${what} ${to}/${count}`);
    }
    return added;
  };
  inserted.members = await inBatches(members, 'members', async (from, to, client) => {
    const added = (await client.query(memberSql, [from, to])).rowCount ?? 0;
    await client.query(memberCreditSql, [from, to]);
    return added;
  });
  if (bookings > 0 && (members === 0 || items === 0)) {
    throw new Error('scale bookings need scale members and scale tours and micro-tours');
  }
  // A paid booking queues its confirmation and reminder mails (0027's bookings_jobs): synthetic
  // bookings send none, so the owner switches that trigger off for the batch's transaction only
  // (other sessions never see it off; ALTER TABLE is transactional).
  inserted.bookings = await inBatches(bookings, 'bookings', async (from, to, client) => {
    await client.query('reset role');
    await client.query('alter table public.bookings disable trigger bookings_jobs');
    await client.query('set local role service_role');
    const added = (await client.query(bookingSql, [from, to, members, items])).rowCount ?? 0;
    await client.query('reset role');
    await client.query('alter table public.bookings enable trigger bookings_jobs');
    return added;
  });
  return inserted;
}

/** Matches the SQL: six digits, more only past 999,999 (lpad alone would truncate). */
function scaleSlug(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(6, '0')}`;
}

// Below this many new rows the secondary indexes are maintained row by row instead of rebuilt.
const REBUILD_THRESHOLD = 20_000;

const secondaryIndexesSql = `
select format('drop index %I.%I', n.nspname, c.relname) as drop_sql,
  pg_get_indexdef(i.indexrelid) as create_sql
from pg_index i
join pg_class c on c.oid = i.indexrelid
join pg_namespace n on n.oid = c.relnamespace
where i.indrelid = $1::regclass
  and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`;

/**
 * Inserts one table's rows in batches inside a single transaction. For large loads the indexes
 * that back no constraint (btree filters and the trigram GIN indexes) are dropped and rebuilt
 * from their own definitions afterwards: updating GIN row by row costs several times more than
 * one build. The table is locked against other sessions until the transaction commits.
 */
async function loadTable(
  pool: Pool,
  table: 'public.tours' | 'public.micro_tours',
  prefix: string,
  count: number,
  batch: (from: number, to: number, client: PoolClient) => Promise<number>,
  log: (msg: string) => void,
): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query("set local maintenance_work_mem = '256MB'");
    // Rows are read and written as service_role (RLS is forced, also for the owner); only the
    // owner may drop and build indexes.
    await client.query('set local role service_role');
    const existing = await client.query<{ rows: number }>(
      `select count(*)::int as rows from ${table} where starts_with(slug, $1)`,
      [prefix],
    );
    const rebuild = count - existing.rows[0]!.rows >= REBUILD_THRESHOLD;
    const indexes = rebuild
      ? (await client.query<{ drop_sql: string; create_sql: string }>(secondaryIndexesSql, [table]))
          .rows
      : [];
    await client.query('reset role');
    for (const index of indexes) await client.query(index.drop_sql);
    await client.query('set local role service_role');
    let inserted = 0;
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      const present = await client.query<{ rows: number }>(
        `select count(*)::int as rows from ${table} where slug = any($1::text[])`,
        [numbers(from, to).map((n) => scaleSlug(prefix, n))],
      );
      if (present.rows[0]!.rows < to - from + 1) inserted += await batch(from, to, client);
      log(`scale seed: ${table} ${to}/${count}`);
    }
    await client.query('reset role');
    for (const index of indexes) await client.query(index.create_sql);
    if (indexes.length > 0) log(`scale seed: ${table} rebuilt ${indexes.length} indexes`);
    await client.query('commit');
    return inserted;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Bulk-inserts synthetic catalogue rows for benchmarks. Rows reuse the image paths of the demo
 * catalogue (seed it first to get pictures) and reruns skip rows that already exist.
 * Returns how many rows this call inserted.
 */
/** `pool` logs in as the database owner: it rebuilds indexes and analyses the tables. */
export async function seedScale(pool: Pool, opts: ScaleOptions): Promise<ScaleCounts> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const timed = (msg: string) => log(`${msg} (${Math.round(performance.now() - started)} ms)`);
  // The two tables are independent, so each loads on its own connection and CPU core.
  const [tours, microTours] = await Promise.all([
    loadTable(
      pool,
      'public.tours',
      'scale-tour-',
      opts.tours,
      async (from, to, client) =>
        (await client.query(tourSql, [from, ...tourColumns(from, to)])).rowCount ?? 0,
      timed,
    ),
    loadTable(
      pool,
      'public.micro_tours',
      'scale-micro-',
      opts.microTours,
      async (from, to, client) =>
        (await client.query(microSql, [from, ...microColumns(from, to), languageSets])).rowCount ??
        0,
      timed,
    ),
  ]);
  // VACUUM, not only ANALYZE: bulk inserts leave the visibility map empty (every index-only count
  // reads the table) and the trigram indexes' pending lists full, so lists right after a seed were
  // 3x slower than on a vacuumed database until autovacuum came by.
  // Bookings cycle over the scale tours and micro-tours present, also from earlier runs.
  const items = await pool.query<{ items: number }>(
    `select least((select count(*) from public.tours where starts_with(slug, 'scale-tour-')),
                  (select count(*) from public.micro_tours where starts_with(slug, 'scale-micro-')))::int
              as items`,
  );
  const people = await loadMembersAndBookings(
    pool,
    opts.members ?? 0,
    opts.bookings ?? 0,
    items.rows[0]!.items,
    timed,
  );
  await Promise.all([
    pool.query('vacuum (analyze) public.tours'),
    pool.query('vacuum (analyze) public.micro_tours'),
  ]);
  if (people.members > 0 || people.bookings > 0) {
    await pool.query('vacuum (analyze) auth.users, public.wallets, public.bookings');
  }
  timed('scale seed: vacuumed and analyzed');
  return { tours, microTours, ...people };
}
