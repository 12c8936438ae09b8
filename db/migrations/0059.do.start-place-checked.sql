-- A tour's and a micro-tour's start place is a real gazetteer place (issue 49, decision 030).
--
-- The gazetteer (GeoNames, Europe) lives in the server, not in the database, so the five start
-- columns are written only by the server: the service role, the seed, and
-- POST /functions/v1/catalogue-start-place, which looks the admin's place id up in the gazetteer,
-- takes its name, country and coordinates from there, and writes them as the admin (so the
-- change is audited) after setting `app.start_place_checked` in its transaction, a setting no
-- /rest/v1 request can make. An admin's PostgREST write may not give a place made-up coordinates.
-- The transport (rail / coach) is no such claim and stays writable like the other columns.

create function private.refuse_start_place_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated')
     and coalesce(current_setting('app.start_place_checked', true), '') <> 'on'
     and (tg_op = 'INSERT' and num_nonnulls(new.start_place_id, new.start_place_name,
                                            new.start_country, new.start_lat, new.start_lng) > 0
          or tg_op = 'UPDATE' and (
            new.start_place_id is distinct from old.start_place_id
            or new.start_place_name is distinct from old.start_place_name
            or new.start_country is distinct from old.start_country
            or new.start_lat is distinct from old.start_lat
            or new.start_lng is distinct from old.start_lng)) then
    raise exception 'A start place is picked from the gazetteer (POST /functions/v1/catalogue-start-place)'
      using errcode = 'PT403', hint = 'start_place_write_refused',
        detail = jsonb_build_object('error', 'A start place is picked from the gazetteer')::text;
  end if;
  return new;
end
$$;

create trigger tours_refuse_start_place_write before insert or update on public.tours
  for each row execute function private.refuse_start_place_write();

create trigger micro_tours_refuse_start_place_write before insert or update on public.micro_tours
  for each row execute function private.refuse_start_place_write();
