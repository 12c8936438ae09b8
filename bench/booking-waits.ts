import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess } from '@app/testing/server-process';
import { bookingSqlLoad, memberSqlPool, prepareBookingFixture } from './bookings.js';
import { table } from './report.js';

/**
 * What sixteen connections booking at once wait for (issue 53): `npx tsx bench/booking-waits.ts
 * [seconds]` books through wallet.book_tour_with_lead on 16 connections, as the bookings bench
 * does, on a server of its own, and samples pg_stat_activity and pg_locks every 10 ms: how many
 * backends run, how many wait and on what, and for a row lock, on which table's rows.
 */
const CONNECTIONS = 16;
const seconds = Number(process.argv[2] ?? 10);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-booking-waits-'));
const server = await startServerProcess({ dataDir, env: { JOB_WORKER: 'off' } });
const owner = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
const member = memberSqlPool(server, CONNECTIONS);

/** Adds one sample's counts to the running totals. */
function add(totals: Map<string, number>, rows: { what: string; n: number }[]) {
  for (const row of rows) totals.set(row.what, (totals.get(row.what) ?? 0) + row.n);
}

try {
  const fixture = await prepareBookingFixture(server);
  const load = bookingSqlLoad(fixture, CONNECTIONS, member, fixture.spreadBody);
  await load(3);
  const waits = new Map<string, number>();
  const locks = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [events, rowLocks] = await Promise.all([
        owner.query<{ what: string; n: number }>(
          `select coalesce(wait_event_type || ': ' || wait_event, 'running') as what, count(*)::int as n
             from pg_stat_activity
            where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()
            group by 1`,
        ),
        // A waiter first queues on the row (a tuple lock, which names the table), then the one at
        // the head waits for the holder's transaction to end.
        owner.query<{ what: string; n: number }>(
          `select l.locktype || coalesce(' on ' || l.relation::regclass::text, '') ||
                  coalesce(' held for ' || (select string_agg(distinct h.relation::regclass::text, ', ')
                     from pg_locks h
                    where h.granted and h.locktype = 'tuple'
                      and h.pid = any (pg_blocking_pids(l.pid))), '') as what,
                  count(*)::int as n
             from pg_locks l where not l.granted group by 1`,
        ),
      ]);
      samples++;
      add(waits, events.rows);
      add(locks, rowLocks.rows);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const sample = await load(seconds);
  sampling = false;
  await sampler;
  const per = (totals: Map<string, number>) =>
    [...totals].sort((a, b) => b[1] - a[1]).map(([what, n]) => [what, (n / samples).toFixed(2)]);
  console.log(
    `${sample.latencies.length} bookings in ${seconds} s on ${CONNECTIONS} connections; ` +
      `${samples} samples; backends per sample\n`,
  );
  console.log(table(['what the booking backends do', 'backends'], per(waits)));
  console.log('');
  console.log(table(['lock waited for (heavyweight)', 'backends'], per(locks)));
} finally {
  await member.end();
  await owner.end();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
