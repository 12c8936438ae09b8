import type pg from 'pg';

export interface EnqueueOptions {
  /** Not before this moment (a reminder); now by default. */
  runAt?: Date;
  /** One pending job per key: adding it again replaces the payload and run time. */
  jobKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job on the given connection, so that inside a transaction the job exists exactly when
 * the change that caused it commits. SQL functions use `private.enqueue_job` the same way.
 */
export async function enqueueJob(
  db: Pick<pg.ClientBase, 'query'>,
  task: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await db.query(
    `select private.enqueue_job($1, $2::jsonb, $3::timestamptz, $4::text, $5::integer)`,
    [
      task,
      JSON.stringify(payload),
      options.runAt ?? null,
      options.jobKey ?? null,
      options.maxAttempts ?? null,
    ],
  );
}
