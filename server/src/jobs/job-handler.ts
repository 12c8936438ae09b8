/**
 * One kind of job: what the worker runs for a job of its name. The payload is the JSON the job
 * was added with; a handler validates it (zod) before use. Throwing fails this attempt: the queue
 * retries with back-off and, after the last attempt, keeps the job as failed for an admin.
 * A handler may run again after a crash in its middle, so it is written to be repeated safely.
 */
export type JobHandler = (payload: unknown) => Promise<void>;

/** The names of the jobs the product runs, and the handler of each. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;
