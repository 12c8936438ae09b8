import { z } from 'zod';
import { FunctionError } from './function-errors.js';
import { defineFunction, type FunctionContext } from './server-function.js';

const jobBodySchema = z
  .object({ jobId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .strict();

/** Runs `public.<sql>(jobId)` as the admin; the SQL checks the role and that the job failed. */
async function actOnFailedJob(
  context: FunctionContext<z.output<typeof jobBodySchema>>,
  sql: 'retry_failed_job' | 'discard_failed_job',
) {
  const { rows } = await context.withCaller(context.caller, (tx) =>
    tx.query<{ done: boolean }>(`select public.${sql}($1) as done`, [context.body.jobId]),
  );
  if (!rows[0]?.done) {
    throw new FunctionError(
      'job_not_found',
      'No failed job with this id (it may have run meanwhile).',
    );
  }
  return { success: true, jobId: context.body.jobId };
}

/** The admin panel's Mail queue: run a failed job again now, or drop it. */
export const jobFunctions = [
  defineFunction({
    name: 'job-retry',
    access: 'admin',
    body: jobBodySchema,
    handle: (context) => actOnFailedJob(context, 'retry_failed_job'),
  }),
  defineFunction({
    name: 'job-discard',
    access: 'admin',
    body: jobBodySchema,
    handle: (context) => actOnFailedJob(context, 'discard_failed_job'),
  }),
];
