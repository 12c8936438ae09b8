-- Issue 53 (bench/RESULTS.md): a booking's jobs are planned as PostgreSQL's default plan cache
-- decides, like the rest of the booking. 0076 forced a fresh plan of add_jobs' statements on
-- every call, 0.4-0.45 ms of planning per booking; measured again with 20,000 jobs queued, the
-- default mode keeps the per-call plan only where a generic one would cost more (the update that
-- frees keyed jobs) and the booking costs 2.2 ms instead of 2.8.
alter function private.enqueue_jobs(graphile_worker.job_spec[]) reset plan_cache_mode;
