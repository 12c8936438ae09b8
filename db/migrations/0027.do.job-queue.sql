-- The job queue: every mail and scheduled task is a job of graphile-worker (schema
-- graphile_worker, installed by the server before these migrations), added in the transaction of
-- the change that causes it. docs/decisions/019-job-queue.md.

-- Where and when a departure starts: the meeting time, local to the booking's time zone.
create function app_rules.meeting_time() returns text
language sql immutable parallel safe as $$ select '09:00' $$;
-- Reminders go out this many hours before the start.
create function app_rules.reminder_hours_before() returns integer
language sql immutable parallel safe as $$ select 48 $$;
-- A job is tried this many times (back-off e^n seconds, about a day in all), then kept as failed.
create function app_rules.job_max_attempts() returns integer
language sql immutable parallel safe as $$ select 12 $$;
-- What the nightly pruning keeps, in days.
create function app_rules.keep_function_requests_days() returns integer
language sql immutable parallel safe as $$ select 30 $$;
create function app_rules.keep_mail_outbox_days() returns integer
language sql immutable parallel safe as $$ select 30 $$;
create function app_rules.keep_image_logs_days() returns integer
language sql immutable parallel safe as $$ select 180 $$;
create function app_rules.keep_catalogue_audit_days() returns integer
language sql immutable parallel safe as $$ select 730 $$;
create function app_rules.keep_member_notices_days() returns integer
language sql immutable parallel safe as $$ select 180 $$;
-- Like every rule: anyone may read it (the web shows some of them).
grant execute on all functions in schema app_rules to public;

create function private.booking_starts_at(p_start_date date, p_time_zone text)
returns timestamptz
language sql stable parallel safe set search_path = '' as $$
  select (p_start_date + app_rules.meeting_time()::time) at time zone p_time_zone
$$;

