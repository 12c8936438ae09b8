-- A booking's plans (issue 53, bench/RESULTS.md): the server's own sessions now keep
-- PostgreSQL's default plan cache (runtime-pools.ts), so a booking's statements are planned once
-- per connection instead of on every call. The job queue's add_jobs stays planned for each call's
-- jobs: its generic plan for replacing keyed jobs scanned the whole jobs table (0.8 ms a booking
-- with 20,000 queued), where a plan made for the call's own specs looks none up.
alter function private.enqueue_jobs(graphile_worker.job_spec[]) set plan_cache_mode = force_custom_plan;
