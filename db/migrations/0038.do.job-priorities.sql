-- Jobs in three classes, so that a sales peak's confirmations never hold back the mail a person
-- waits for at the screen: after a burst of 2,237 paid bookings a sign-up's confirmation mail
-- left 67.6 s late, behind every booking confirmation in the one queue. The queue takes jobs by
-- ascending priority; every job worker also keeps one slot that refuses jobs flagged as able to
-- wait, so a flood of slow jobs cannot take every slot either (server/src/jobs/job-worker.ts).

-- The flag of every job that is not waited for at the screen.
create function app_rules.job_flag_can_wait() returns text
language sql immutable parallel safe as $$ select 'can_wait' $$;
grant execute on function app_rules.job_flag_can_wait() to public;

-- At the screen (-10): mails with a link or a code a person is waiting for. Background (10): work
-- nobody waits for within minutes. Everything else, booking confirmations among it, is 0. (The
-- scheduled tasks are added by the worker's crontab, which states their priority itself.)
create function private.job_priority(task text) returns integer
language sql immutable parallel safe set search_path = '' as $$
  select case
    when task = 'send_auth_mail' then -10
    when task in ('booking_reminder', 'newsletter_issue', 'newsletter_batch') then 10
    else 0
  end
$$;
revoke execute on function private.job_priority(text) from public;
grant execute on function private.job_priority(text) to service_role;

create or replace function private.job_spec(
  task text,
  payload jsonb,
  run_at timestamptz default null,
  job_key text default null,
  max_attempts integer default null
) returns graphile_worker.job_spec
language sql stable set search_path = '' as $$
  select row(task, payload::json, null, run_at,
             coalesce(max_attempts, app_rules.job_max_attempts())::smallint, job_key,
             private.job_priority(task),
             case when private.job_priority(task) > -10
                  then array[app_rules.job_flag_can_wait()] end)::graphile_worker.job_spec
$$;
