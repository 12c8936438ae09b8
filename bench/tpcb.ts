import pg from 'pg';
import type { ServerProcess } from '@app/testing/server-process';
import { startCpuMeter } from './cpu-usage.js';
import { runSqlLoop } from './sql-loop.js';
import type { Sample } from './measure.js';

/**
 * The floor a booking is judged against (issue 53): pgbench's built-in TPC-B-like transaction,
 * run by the bench itself on the server's own PostgreSQL, with pgbench's tables, values and
 * protocol (each statement a simple query of its own, as `pgbench -M simple` sends them). Three
 * updates, one select and one insert in a transaction: what a bare bank transfer costs the
 * database, measured in the same run as the booking.
 */
export interface TpcbFigures {
  scale: number;
  connections: number;
  sample: Sample;
  /** PostgreSQL's CPU (all its processes under the server, from /proc) per committed transaction. */
  postgresCpuMs: number;
}

const SCHEMA = 'bench_tpcb';
/** pgbench's sizes per unit of scale. */
const ACCOUNTS = 100_000;
const TELLERS = 10;

const random = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

/** pgbench -i: its four tables (fillfactor 100, its filler columns), loaded and analysed. */
async function initialize(pool: pg.Pool, scale: number): Promise<void> {
  await pool.query(`
    drop schema if exists ${SCHEMA} cascade;
    create schema ${SCHEMA};
    create table ${SCHEMA}.pgbench_branches (bid int not null primary key, bbalance int, filler char(88));
    create table ${SCHEMA}.pgbench_tellers (tid int not null primary key, bid int, tbalance int, filler char(84));
    create table ${SCHEMA}.pgbench_accounts (aid int not null, bid int, abalance int, filler char(84));
    create table ${SCHEMA}.pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
    insert into ${SCHEMA}.pgbench_branches (bid, bbalance) select b, 0 from generate_series(1, ${scale}) b;
    insert into ${SCHEMA}.pgbench_tellers (tid, bid, tbalance)
      select t, (t - 1) / ${TELLERS} + 1, 0 from generate_series(1, ${TELLERS * scale}) t;
    insert into ${SCHEMA}.pgbench_accounts (aid, bid, abalance, filler)
      select a, (a - 1) / ${ACCOUNTS} + 1, 0, '' from generate_series(1, ${ACCOUNTS * scale}) a;
    alter table ${SCHEMA}.pgbench_accounts add primary key (aid);
  `);
  await pool.query(`vacuum analyze ${SCHEMA}.pgbench_branches, ${SCHEMA}.pgbench_tellers,
                    ${SCHEMA}.pgbench_accounts, ${SCHEMA}.pgbench_history`);
}

/** One TPC-B-like transaction on `client`, statement by statement, as pgbench's script runs. */
async function transaction(client: pg.PoolClient, scale: number): Promise<void> {
  const aid = random(1, ACCOUNTS * scale);
  const bid = random(1, scale);
  const tid = random(1, TELLERS * scale);
  const delta = random(-5000, 5000);
  await client.query('BEGIN;');
  await client.query(
    `UPDATE ${SCHEMA}.pgbench_accounts SET abalance = abalance + ${delta} WHERE aid = ${aid};`,
  );
  await client.query(`SELECT abalance FROM ${SCHEMA}.pgbench_accounts WHERE aid = ${aid};`);
  await client.query(
    `UPDATE ${SCHEMA}.pgbench_tellers SET tbalance = tbalance + ${delta} WHERE tid = ${tid};`,
  );
  await client.query(
    `UPDATE ${SCHEMA}.pgbench_branches SET bbalance = bbalance + ${delta} WHERE bid = ${bid};`,
  );
  await client.query(
    `INSERT INTO ${SCHEMA}.pgbench_history (tid, bid, aid, delta, mtime) VALUES (${tid}, ${bid}, ${aid}, ${delta}, CURRENT_TIMESTAMP);`,
  );
  await client.query('END;');
}

/**
 * Runs the TPC-B-like script on `connections` connections for `seconds` (after `warmupSeconds`)
 * at scale `connections` (pgbench's advice: a branch per client, so that no two wait on one
 * branch row), and answers PostgreSQL's CPU per transaction. Its tables are dropped afterwards.
 */
export async function measureTpcb(
  server: ServerProcess,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<TpcbFigures> {
  const { connections, seconds, warmupSeconds } = options;
  const scale = connections;
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: connections });
  try {
    await initialize(pool, scale);
    // Each loop holds a connection of the pool for a transaction, as a pgbench client holds its own.
    const run = (duration: number) =>
      runSqlLoop(connections, duration, async () => {
        const client = await pool.connect();
        try {
          await transaction(client, scale);
        } finally {
          client.release();
        }
      });
    if (warmupSeconds > 0) await run(warmupSeconds);
    const meter = await startCpuMeter(server.pid);
    const sample = await run(seconds);
    const cpu = await meter.read();
    return {
      scale,
      connections,
      sample,
      postgresCpuMs: cpu ? cpu.postgres / sample.latencies.length : Number.NaN,
    };
  } finally {
    await pool.query(`drop schema if exists ${SCHEMA} cascade`).catch(() => undefined);
    await pool.end();
  }
}
