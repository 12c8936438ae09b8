-- Where each tour and micro-tour starts, the transport its CO₂ saving counts, and a member's
-- home city (issue 49, docs/decisions/030-co2-saved.md). A place is a GeoNames gazetteer entry:
-- its id, its name as picked, its ISO 3166-1 alpha-2 country and its coordinates. A catalogue row
-- has all of them or none (a row without a start shows no saving); the figure itself is computed
-- by the one domain function (domain/src/trip-footprint.ts), never stored.

alter table public.tours
  add column start_place_id integer check (start_place_id > 0),
  add column start_place_name text check (char_length(start_place_name) between 1 and 200),
  add column start_country text check (start_country ~ '^[A-Z]{2}$'),
  add column start_lat double precision check (start_lat between -90 and 90),
  add column start_lng double precision check (start_lng between -180 and 180),
  -- How the traveller reaches the start and goes home: the train unless the tour says coach.
  add column footprint_transport text not null default 'rail'
    check (footprint_transport in ('rail', 'coach')),
  add constraint tours_start_place_whole check (
    num_nonnulls(start_place_id, start_place_name, start_country, start_lat, start_lng) in (0, 5));

alter table public.micro_tours
  add column start_place_id integer check (start_place_id > 0),
  add column start_place_name text check (char_length(start_place_name) between 1 and 200),
  add column start_country text check (start_country ~ '^[A-Z]{2}$'),
  add column start_lat double precision check (start_lat between -90 and 90),
  add column start_lng double precision check (start_lng between -180 and 180),
  add column footprint_transport text not null default 'rail'
    check (footprint_transport in ('rail', 'coach')),
  add constraint micro_tours_start_place_whole check (
    num_nonnulls(start_place_id, start_place_name, start_country, start_lat, start_lng) in (0, 5));

-- A member's home city, kept on the account: readable and writable by that member only (and the
-- service, which counts a member's savings). One row per member.
create table public.member_home_places (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  place_id integer not null check (place_id > 0),
  name text not null check (char_length(name) between 1 and 200),
  country text not null check (country ~ '^[A-Z]{2}$'),
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  updated_at timestamptz not null default now()
);

alter table public.member_home_places enable row level security;
alter table public.member_home_places force row level security;

grant select, insert, update, delete on table public.member_home_places to authenticated;
grant select, insert, update, delete on table public.member_home_places to service_role;

create policy member_home_places_own on public.member_home_places
  for all to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

create policy service_role_all on public.member_home_places
  for all to service_role using (true) with check (true);

create trigger member_home_places_set_updated_at before update on public.member_home_places
  for each row execute function private.set_updated_at();
