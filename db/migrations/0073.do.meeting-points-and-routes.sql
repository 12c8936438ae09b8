-- Tours on a map (issue 52, docs/decisions/047-meeting-points-and-routes.md): where a tour or a
-- micro-tour meets, and the places a tour passes.
--
-- - Meeting point: the existing `meeting_point` text stays its description (translated as
--   before); `meeting_lat`/`meeting_lng` say where it is, both or neither. Picked from the
--   gazetteer or a dragged pin, so it is a point, not a gazetteer place.
-- - Route (tours): `route` holds the ordered places of its itinerary days, each a gazetteer place
--   with the day it belongs to ({day, id, name, country, lat, lng}; days never go back; at most
--   60 places, ROUTE_PLACES_MAX in domain/src/catalogue-places.ts). Its end place is five
--   columns like its start place (0055), all or none.
--
-- All of them are written by the server only (POST /functions/v1/catalogue-start-place, which
-- takes names and coordinates from its gazetteer and checks a dragged pin), guarded like the
-- start place by private.refuse_server_column_write (0061). Coordinates are checked here too:
-- numbers inside Europe's bounds (EUROPE_BOUNDS in domain/src/start-place.ts). NaN and the
-- infinities fail `between`, so a double column cannot hold them either.

create function private.is_in_europe(lat double precision, lng double precision) returns boolean
language sql immutable set search_path = '' as $$
  select lat between 27 and 72 and lng between -32 and 41
$$;

/** A tour's route: an array of at most 60 places, each exactly {day, id, name, country, lat, lng}. */
create function private.is_route(value jsonb) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  place jsonb;
  previous_day integer := 1;
begin
  if jsonb_typeof(value) is distinct from 'array' or jsonb_array_length(value) > 60 then
    return false;
  end if;
  for place in select element from jsonb_array_elements(value) as element loop
    if jsonb_typeof(place) <> 'object'
       or (select array_agg(key order by key) from jsonb_object_keys(place) as key)
          <> array['country', 'day', 'id', 'lat', 'lng', 'name']
       or jsonb_typeof(place -> 'day') <> 'number'
       or jsonb_typeof(place -> 'id') <> 'number'
       or jsonb_typeof(place -> 'lat') <> 'number'
       or jsonb_typeof(place -> 'lng') <> 'number'
       or jsonb_typeof(place -> 'name') <> 'string'
       or jsonb_typeof(place -> 'country') <> 'string' then
      return false;
    end if;
    if (place ->> 'day')::numeric not between previous_day and 365
       or (place ->> 'day')::numeric <> trunc((place ->> 'day')::numeric)
       or (place ->> 'id')::numeric not between 1 and 2147483647
       or (place ->> 'id')::numeric <> trunc((place ->> 'id')::numeric)
       or char_length(place ->> 'name') not between 1 and 200
       or (place ->> 'country') !~ '^[A-Z]{2}$'
       or not private.is_in_europe((place ->> 'lat')::double precision,
                                   (place ->> 'lng')::double precision) then
      return false;
    end if;
    previous_day := (place ->> 'day')::integer;
  end loop;
  return true;
end
$$;

grant execute on function
  private.is_in_europe(double precision, double precision), private.is_route(jsonb)
  to anon, authenticated, service_role;

alter table public.tours
  add column meeting_lat double precision,
  add column meeting_lng double precision,
  add constraint tours_meeting_point_whole check (num_nonnulls(meeting_lat, meeting_lng) in (0, 2)),
  add constraint tours_meeting_point_in_europe check (private.is_in_europe(meeting_lat, meeting_lng)),
  add column route jsonb not null default '[]'::jsonb check (private.is_route(route)),
  add column end_place_id integer check (end_place_id > 0),
  add column end_place_name text check (char_length(end_place_name) between 1 and 200),
  add column end_country text check (end_country ~ '^[A-Z]{2}$'),
  add column end_lat double precision,
  add column end_lng double precision,
  add constraint tours_end_place_whole check (
    num_nonnulls(end_place_id, end_place_name, end_country, end_lat, end_lng) in (0, 5)),
  add constraint tours_end_place_in_europe check (private.is_in_europe(end_lat, end_lng));

alter table public.micro_tours
  add column meeting_lat double precision,
  add column meeting_lng double precision,
  add constraint micro_tours_meeting_point_whole check (
    num_nonnulls(meeting_lat, meeting_lng) in (0, 2)),
  add constraint micro_tours_meeting_point_in_europe check (
    private.is_in_europe(meeting_lat, meeting_lng));

-- The guard of 0061 counted null and false as "no value" in an insert; an empty route (the
-- column's default) is none either, so an admin's new tour is not refused for it.
create or replace function private.refuse_server_column_write() returns trigger
language plpgsql set search_path = '' as $$
declare
  new_row jsonb;
  old_row jsonb;
begin
  if current_user not in ('anon', 'authenticated')
     or coalesce(current_setting(tg_argv[0], true), '') = 'on' then
    return new;
  end if;
  new_row := to_jsonb(new);
  old_row := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  if exists (
    select from unnest(tg_argv[4:]) as guarded(name)
    where case
      when tg_op = 'INSERT' then
        coalesce(new_row -> guarded.name, 'null') not in ('null', 'false', '[]')
      else new_row -> guarded.name is distinct from old_row -> guarded.name
    end
  ) then
    raise exception '% (%)', tg_argv[2], tg_argv[3]
      using errcode = 'PT403', hint = tg_argv[1],
        detail = jsonb_build_object('error', tg_argv[2])::text;
  end if;
  return new;
end
$$;

create trigger tours_refuse_places_write before insert or update on public.tours
  for each row execute function private.refuse_server_column_write(
    'app.places_checked', 'places_write_refused',
    'A meeting point or a route is picked from the gazetteer or a pin',
    'POST /functions/v1/catalogue-start-place',
    'meeting_lat', 'meeting_lng', 'route', 'end_place_id', 'end_place_name', 'end_country',
    'end_lat', 'end_lng');

create trigger micro_tours_refuse_places_write before insert or update on public.micro_tours
  for each row execute function private.refuse_server_column_write(
    'app.places_checked', 'places_write_refused',
    'A meeting point is picked from the gazetteer or a pin',
    'POST /functions/v1/catalogue-start-place',
    'meeting_lat', 'meeting_lng');