-- The one way SQL adds a job. Owned by the database owner, which owns the queue's schema.
create function private.enqueue_job(
  task text,
  payload jsonb,
  run_at timestamptz default null,
  job_key text default null,
  max_attempts integer default null
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform graphile_worker.add_job(
    identifier => task,
    payload => payload::json,
    run_at => run_at,
    job_key => job_key,
    max_attempts => coalesce(max_attempts, app_rules.job_max_attempts())
  );
end
$$;
revoke execute on function private.enqueue_job(text, jsonb, timestamptz, text, integer) from public;
grant execute on function private.enqueue_job(text, jsonb, timestamptz, text, integer) to service_role;
grant execute on function private.booking_starts_at(date, text) to service_role;

-- A booking that becomes paid gets its confirmation now and its reminder before the start; a
-- cancelled one loses the reminder (its handler checks again, in case it was already running).
create function private.booking_jobs() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  remind_at timestamptz;
begin
  if new.status = 'paid' and (tg_op = 'INSERT' or old.status is distinct from 'paid') then
    perform private.enqueue_job('booking_confirmation', jsonb_build_object('bookingId', new.id),
      job_key => 'booking_confirmation:' || new.id);
    remind_at := private.booking_starts_at(new.start_date, new.time_zone)
      - make_interval(hours => app_rules.reminder_hours_before());
    if remind_at > now() then
      perform private.enqueue_job('booking_reminder', jsonb_build_object('bookingId', new.id),
        run_at => remind_at, job_key => 'booking_reminder:' || new.id);
    end if;
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    perform graphile_worker.remove_job('booking_reminder:' || new.id);
  end if;
  return null;
end
$$;
create trigger bookings_jobs after insert or update of status on public.bookings
  for each row execute function private.booking_jobs();

-- Cancellation and waiting-list mails: the notice row is the record, the job sends it.
create function private.member_notice_job() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_job('member_notice', jsonb_build_object('id', new.id),
    job_key => 'member_notice:' || new.id);
  return null;
end
$$;
create trigger member_notices_job after insert on private.member_notices
  for each row execute function private.member_notice_job();

-- Notices still waiting from before the queue.
select private.enqueue_job('member_notice', jsonb_build_object('id', id),
  job_key => 'member_notice:' || id)
  from private.member_notices where sent_at is null;

-- Which workers are alive: a worker that stops writing here (killed) has its jobs unlocked by
-- the others' sweep, so a job of a crashed gateway runs again within minutes, not hours.
create table private.job_workers (
  worker_id text primary key check (length(worker_id) between 1 and 200),
  host text not null check (length(host) <= 200),
  started_at timestamptz not null default now(),
  heartbeat_at timestamptz not null default now()
);
-- Only the queue's own connection (the database owner) reads and writes it.
alter table private.job_workers enable row level security;
revoke all on private.job_workers from public, anon, authenticated;

-- Old rows that nobody reads any more; run nightly by the queue, as service_role (the database
-- owner is no superuser on a managed database, so forced row-level security applies to it too).
grant delete on public.image_update_logs, public.catalogue_audit to service_role;
-- The audit stays append-only, except for rows past their retention.
create or replace function private.reject_audit_change() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'DELETE'
     and old.changed_at < now() - make_interval(days => app_rules.keep_catalogue_audit_days()) then
    return old;
  end if;
  raise exception 'catalogue_audit is append-only' using errcode = '42501';
end
$$;
create policy catalogue_audit_service_prune on public.catalogue_audit for delete to service_role
  using (true);

create function private.prune_old_records() returns jsonb
language plpgsql set search_path = '' as $$
declare
  result jsonb := '{}';
  target record;
  removed bigint;
begin
  for target in
    select * from (values
      ('private', 'function_requests', 'created_at', app_rules.keep_function_requests_days()),
      ('auth', 'mail_outbox', 'created_at', app_rules.keep_mail_outbox_days()),
      ('public', 'image_update_logs', 'created_at', app_rules.keep_image_logs_days()),
      ('public', 'catalogue_audit', 'changed_at', app_rules.keep_catalogue_audit_days()),
      ('private', 'member_notices', 'sent_at', app_rules.keep_member_notices_days())
    ) as kept (schema_name, table_name, time_column, keep_days)
  loop
    execute format('delete from %I.%I where %I < now() - make_interval(days => $1)',
                   target.schema_name, target.table_name, target.time_column)
      using target.keep_days;
    get diagnostics removed = row_count;
    result := result || jsonb_build_object(target.table_name, removed);
  end loop;
  return result;
end
$$;
revoke execute on function private.prune_old_records() from public;
grant execute on function private.prune_old_records() to service_role;

-- The one refusal of admin-only functions: 42501, which PostgREST answers 403.
create function private.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
end
$$;
grant execute on function private.require_admin() to authenticated, service_role;

-- A failed job that no worker holds: the only kind the admin may retry or discard.
create function private.is_idle_failed_job(p_id bigint) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from graphile_worker.jobs j
                  where j.id = p_id and j.attempts >= j.max_attempts and j.locked_at is null)
$$;

-- Failed jobs for the admin panel: what failed, how often and why; never the payload (a mail's
-- payload holds its one-time link).
create function public.failed_jobs(p_limit integer default 50)
returns table (id bigint, task text, attempts integer, max_attempts integer, last_error text,
               created_at timestamptz, run_at timestamptz, key text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select j.id, j.task_identifier, j.attempts::integer, j.max_attempts::integer,
           left(j.last_error, 2000), j.created_at, j.run_at, j.key
      from graphile_worker.jobs j
     where j.attempts >= j.max_attempts
     order by j.id desc
     limit least(greatest(coalesce(p_limit, 50), 1), 500);
end
$$;

-- Retry runs a failed job again now with its attempts reset; discard deletes it.
create function public.retry_failed_job(p_id bigint) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if not private.is_idle_failed_job(p_id) then
    return false;
  end if;
  perform graphile_worker.reschedule_jobs(array[p_id], run_at => now(), attempts => 0);
  return true;
end
$$;

create function public.discard_failed_job(p_id bigint) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if not private.is_idle_failed_job(p_id) then
    return false;
  end if;
  perform graphile_worker.complete_jobs(array[p_id]);
  return true;
end
$$;
revoke execute on function public.failed_jobs(integer), public.retry_failed_job(bigint),
  public.discard_failed_job(bigint) from public;
grant execute on function public.failed_jobs(integer), public.retry_failed_job(bigint),
  public.discard_failed_job(bigint) to authenticated, service_role;
