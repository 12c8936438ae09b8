import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess } from '@app/testing/server-process';
import { bookingSqlLoad, memberSqlPool, prepareBookingFixture } from './bookings.js';
import { table } from './report.js';

/**
 * Where a booking's database time goes (issue 53): `npx tsx bench/profile-booking.ts [seconds]`
 * books on one connection through wallet.book_tour_with_lead, as the bookings bench does, on a
 * server of its own with pg_stat_statements tracking nested statements, and prints every
 * statement's share of a booking: calls, execution and planning time per booking. One connection,
 * so that the times are the statements' own work, not waits for a lock or a core.
 * PROFILE_PG_SETTINGS (a JSON object) adds PostgreSQL settings to try against the profile, e.g.
 * '{"plan_cache_mode":"force_custom_plan"}' to see a booking planned on every call again.
 */
const seconds = Number(process.argv[2] ?? 10);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-profile-booking-'));
const server = await startServerProcess({
  dataDir,
  env: {
    JOB_WORKER: 'off',
    POSTGRES_SETTINGS: JSON.stringify({
      shared_preload_libraries: 'pg_stat_statements',
      'pg_stat_statements.track': 'all',
      'pg_stat_statements.track_planning': 'on',
      'pg_stat_statements.max': '10000',
      ...(JSON.parse(process.env.PROFILE_PG_SETTINGS ?? '{}') as Record<string, string>),
    }),
  },
});
const owner = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
const member = memberSqlPool(server, 1);
try {
  await owner.query('create extension if not exists pg_stat_statements');
  const fixture = await prepareBookingFixture(server);
  const load = bookingSqlLoad(fixture, 1, member, fixture.spreadBody);
  await load(3);
  await owner.query('select pg_stat_statements_reset()');
  const sample = await load(seconds);
  const bookings = sample.latencies.length;
  const { rows } = await owner.query<{
    toplevel: boolean;
    calls: string;
    plans: string;
    exec: number;
    plan: number;
    rows: string;
    query: string;
  }>(
    `select toplevel, calls, plans, total_exec_time as exec, total_plan_time as plan, rows,
            regexp_replace(query, '\\s+', ' ', 'g') as query
       from pg_stat_statements
      where query not like '%pg_stat_statements%'
      order by total_exec_time + total_plan_time desc
      limit 60`,
  );
  const per = (value: number) => (value / bookings).toFixed(3);
  console.log(
    `${bookings} bookings in ${seconds} s on one connection; times in ms per booking ` +
      `(a nested statement's time is also in the statements that call it)\n`,
  );
  console.log(
    table(
      ['top', 'calls/booking', 'planned/call', 'exec ms', 'plan ms', 'rows/call', 'statement'],
      rows.map((row) => [
        row.toplevel ? 'yes' : '',
        (Number(row.calls) / bookings).toFixed(2),
        (Number(row.plans) / Number(row.calls)).toFixed(2),
        per(row.exec),
        per(row.plan),
        (Number(row.rows) / Number(row.calls)).toFixed(1),
        row.query.slice(0, 140),
      ]),
    ),
  );
} finally {
  await member.end();
  await owner.end();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
