-- Tours on a map (issue 52, docs/decisions/047-meeting-points-and-routes.md): a tour's route
-- never has a place on a day after the tour ends.
--
-- `POST /functions/v1/catalogue-start-place` refuses a route whose last day is past the tour's
-- duration (route_day_beyond_tour). A tour shortened afterwards through the data API kept its
-- later route places; such an update is now refused with the same code and changes nothing.
-- The admin's form, shortening a tour and its route at once, saves the route first.

/** The day of a route's last place, 0 for an empty route (private.is_route keeps them in order). */
create function private.route_last_day(route jsonb) returns integer
language sql immutable set search_path = '' as $$
  select coalesce(max((stop ->> 'day')::integer), 0) from jsonb_array_elements(route) as stop
$$;

create function private.refuse_route_beyond_tour() returns trigger
language plpgsql set search_path = '' as $$
declare
  last_day integer := private.route_last_day(new.route);
begin
  if last_day > new.duration_days then
    raise exception 'A route place is on a day after the tour ends.'
      using errcode = 'PT422', hint = 'route_day_beyond_tour',
        detail = jsonb_build_object('error', 'A route place is on a day after the tour ends.',
          'day', last_day, 'durationDays', new.duration_days)::text;
  end if;
  return new;
end
$$;

create trigger tours_route_within_duration before update of duration_days on public.tours
  for each row when (new.duration_days is distinct from old.duration_days)
  execute function private.refuse_route_beyond_tour();

grant execute on function private.route_last_day(jsonb) to anon, authenticated, service_role;
