import pg from 'pg';
import { z } from 'zod';
import type { ServerMetrics } from './registry.js';

/** Runs one query on a connection that may read the graphile_worker schema (the owner's). */
export type OwnerQuery = (sql: string) => Promise<{ rows: unknown[] }>;

/** A scrape's answer is reused this long, so concurrent scrapers make one query. */
const CACHE_MS = 5000;

const countsSchema = z.object({
  queued: z.coerce.number(),
  scheduled: z.coerce.number(),
  running: z.coerce.number(),
  failed: z.coerce.number(),
});
export type JobQueueCounts = z.infer<typeof countsSchema>;

// One pass over the queue; the statement's time is bounded by the pool's statement_timeout.
const COUNT_JOBS = `
  select count(*) filter (where locked_by is null and attempts < max_attempts and run_at <= now()) as queued,
         count(*) filter (where locked_by is null and attempts < max_attempts and run_at > now()) as scheduled,
         count(*) filter (where locked_by is not null) as running,
         count(*) filter (where locked_by is null and attempts >= max_attempts) as failed
    from graphile_worker.jobs`;

/** The queue's counts, at most one query per CACHE_MS however many scrapes ask. */
export function jobQueueReader(query: OwnerQuery, now: () => number = Date.now) {
  let cached: { at: number; counts: Promise<JobQueueCounts> } | undefined;
  return (): Promise<JobQueueCounts> => {
    if (cached && now() - cached.at < CACHE_MS) return cached.counts;
    const counts = query(COUNT_JOBS).then(({ rows }) => countsSchema.parse(rows[0]));
    cached = { at: now(), counts };
    // A failed read is not kept: the next scrape asks again.
    counts.catch(() => {
      if (cached?.counts === counts) cached = undefined;
    });
    return counts;
  };
}

/** `job_queue_jobs{state}` read on scrape; a failed read leaves the series out of that scrape. */
export function watchJobQueue(metrics: ServerMetrics, read: () => Promise<JobQueueCounts>): void {
  metrics.gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue by state: queued (ready now), scheduled (later), running (locked), failed (attempts used up).',
    labelNames: ['state'],
    async collect(gauge) {
      gauge.reset();
      const counts = await read().catch(() => undefined);
      if (!counts) return;
      for (const state of ['queued', 'scheduled', 'running', 'failed'] as const) {
        gauge.set({ state }, counts[state]);
      }
    },
  });
}

/**
 * The owner's connection the queue's counts are read on: one, opened at the first scrape, each
 * statement stopped after two seconds so a slow database cannot hold scrapes.
 */
export function openJobQueueCounts(databaseUrl: string): {
  read: () => Promise<JobQueueCounts>;
  end: () => Promise<void>;
} {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    statement_timeout: 2000,
    connectionTimeoutMillis: 2000,
    application_name: 'ecotours-metrics',
  });
  pool.on('error', () => undefined);
  return { read: jobQueueReader((sql) => pool.query(sql)), end: () => pool.end() };
}
