-- A departure stops selling before it starts, in its own time zone: no booking, no place on the
-- waiting list and no booking from the waiting list once it has closed. Tours close when their
-- start day begins there (as their waiting lists and cancellations already did); micro-tours,
-- which sell the same day, close a set time before their meeting time. The web reads the same
-- rule through db-rules.ts (domain/src/departure-sales.ts, checked against sales-cases.ts).

-- Micro-tours stop selling this many hours before they start (app_rules.meeting_time, local).
create function app_rules.micro_tour_booking_close_hours() returns integer
language sql immutable parallel safe as $$ select 2 $$;
grant execute on function app_rules.micro_tour_booking_close_hours() to public;

-- Whether a departure on `start_date` in `time_zone` still sells at `at`. Compared on the local
-- wall clock, as a traveller there reads it.
create function private.departure_on_sale(start_date date, time_zone text, is_micro_tour boolean,
                                          at timestamptz) returns boolean
language sql stable parallel safe set search_path = '' as $$
  select (at at time zone time_zone) < case
    when is_micro_tour then start_date + app_rules.meeting_time()::time
                            - make_interval(hours => app_rules.micro_tour_booking_close_hours())
    else start_date::timestamp end
$$;

-- Refuses a date whose departure no longer sells (the bookings' own refusal, date_unavailable).
create function private.check_on_sale(start_date date, country text, is_micro_tour boolean)
returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.departure_on_sale(start_date, private.country_time_zone(country), is_micro_tour,
                                   now()) then
    perform private.refuse('422', 'date_unavailable',
      case when is_micro_tour
        then format('Bookings close %s hours before the start. Please choose a later date.',
                    app_rules.micro_tour_booking_close_hours())
        else 'This tour has already started. Please choose a later date.' end);
  end if;
end
$$;

-- Joining the line, booking from it and keeping holds follow the same rule.
create or replace function private.departure_started(departure public.departures) returns boolean
language sql stable set search_path = '' as $$
  select not private.departure_on_sale(departure.start_date,
    private.country_time_zone((private.departure_tour(departure)).country),
    departure.micro_tour_id is not null, now())
$$;

-- The booking functions of 0026, each checking the date is still on sale before taking seats.
create or replace function wallet.book_tour(tour_id uuid, start_date date, travelers integer,
  addon_ids uuid[], base_total_eur numeric, addons_total_eur numeric, grand_total_eur numeric,
  idempotency_key text default null, request_hash text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'process-booking', idempotency_key, request_hash);
  tour record;
  chosen uuid[] := coalesce(addon_ids, '{}');
  addon_count integer;
  addon_price numeric;
  base_total numeric;
  addons_total numeric;
  departure public.departures;
  balance numeric;
begin
  if earlier is not null then
    return earlier;
  end if;
  perform private.check_travelers(travelers);
  select t.id, t.title, t.country, t.price_eur::numeric as price, t.category, t.available_dates,
         t.group_size
    into tour from public.tours t where t.id = book_tour.tour_id;
  if not found then
    perform private.refuse('404', 'tour_not_found', 'Tour not found');
  end if;
  perform private.check_start_date(start_date, tour.available_dates);
  perform private.check_on_sale(start_date, tour.country, false);
  if array_position(chosen, null) is not null
     or cardinality(chosen) <> (select count(distinct a) from unnest(chosen) a) then
    perform private.refuse('400', 'validation_failed', 'Each add-on can be chosen once.');
  end if;
  select count(*), coalesce(sum(a.price_eur), 0)
    into addon_count, addon_price
    from public.tour_addons(tour.id) a
   where a.id = any (chosen);
  if addon_count <> cardinality(chosen) then
    perform private.refuse('422', 'addon_unavailable',
      'One or more add-ons are not available for this tour.');
  end if;

  base_total := tour.price * travelers;
  addons_total := addon_price * travelers;
  if base_total_eur is distinct from base_total
     or addons_total_eur is distinct from addons_total
     or grand_total_eur is distinct from base_total + addons_total then
    perform private.refuse('409', 'price_changed',
      'The price has changed. Please review the total and try again.',
      jsonb_build_object('baseTotalEUR', base_total, 'addOnsTotalEUR', addons_total,
                         'grandTotalEUR', base_total + addons_total));
  end if;

  departure := private.take_seats(tour.id, null, start_date, travelers, tour.group_size);
  balance := private.lock_wallet_for_booking(member);
  if balance < base_total + addons_total then
    perform private.refuse_shortage('insufficient_funds', balance, base_total + addons_total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, departure, tour.title, tour.country, travelers, chosen,
                        base_total, addons_total, idempotency_key));
end
$$;

create or replace function wallet.book_micro_tour(micro_tour_id uuid, travelers integer,
  start_date date, idempotency_key text default null, request_hash text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'confirm-micro-tour-booking', idempotency_key,
                                         request_hash);
  micro record;
  total numeric;
  departure public.departures;
  balance numeric;
begin
  if earlier is not null then
    return earlier;
  end if;
  perform private.check_travelers(travelers);
  select m.id, m.title, m.country, m.price_eur::numeric as price, m.daily_capacity
    into micro from public.micro_tours m where m.id = book_micro_tour.micro_tour_id;
  if not found then
    perform private.refuse('404', 'micro_tour_not_found', 'Micro-tour not found');
  end if;
  perform private.check_start_date(start_date, '{}');
  perform private.check_on_sale(start_date, micro.country, true);
  total := micro.price * travelers;
  departure := private.take_seats(null, micro.id, start_date, travelers, micro.daily_capacity);
  balance := private.lock_wallet_for_booking(member);
  if balance < total then
    perform private.refuse_shortage('insufficient_funds', balance, total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, departure, micro.title, micro.country, travelers, '{}',
                        total, 0, idempotency_key));
end
$$;

grant create on schema private to service_role;
alter function private.departure_on_sale(date, text, boolean, timestamptz) owner to service_role;
alter function private.check_on_sale(date, text, boolean) owner to service_role;
revoke create on schema private from service_role;

-- The calling member's places in line on some departures (the tour page's waiting list): the
-- place counts every member waiting, whose entries row-level security hides from the caller.
create function public.my_waitlist_places(p_departure_ids uuid[])
returns table (id uuid, departure_id uuid, travelers integer, hold_eur numeric, place bigint)
language sql stable security definer set search_path = '' as $$
  select e.id, e.departure_id, e.travelers, e.hold_eur::numeric,
         (select count(*) from public.waitlist_entries o
           where o.departure_id = e.departure_id and o.status = 'waiting'
             and (o.created_at, o.id) <= (e.created_at, e.id))
    from public.waitlist_entries e
   where e.user_id = auth.uid() and e.status = 'waiting'
     and e.departure_id = any (p_departure_ids)
   order by e.departure_id
$$;
revoke execute on function public.my_waitlist_places(uuid[]) from public;
grant execute on function public.my_waitlist_places(uuid[]) to authenticated;
-- Owned by service_role like public.departure_bookings: its policy lets it count every entry.
grant create on schema public to service_role;
alter function public.my_waitlist_places(uuid[]) owner to service_role;
revoke create on schema public from service_role;
