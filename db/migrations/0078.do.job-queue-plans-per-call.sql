-- Issue 53 (bench/RESULTS.md): 0077 was wrong, and 0076's setting comes back. On one connection
-- with a queue analysed beforehand, PostgreSQL's default plan cache planned add_jobs well; at 16
-- connections with the queue growing from empty, it settled on a generic plan for freeing keyed
-- jobs whose cost grew with the queue: 3.5 ms of PostgreSQL CPU a booking at 2,700 queued jobs,
-- 9.0 ms at 31,500. Planned per call, the same load stayed at 3.6-4.3 ms up to 54,000.
alter function private.enqueue_jobs(graphile_worker.job_spec[]) set plan_cache_mode = force_custom_plan;
