-- Works for a database owner that is not a superuser (see docs/decisions/005-database-roles.md).
-- Nothing relies on BYPASSRLS or on the owner skipping row-level security any more: every table
-- keeps RLS enabled and forced, and service_role reaches rows through policies of its own.

-- An embedded (superuser-made) cluster created service_role with BYPASSRLS; drop it so both kinds
-- of host behave alike and a missing policy shows in every test run.
do $$
begin
  if (select rolbypassrls from pg_roles where rolname = 'service_role')
     and (select rolsuper from pg_roles where rolname = current_user) then
    alter role service_role nobypassrls;
  end if;
end
$$;

-- The server's own work (accounts, sessions, e-mail, counters, storage metadata, seeding) runs
-- as service_role through the authenticator login.
grant select, insert, update, delete on auth.sessions, auth.refresh_tokens,
  auth.one_time_tokens, auth.mail_outbox, auth.rate_limits to service_role;
grant usage on all sequences in schema auth to service_role;

do $$
declare
  t record;
begin
  for t in
    select n.nspname, c.relname
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname in ('public', 'auth', 'storage')
  loop
    execute format(
      'create policy service_role_all on %I.%I for all to service_role using (true) with check (true)',
      t.nspname, t.relname);
  end loop;
end
$$;

-- Security-definer functions ran as the migrating login, which forced RLS stops unless it is a
-- superuser. service_role owns them now: its policies and grants are exactly what they need.
grant create on schema private to service_role;
alter function private.apply_wallet_transaction() owner to service_role;
alter function private.create_wallet_for_user() owner to service_role;
revoke create on schema private from service_role;

-- Each write of an object stores its bytes as a new version and then points the row at it, so a
-- failed write never leaves a row without its bytes or bytes without their row.
alter table storage.objects add column version text check (version ~ '^[0-9a-f]{8,64}$');
