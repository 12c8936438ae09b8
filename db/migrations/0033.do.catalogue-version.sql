-- One number that changes whenever the public catalogue may have changed: the gateway tags
-- anonymous catalogue reads with it (ETag) and answers a revalidation that names the current
-- number with 304, without asking PostgREST (decision 022). Every gateway follows it through
-- LISTEN catalogue_version.
create table private.catalogue_version (
  only_row boolean primary key default true check (only_row),
  version bigint not null
);
alter table private.catalogue_version enable row level security;
revoke all on private.catalogue_version from public, anon, authenticated;
grant select on private.catalogue_version to service_role;
create policy catalogue_version_read on private.catalogue_version
  for select to service_role using (true);

-- Milliseconds of the clock, never below the last number plus one: a restored or re-created
-- database never hands out a number an earlier one already gave to other data.
insert into private.catalogue_version (version)
values ((extract(epoch from clock_timestamp()) * 1000)::bigint);

create function private.bump_catalogue_version() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  next_version bigint;
begin
  -- Statement triggers fire even when no row changed (sync_available_dates after every
  -- booking): only a statement that changed rows moves the number.
  if tg_op <> 'TRUNCATE' then
    if not exists (select 1 from changed_rows) then
      return null;
    end if;
  end if;
  update private.catalogue_version
     set version = greatest(version + 1, (extract(epoch from clock_timestamp()) * 1000)::bigint)
   returning version into next_version;
  perform pg_notify('catalogue_version', next_version::text);
  return null;
end
$$;
revoke all on function private.bump_catalogue_version() from public;

-- A statement trigger per table and event: transition tables need one event per trigger.
do $$
declare
  target text;
  event record;
begin
  foreach target in array array['tours', 'micro_tours'] loop
    for event in
      select * from (values ('insert', 'new'), ('update', 'new'), ('delete', 'old'),
                            ('truncate', null)) as e(name, transition)
    loop
      execute format(
        'create trigger %I after %s on public.%I %s for each statement '
        'execute function private.bump_catalogue_version()',
        target || '_version_' || event.name, event.name, target,
        case when event.transition is null then ''
             else format('referencing %s table as changed_rows', event.transition) end);
    end loop;
  end loop;
end
$$;
