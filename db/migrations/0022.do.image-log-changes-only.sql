-- The image log records what fixes changed and what they failed to change (issue 26). The
-- start-up fix used to add a skip for every tour it left alone, often with a wrong reason (an
-- "admin's" cover that came with the demo catalogue); those rows say nothing happened, and
-- they filled the admin's list of recent entries. Each run's skips stay in its own results.
delete from public.image_update_logs where action = 'skipped';
