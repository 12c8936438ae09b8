import { randomUUID } from 'node:crypto';
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
  /** The script: TPC-B's alone, or with what any booking must add to it (see `Script`). */
  script: Script;
  scale: number;
  connections: number;
  sample: Sample;
  /** PostgreSQL's CPU (all its processes under the server, from /proc) per committed transaction. */
  postgresCpuMs: number;
}

/**
 * `tpcb`: pgbench's script as it is. `obligations`: the same transaction with the two things a
 * booking owes besides its money move, each done the cheapest way the product allows: its two
 * mails queued in the transaction (graphile-worker's add_jobs through `private.enqueue_jobs`, two
 * keyed jobs, one now and one later, as a booking queues its confirmation and reminder), and a
 * number without gaps taken last, from one counter row every transaction updates (as a receipt
 * takes its year's number at commit, decision 036). The floor of a booking of this design.
 */
export type Script = 'tpcb' | 'obligations';

const SCHEMA = 'bench_tpcb';
/** The task the obligations' jobs are queued under; the bench removes them afterwards. */
const OBLIGATION_TASK = 'bench_tpcb_obligation';
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
    create table ${SCHEMA}.counter (year int primary key, last_number int not null);
    insert into ${SCHEMA}.counter values (1, 0);
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
async function transaction(client: pg.PoolClient, scale: number, script: Script): Promise<void> {
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
  if (script === 'obligations') {
    const key = randomUUID();
    await client.query(
      `SELECT private.enqueue_jobs(ARRAY[
         private.job_spec('${OBLIGATION_TASK}', '{"aid":${aid}}', job_key => 'now:${key}'),
         private.job_spec('${OBLIGATION_TASK}', '{"aid":${aid}}', now() + interval '30 days', 'later:${key}')]);`,
    );
    await client.query(
      `UPDATE ${SCHEMA}.counter SET last_number = last_number + 1 WHERE year = 1 RETURNING last_number;`,
    );
  }
  await client.query('END;');
}

/** How the bench names each script in its log and its table. */
export const SCRIPT_NAMES: Record<Script, string> = {
  tpcb: "pgbench's TPC-B-like transaction",
  obligations: "TPC-B-like with a booking's obligations",
};

/**
 * Runs each of `scripts`, one after the other on the same tables, on `connections` connections
 * for `seconds` (after `warmupSeconds`) at scale `connections` (pgbench's advice: a branch per
 * client, so that no two wait on one branch row), and answers PostgreSQL's CPU per transaction
 * of each. Its tables are dropped afterwards, and the obligations' jobs removed.
 */
export async function measureTpcb(
  server: ServerProcess,
  options: { connections: number; seconds: number; warmupSeconds: number; scripts: Script[] },
  log: (message: string) => void = () => undefined,
): Promise<TpcbFigures[]> {
  const { connections, seconds, warmupSeconds, scripts } = options;
  const scale = connections;
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: connections });
  try {
    await initialize(pool, scale);
    const figures: TpcbFigures[] = [];
    for (const script of scripts) {
      log(`${SCRIPT_NAMES[script]} on ${connections} connections (a reference)`);
      // Each loop holds a connection of the pool for a transaction, as a pgbench client holds its own.
      const run = (duration: number) =>
        runSqlLoop(connections, duration, async () => {
          const client = await pool.connect();
          try {
            await transaction(client, scale, script);
          } finally {
            client.release();
          }
        });
      if (warmupSeconds > 0) await run(warmupSeconds);
      const meter = await startCpuMeter(server.pid);
      const sample = await run(seconds);
      const cpu = await meter.read();
      figures.push({
        script,
        scale,
        connections,
        sample,
        postgresCpuMs: cpu ? cpu.postgres / sample.latencies.length : Number.NaN,
      });
    }
    return figures;
  } finally {
    await pool.query(`drop schema if exists ${SCHEMA} cascade`).catch(() => undefined);
    // Its jobs would weigh on the queue the bookings measured next add to.
    await pool
      .query(
        `select graphile_worker.complete_jobs(array(
           select j.id from graphile_worker.jobs j where j.task_identifier = $1))`,
        [OBLIGATION_TASK],
      )
      .then(() => pool.query('vacuum graphile_worker._private_jobs'))
      .catch(() => undefined);
    await pool.end();
  }
}
