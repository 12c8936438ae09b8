-- Roles are cluster-wide, so each is created only when missing (an external server may have them).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- The password is set at start-up by the server (or by the operator for an external PostgREST).
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit login;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- Functions are not executable by everyone unless granted explicitly.
alter default privileges revoke execute on functions from public;

create schema if not exists auth;
create schema if not exists storage;
-- Internal helpers (triggers, admin checks); never exposed through PostgREST.
create schema if not exists private;
grant usage on schema auth, storage, private to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- PostgREST puts the verified JWT claims into request.jwt.claims; the setting may be ''.
create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb)
$$;

create function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

-- Admin rights come only from app_metadata, which only the server writes.
create function private.is_admin() returns boolean
language sql stable
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = 'admin', false)
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), private.is_admin()
  to anon, authenticated, service_role;

create function private.set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Accounts. The auth service owns this table; other services only reference users by id.
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null check (email = lower(btrim(email)) and length(email) between 3 and 320),
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb check (jsonb_typeof(raw_app_meta_data) = 'object'),
  raw_user_meta_data jsonb not null default '{}'::jsonb check (jsonb_typeof(raw_user_meta_data) = 'object'),
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_key unique (email)
);
create trigger users_set_updated_at before update on auth.users
  for each row execute function private.set_updated_at();
alter table auth.users enable row level security;
alter table auth.users force row level security;
grant all on auth.users to service_role;
