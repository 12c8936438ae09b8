-- After migration 0026: each check raises, and so fails the test, on the first difference.
do $$
declare
  fixed uuid := '00000000-0000-4000-8000-0000000000a1';
  free uuid := '00000000-0000-4000-8000-0000000000a2';
  walk uuid := '00000000-0000-4000-8000-0000000000c1';
  found_row record;
begin
  -- The fixed dates are scheduled departures of group_size seats, listed as before (sorted).
  if (select available_dates from public.tours where id = fixed)
     is distinct from array[current_date + 20, current_date + 40] then
    raise exception 'available_dates changed: %', (select available_dates from public.tours where id = fixed);
  end if;
  select * into found_row from public.departures where tour_id = fixed and start_date = current_date + 20;
  if found_row is null or found_row.capacity <> 6 or found_row.seats_taken <> 2
     or not found_row.scheduled or found_row.status <> 'open' then
    raise exception 'fixed departure wrong: %', found_row;
  end if;
  if not exists (select 1 from public.departures
                  where tour_id = fixed and start_date = current_date + 40 and seats_taken = 0) then
    raise exception 'the unsold fixed date has no departure';
  end if;
  -- A date sold past the group size keeps every booking: its capacity is what was sold.
  select * into found_row from public.departures where tour_id = free and start_date = current_date + 9;
  if found_row is null or found_row.capacity <> 5 or found_row.seats_taken <> 5 or found_row.scheduled then
    raise exception 'free-date departure wrong: %', found_row;
  end if;
  if (select available_dates from public.tours where id = free) <> '{}' then
    raise exception 'a free-date tour got fixed dates';
  end if;
  select * into found_row from public.departures where micro_tour_id = walk;
  if found_row is null or found_row.capacity <> 20 or found_row.seats_taken <> 4 then
    raise exception 'micro-tour departure wrong: %', found_row;
  end if;
  -- Every booking has its departure and the policy the site promised when it was sold.
  if exists (select 1 from public.bookings b
              where b.departure_id is null or b.refund_tiers <> app_rules.refund_tiers()
                 or b.start_date <> (select d.start_date from public.departures d where d.id = b.departure_id)) then
    raise exception 'a booking without its departure or policy';
  end if;
  if (select array_agg(time_zone order by id) from public.bookings)
     <> array['Europe/Lisbon', 'Europe/Helsinki', 'Europe/Helsinki', 'Europe/Lisbon', 'Europe/Vienna'] then
    raise exception 'time zones wrong: %', (select array_agg(time_zone order by id) from public.bookings);
  end if;
  -- The old cancelled booking stays as it was: no refund invented for it.
  if (select refund_eur from public.bookings where id = '00000000-0000-4000-8000-0000000000b4') is not null then
    raise exception 'a refund was invented for an old cancellation';
  end if;
end
$$;
