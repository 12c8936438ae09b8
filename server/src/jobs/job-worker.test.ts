import pg from 'pg';
import { pino } from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import { type JobWorker, startJobWorker } from './job-worker.js';

// One worker on a database of its own: no other worker takes or unlocks its jobs.
const STALE_SECONDS = 1;
let owner: pg.Pool;
let worker: JobWorker | undefined;
let databaseUrl: string;
const warnings: string[] = [];
const log = pino(
  { level: 'warn' },
  {
    write: (line: string) =>
      void warnings.push(z.object({ msg: z.string() }).parse(JSON.parse(line)).msg),
  },
);

beforeAll(async () => {
  databaseUrl = await createMigratedScratchDatabase('job_worker');
  owner = new pg.Pool({ connectionString: databaseUrl, max: 2 });
});

afterAll(async () => {
  await worker?.stop();
  await owner?.end();
});

it('leaves a job held past the stale time to its live worker, whose heartbeat is under the lock it took', async () => {
  let entered!: () => void;
  const running = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let runs = 0;
  worker = await startJobWorker({
    databaseUrl,
    handlers: {
      async test_hold() {
        runs += 1;
        entered();
        await held;
      },
    },
    crontab: '',
    log,
    concurrency: 1,
    staleAfterSeconds: STALE_SECONDS,
  });
  await owner.query(`select private.enqueue_job('test_hold', '{}'::jsonb)`);
  await running;

  const lock = async () =>
    (
      await owner.query<{ locked_by: string | null; locked_at: Date | null }>(
        `select j.locked_by, j.locked_at from graphile_worker._private_jobs j
           join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'test_hold'`,
      )
    ).rows[0];
  const taken = await lock();
  expect(taken?.locked_by).toBeTruthy();
  const { rows: beating } = await owner.query<{ worker_id: string }>(
    'select worker_id from private.job_workers',
  );
  expect(beating.map((row) => row.worker_id)).toContain(taken!.locked_by);

  // Beats run every STALE_SECONDS / 4: one written 1.5 × STALE_SECONDS after the lock comes after
  // a beat that found the job held longer than STALE_SECONDS and looked for its worker's heartbeat.
  await expect
    .poll(
      async () =>
        (
          await owner.query<{ past: boolean }>(
            `select coalesce(max(heartbeat_at) > $1::timestamptz + make_interval(secs => $2), false)
               as past from private.job_workers`,
            [taken!.locked_at, STALE_SECONDS * 1.5],
          )
        ).rows[0]!.past,
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  expect(await lock()).toEqual(taken);
  expect(warnings).not.toContain('unlocked the jobs of stopped job workers');
  release();
  await expect.poll(lock, { timeout: 10_000, interval: 100 }).toBeUndefined();
  expect(runs).toBe(1);
});
