-- A change that causes jobs adds them all in one call of graphile-worker's add_jobs. Each
-- add_job call went through two more PL/pgSQL layers and a notification of its own: a paid booking
-- (a confirmation and a reminder) spent 1.25 ms of its 2.6 ms in PostgreSQL enqueueing them, and
-- now spends about 0.4 ms (bench/RESULTS.md, "Bookings and the job queue").

-- One job as the queue takes it, with the project's defaults.
create function private.job_spec(
  task text,
  payload jsonb,
  run_at timestamptz default null,
  job_key text default null,
  max_attempts integer default null
) returns graphile_worker.job_spec
language sql stable set search_path = '' as $$
  select row(task, payload::json, null, run_at,
             coalesce(max_attempts, app_rules.job_max_attempts())::smallint, job_key, null,
             null)::graphile_worker.job_spec
$$;

-- The one way SQL adds jobs. A job key already queued and not yet running is replaced, as
-- add_job's default does.
create function private.enqueue_jobs(specs graphile_worker.job_spec[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if cardinality(specs) > 0 then
    perform graphile_worker.add_jobs(specs);
  end if;
end
$$;

create or replace function private.enqueue_job(
  task text,
  payload jsonb,
  run_at timestamptz default null,
  job_key text default null,
  max_attempts integer default null
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.enqueue_jobs(
    array[private.job_spec(task, payload, run_at, job_key, max_attempts)]);
end
$$;

revoke execute on function private.job_spec(text, jsonb, timestamptz, text, integer) from public;
revoke execute on function private.enqueue_jobs(graphile_worker.job_spec[]) from public;
grant execute on function private.job_spec(text, jsonb, timestamptz, text, integer) to service_role;
grant execute on function private.enqueue_jobs(graphile_worker.job_spec[]) to service_role;

create or replace function private.booking_jobs() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  remind_at timestamptz;
  jobs graphile_worker.job_spec[];
begin
  if new.status = 'paid' and (tg_op = 'INSERT' or old.status is distinct from 'paid') then
    jobs := array[private.job_spec('booking_confirmation', jsonb_build_object('bookingId', new.id),
      job_key => 'booking_confirmation:' || new.id)];
    remind_at := private.booking_starts_at(new.start_date, new.time_zone)
      - make_interval(hours => app_rules.reminder_hours_before());
    if remind_at > now() then
      jobs := jobs || private.job_spec('booking_reminder', jsonb_build_object('bookingId', new.id),
        run_at => remind_at, job_key => 'booking_reminder:' || new.id);
    end if;
    perform private.enqueue_jobs(jobs);
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    perform graphile_worker.remove_job('booking_reminder:' || new.id);
  end if;
  return null;
end
$$;
