import { EventEmitter } from 'node:events';
import os from 'node:os';
import {
  Logger as WorkerLogger,
  run,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import { JOB_FLAG_CAN_WAIT } from '@app/domain/db-rules';
import type { JobRecorder } from '../metrics/registry.js';
import type { Logger } from '../platform/logger.js';
import type { JobHandlers } from './job-handler.js';

export interface JobWorker {
  /** Finishes the jobs in hand (up to the grace period), then stops taking new ones. */
  stop(): Promise<void>;
}

export interface JobWorkerOptions {
  /** The database owner's URL: the queue's schema belongs to it. */
  databaseUrl: string;
  handlers: JobHandlers;
  /** graphile-worker crontab lines, e.g. `* * * * * release_started_holds`. */
  crontab: string;
  log: Logger;
  concurrency?: number;
  /** A worker silent this long is taken for dead and its jobs are run again by the others. */
  staleAfterSeconds?: number;
  /** Counts the runs of this worker's jobs by task and outcome. */
  metrics?: JobRecorder;
}

const DEFAULT_STALE_SECONDS = 60;
/** Slots of each worker kept for jobs without the can-wait flag (migration 0038). */
const AT_SCREEN_SLOTS = 1;

/** The library's log lines, without job payloads: a mail's payload holds its one-time link. */
function workerLogger(log: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    const { job, ...rest } = meta ?? {};
    const fields = job && typeof job === 'object' ? { ...rest, job: jobSummary(job) } : rest;
    const text = message.split('\n')[0] ?? message;
    if (level === 'error') log.error(fields, text);
    else if (level === 'warning') log.warn(fields, text);
    else if (level === 'info') log.info(fields, text);
    else log.debug(fields, text);
  });
}

function jobSummary(job: object): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(job)) {
    if (['id', 'task_identifier', 'attempts', 'max_attempts', 'key'].includes(key)) {
      picked[key] = value;
    }
  }
  return picked;
}

/**
 * graphile-worker in this process: jobs are taken with SKIP LOCKED, so each job runs in one
 * worker even with several gateways on one database. Jobs run by priority, and one more slot
 * takes only the mails a person waits for at the screen, so a flood of confirmations never
 * holds a sign-up link back. What the library leaves to its paid
 * edition, a crashed worker's locked jobs, is handled here: every worker pool writes a heartbeat,
 * and jobs held longer than `staleAfterSeconds` by a worker without one are unlocked.
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { log, handlers } = options;
  const staleSeconds = options.staleAfterSeconds ?? DEFAULT_STALE_SECONDS;
  const concurrency = options.concurrency ?? 4;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    // Each runner's slots, its listening connection, and the heartbeat's.
    max: concurrency + AT_SCREEN_SLOTS + 4,
    application_name: 'ecotours-jobs',
  });
  const onError = (error: Error) => log.warn({ err: error }, 'job queue connection error');
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));

  const taskList: TaskList = {};
  for (const [name, handler] of Object.entries(handlers)) {
    taskList[name] = async (payload) => {
      await handler(payload);
    };
  }

  // A job is locked by the id of the worker pool (one per `run`) that took it, not by the id of
  // the worker inside the pool: the heartbeat is written under the pool's id.
  const ours = new Set<string>();
  const registrations: Array<Promise<unknown>> = [];
  const host = os.hostname().slice(0, 200);
  const register = (poolId: string) => {
    ours.add(poolId);
    registrations.push(
      pool
        .query(
          `insert into private.job_workers (worker_id, host) values ($1, $2)
           on conflict (worker_id) do update set heartbeat_at = now()`,
          [poolId, host],
        )
        .catch((error: unknown) => log.warn({ err: error }, 'job worker not registered')),
    );
  };

  const events: WorkerEvents = new EventEmitter();
  events.on('pool:create', ({ workerPool }) => register(workerPool.id));
  events.on('job:failed', ({ job, error }) =>
    log.error(
      { err: error, job: job.id, task: job.task_identifier },
      'job failed for good: kept for the admin panel',
    ),
  );
  const { metrics } = options;
  if (metrics) {
    events.on('job:success', ({ job }) => metrics.jobRun(job.task_identifier, 'success'));
    // job:failed follows job:error when the attempts are used up: each run counts once.
    events.on('job:error', ({ job }) => {
      if (job.attempts < job.max_attempts) metrics.jobRun(job.task_identifier, 'error');
    });
    events.on('job:failed', ({ job }) => metrics.jobRun(job.task_identifier, 'failed'));
  }
  const shared = {
    events,
    pgPool: pool,
    taskList,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: workerLogger(log),
  };
  const runners: Runner[] = [await run({ ...shared, crontab: options.crontab, concurrency })];
  try {
    // Takes only the jobs a person waits for at the screen, whatever the other slots are busy with.
    runners.push(
      await run({
        ...shared,
        concurrency: AT_SCREEN_SLOTS,
        forbiddenFlags: [JOB_FLAG_CAN_WAIT],
      }),
    );
  } catch (error) {
    await runners[0]?.stop();
    await pool.end();
    throw error;
  }
  await Promise.all(registrations);

  const beat = async () => {
    if (ours.size > 0) {
      await pool.query(
        `update private.job_workers set heartbeat_at = now() where worker_id = any($1)`,
        [[...ours]],
      );
    }
    // Jobs locked for a while by a worker that no longer beats: it was killed mid-job.
    const { rows } = await pool.query<{ locked_by: string }>(
      `select distinct j.locked_by
         from graphile_worker.jobs j
        where j.locked_by is not null
          and j.locked_at < now() - make_interval(secs => $1)
          and not exists (select 1 from private.job_workers w
                           where w.worker_id = j.locked_by
                             and w.heartbeat_at > now() - make_interval(secs => $1))`,
      [staleSeconds],
    );
    if (rows.length > 0) {
      const dead = rows.map((row) => row.locked_by);
      await pool.query('select graphile_worker.force_unlock_workers($1::text[])', [dead]);
      await pool.query('delete from private.job_workers where worker_id = any($1)', [dead]);
      log.warn({ workers: dead }, 'unlocked the jobs of stopped job workers');
    }
    // Workers that stopped without holding a job leave a row; a day later it goes.
    await pool.query(
      `delete from private.job_workers where heartbeat_at < now() - interval '1 day'`,
    );
  };
  const timer = setInterval(
    () => {
      beat().catch((error: unknown) => log.warn({ err: error }, 'job worker heartbeat failed'));
    },
    Math.max(250, (staleSeconds * 1000) / 4),
  );
  timer.unref();
  await beat().catch((error: unknown) => log.warn({ err: error }, 'job worker heartbeat failed'));

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(
        runners.map((runner) =>
          runner.stop().catch((error: unknown) => log.warn({ err: error }, 'job worker stop')),
        ),
      );
      await pool
        .query('delete from private.job_workers where worker_id = any($1)', [[...ours]])
        .catch(() => undefined);
      await pool.end();
    },
  };
}
