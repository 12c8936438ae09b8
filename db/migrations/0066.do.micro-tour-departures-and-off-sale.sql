-- What an operator runs every day (issue 50, docs/decisions/039-micro-tour-departures-and-off-sale.md).
-- 1. A micro-tour's departures screen: per day and start time, seats, bookings, waiting list and
--    state (admin_micro_tour_slots), and the changes an operator makes to it, each one call and
--    one transaction: a slot's capacity (set_micro_tour_slot_capacity, never below the seats
--    sold), closing, reopening or cancelling one slot or a whole day
--    (change_micro_tour_slots; cancelling refunds through the departures' own trigger, 0026),
--    and a one-off extra start time on a date (add_micro_tour_slot). A start time of the weekly
--    plan that has no departure yet is made when it is acted on, in the state asked for.
-- 2. A tour or micro-tour can be taken off sale (tours.on_sale, micro_tours.on_sale): no new
--    booking, date change into it or waiting-list entry; its bookings, tickets, reviews and page
--    stay. The public lists leave it out by their own filter (the rows stay readable: members'
--    bookings and the page read them).
-- Every new function checks private.is_admin() itself: they run as service_role (the owner of a
-- managed database is no superuser), whose policies let it past every row.

alter table public.tours add column on_sale boolean not null default true;
alter table public.micro_tours add column on_sale boolean not null default true;

-- Refuses a sale of a tour or micro-tour taken off sale: its bookings stay valid.
create function private.check_listing_on_sale(tour_id uuid, micro_tour_id uuid) returns void
language plpgsql stable set search_path = '' as $$
begin
  if tour_id is not null
     and exists (select 1 from public.tours t
                  where t.id = check_listing_on_sale.tour_id and not t.on_sale) then
    perform private.refuse('422', 'not_on_sale',
      'This tour is not on sale at the moment. Please choose another tour.');
  end if;
  if micro_tour_id is not null
     and exists (select 1 from public.micro_tours m
                  where m.id = check_listing_on_sale.micro_tour_id and not m.on_sale) then
    perform private.refuse('422', 'not_on_sale',
      'This micro-tour is not on sale at the moment. Please choose another micro-tour.');
  end if;
end
$$;

-- Seats are taken by every sale (book_tour, book_micro_tour, change_booking_date, a booking
-- written without a departure): each is refused for a listing off sale. Members already on a
-- waiting list keep their place; a freed seat still goes to them (promote_waitlist).
CREATE OR REPLACE FUNCTION private.take_seats(tour_id uuid, micro_tour_id uuid, start_date date, start_time time without time zone, travelers integer, default_capacity integer)
 RETURNS public.departures
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  departure public.departures;
  seats_left integer;
  attempt integer;
begin
  -- A tour or micro-tour taken off sale sells no seats (its bookings stay valid).
  perform private.check_listing_on_sale(take_seats.tour_id, take_seats.micro_tour_id);
  for attempt in 1..2 loop
    if tour_id is not null then
      select * into departure from public.departures d
       where d.tour_id = take_seats.tour_id and d.start_date = take_seats.start_date for update;
    else
      select * into departure from public.departures d
       where d.micro_tour_id = take_seats.micro_tour_id and d.start_date = take_seats.start_date
         and d.start_time = take_seats.start_time
         for update;
    end if;
    exit when found;
    if micro_tour_id is not null
       and not take_seats.start_time in (select private.micro_tour_times_on(micro_tour_id,
                                                                            take_seats.start_date)) then
      perform private.refuse('422', 'date_unavailable',
        'This micro-tour does not start at that time on this date. Please choose another time.');
    end if;
    insert into public.departures (tour_id, micro_tour_id, start_date, start_time, capacity,
                                   scheduled)
    values (tour_id, micro_tour_id, start_date, take_seats.start_time, default_capacity, false)
    on conflict do nothing;
  end loop;
  if departure.status <> 'open' then
    perform private.refuse('422', 'date_unavailable',
      case departure.status when 'cancelled' then 'This departure was cancelled. Please choose another date.'
                            else 'This date is no longer on sale. Please choose another date.' end);
  end if;
  seats_left := departure.capacity - departure.seats_taken;
  if seats_left < travelers then
    perform private.refuse('409', 'sold_out',
      case when seats_left = 0 then 'Sold out'
           when seats_left = 1 then 'Only 1 seat left for this date.'
           else format('Only %s seats left for this date.', seats_left) end,
      jsonb_build_object('seatsLeft', seats_left, 'departureId', departure.id));
  end if;
  update public.departures d set seats_taken = d.seats_taken + travelers
   where d.id = departure.id returning * into departure;
  return departure;
end
$function$;

-- A date change into a tour off sale is refused in its quote, before anything moves.
CREATE OR REPLACE FUNCTION private.date_change_quote(booking public.bookings, new_date date)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  terms jsonb := booking.date_change_terms;
  tour record;
  departure public.departures;
  departure_found boolean;
  fee numeric;
  difference numeric;
  seats_left integer;
  refusal jsonb;
  refused_message text;
  refused_code text;
  refused_state text;
  refused_detail text;
begin
  if booking.status = 'cancelled' then
    refusal := jsonb_build_object('status', '409', 'code', 'booking_already_cancelled',
      'message', 'This booking is already cancelled.');
  elsif booking.status <> 'paid' then
    refusal := jsonb_build_object('status', '422', 'code', 'booking_not_paid',
      'message', 'Only a paid booking can move to another date.');
  elsif booking.tour_id is null then
    refusal := jsonb_build_object('status', '422', 'code', 'date_change_not_offered',
      'message', 'A micro-tour booking cannot move to another date: cancel it and book the new date instead.');
  else
    select t.price_eur::numeric as price, t.country, t.group_size, t.available_dates,
           t.on_sale
      into tour from public.tours t where t.id = booking.tour_id;
    fee := case
      when booking.date_changes < (terms ->> 'freeChangesWithAddOn')::integer
           and exists (select 1 from public.addons a
                        where a.id = any (booking.addon_ids) and a.grants_free_date_change)
        then 0
      else (terms ->> 'feePerTravelerEur')::numeric * booking.travelers end;
    difference := tour.price * booking.travelers - booking.base_total_eur;
    if not private.date_change_open(terms, booking.start_date, booking.time_zone, now()) then
      refusal := jsonb_build_object('status', '422', 'code', 'date_change_closed',
        'message', format('Date changes close %s days before the tour starts.',
                          terms ->> 'closesDaysBefore'),
        'details', jsonb_build_object('closesDaysBefore', (terms ->> 'closesDaysBefore')::integer));
    elsif not tour.on_sale then
      refusal := jsonb_build_object('status', '422', 'code', 'not_on_sale',
        'message', 'This tour is not on sale at the moment. Your booking stays as it is.');
    elsif new_date is null then
      refusal := jsonb_build_object('status', '400', 'code', 'validation_failed',
        'message', 'Please select a tour date.');
    elsif new_date = booking.start_date then
      refusal := jsonb_build_object('status', '422', 'code', 'same_date',
        'message', 'Your booking is already on this date. Please choose another date.');
    else
      -- The booking functions' own date checks, their refusal read back as an answer.
      begin
        perform private.check_start_date(new_date, tour.available_dates);
        perform private.check_on_sale(new_date, null, tour.country, false);
      exception when sqlstate 'PT422' or sqlstate 'PT400' then
        get stacked diagnostics refused_message = message_text, refused_code = pg_exception_hint,
                                refused_state = returned_sqlstate,
                                refused_detail = pg_exception_detail;
        -- Its figures too (private.refuse's DETAIL less the sentence).
        refusal := jsonb_build_object('status', substr(refused_state, 3), 'code', refused_code,
          'message', refused_message,
          'details', coalesce(refused_detail, '{}')::jsonb - 'error');
      end;
      if refusal is null then
        select * into departure from public.departures d
         where d.tour_id = booking.tour_id and d.start_date = new_date;
        departure_found := found;
        seats_left := case when departure_found then departure.capacity - departure.seats_taken
                           else tour.group_size end;
        if departure_found and departure.status <> 'open' then
          refusal := jsonb_build_object('status', '422', 'code', 'date_unavailable',
            'message', case departure.status
              when 'cancelled' then 'This departure was cancelled. Please choose another date.'
              else 'This date is no longer on sale. Please choose another date.' end);
        elsif seats_left < booking.travelers then
          refusal := jsonb_build_object('status', '409', 'code', 'sold_out',
            'message', case when seats_left <= 0 then 'Sold out'
                            when seats_left = 1 then 'Only 1 seat left for this date.'
                            else format('Only %s seats left for this date.', seats_left) end);
        end if;
      end if;
    end if;
  end if;
  return jsonb_build_object(
    'allowed', refusal is null,
    'code', refusal ->> 'code',
    'message', refusal ->> 'message',
    'status', refusal ->> 'status',
    'fee', fee,
    'priceDifference', difference,
    'toPay', greatest(fee + difference, 0),
    'toRefund', greatest(-(fee + difference), 0),
    'seatsLeft', greatest(seats_left, 0))
    -- A refusal's figures, when it has any.
    || case when refusal -> 'details' <> '{}' then jsonb_build_object('details', refusal -> 'details')
            else '{}' end;
end
$function$;

-- Nobody joins the waiting list of a tour or micro-tour off sale.
create function private.guard_waitlist_entry() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  departure public.departures;
begin
  select * into departure from public.departures d where d.id = new.departure_id;
  perform private.check_listing_on_sale(departure.tour_id, departure.micro_tour_id);
  return new;
end
$$;
create trigger waitlist_entries_on_sale before insert on public.waitlist_entries
  for each row execute function private.guard_waitlist_entry();

-- A new seats-per-time moves the open departures that still had the old one; a capacity an
-- admin set on one start time stays (never below the seats sold, as before).
create or replace function private.micro_tour_capacity_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.departures d set capacity = greatest(new.daily_capacity, d.seats_taken)
   where d.micro_tour_id = new.id and d.status = 'open' and d.capacity = old.daily_capacity;
  return null;
end
$$;

-- A date the admin's calls name, 'YYYY-MM-DD', refused in words rather than by a cast.
create function private.slot_date(value text) returns date
language plpgsql stable set search_path = '' as $$
declare
  day date;
begin
  if value is null or value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    perform private.refuse('400', 'validation_failed', 'Give a date as YYYY-MM-DD.');
  end if;
  begin
    day := value::date;
  exception when others then
    perform private.refuse('400', 'validation_failed', 'Give a date as YYYY-MM-DD.');
  end;
  if day not between date '2000-01-01' and date '2999-12-31' then
    perform private.refuse('400', 'validation_failed', 'Give a date between 2000 and 2999.');
  end if;
  return day;
end
$$;

-- A start time the admin's calls name, 'HH:MM' (24 hours).
create function private.slot_time(value text) returns time
language plpgsql immutable set search_path = '' as $$
begin
  if value is null or value !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
    perform private.refuse('400', 'validation_failed', 'Give a start time as HH:MM (00:00 to 23:59).');
  end if;
  return value::time;
end
$$;

-- The micro-tour an admin's call names, locked against a concurrent plan change; refused for
-- anyone but an admin.
create function private.admin_micro_tour(micro_tour_id uuid) returns public.micro_tours
language plpgsql set search_path = '' as $$
declare
  micro public.micro_tours;
begin
  if not private.is_admin() then
    perform private.refuse('403', 'admin_required', 'Admin access required');
  end if;
  select * into micro from public.micro_tours m where m.id = admin_micro_tour.micro_tour_id
     for share;
  if not found then
    perform private.refuse('404', 'micro_tour_not_found', 'Micro-tour not found');
  end if;
  return micro;
end
$$;

-- The start times of a micro-tour on a date: its weekly plan's and its departures' (extra times,
-- times dropped from the plan that kept their bookings).
create function private.micro_tour_slot_times(micro public.micro_tours, day date)
returns setof time
language sql stable set search_path = '' as $$
  select t.at::time
    from jsonb_array_elements_text(coalesce(micro.weekly_times -> extract(isodow from day)::text,
                                            '[]')) as t(at)
  union
  select d.start_time from public.departures d
   where d.micro_tour_id = micro.id and d.start_date = day
$$;

-- The admin's departures screen of a micro-tour: every date and start time from p_from for
-- p_days days (1 to 62), with seats, paid bookings, waiting members and state. sales_open says
-- whether it sells now (open, on sale, before the cut-off); started whether it has begun.
create function public.admin_micro_tour_slots(p_micro_tour_id uuid, p_from text,
                                              p_days integer default 7)
returns table (start_date date, start_time text, departure_id uuid, capacity integer,
               seats_taken integer, bookings integer, waiting integer, status text,
               sales_open boolean, started boolean, in_plan boolean, cancel_reason text)
language plpgsql stable security definer set search_path = '' as $$
declare
  micro public.micro_tours;
  first_day date;
  zone text;
begin
  if not private.is_admin() then
    perform private.refuse('403', 'admin_required', 'Admin access required');
  end if;
  first_day := private.slot_date(p_from);
  if p_days is null or p_days not between 1 and 62 then
    perform private.refuse('400', 'validation_failed',
      'Ask for the departures of 1 to 62 days from a date.');
  end if;
  select * into micro from public.micro_tours m where m.id = p_micro_tour_id;
  if not found then
    perform private.refuse('404', 'micro_tour_not_found', 'Micro-tour not found');
  end if;
  zone := private.country_time_zone(micro.country);
  return query
    with days as (
      select day::date as start_date
        from generate_series(first_day, first_day + p_days - 1, interval '1 day') day),
    slots as (
      select s.start_date, t.at::time as start_time
        from days s,
             jsonb_array_elements_text(coalesce(micro.weekly_times
                                                  -> extract(isodow from s.start_date)::text,
                                                '[]')) t(at)
      union
      select d.start_date, d.start_time from public.departures d
       where d.micro_tour_id = micro.id
         and d.start_date between first_day and first_day + p_days - 1)
    select s.start_date, to_char(s.start_time, 'HH24:MI'), d.id,
           coalesce(d.capacity, micro.daily_capacity),
           coalesce(d.seats_taken, 0),
           (select count(*)::integer from public.bookings b
             where b.departure_id = d.id and b.status = 'paid'),
           (select count(*)::integer from public.waitlist_entries e
             where e.departure_id = d.id and e.status = 'waiting'),
           coalesce(d.status, 'open'),
           coalesce(d.status, 'open') = 'open' and micro.on_sale
             and private.departure_on_sale(s.start_date, s.start_time, zone, true, now()),
           private.starts_at(s.start_date, s.start_time, zone) <= now(),
           to_char(s.start_time, 'HH24:MI') in (
             select jsonb_array_elements_text(coalesce(micro.weekly_times
                                                  -> extract(isodow from s.start_date)::text,
                                                '[]'))),
           d.cancel_reason
      from slots s
      left join public.departures d
        on d.micro_tour_id = micro.id and d.start_date = s.start_date
       and d.start_time = s.start_time
     order by s.start_date, s.start_time;
end
$$;

-- The departure of one start time, locked; made (in `status`, with the seats per time) when the
-- time is the weekly plan's and has none yet. Refused when the micro-tour does not start then.
create function private.admin_slot_departure(micro public.micro_tours, day date, at_time time,
                                             status text) returns public.departures
language plpgsql set search_path = '' as $$
declare
  departure public.departures;
begin
  select * into departure from public.departures d
   where d.micro_tour_id = micro.id and d.start_date = day and d.start_time = at_time
     for update;
  if found then
    return departure;
  end if;
  if not at_time in (select private.micro_tour_slot_times(micro, day)) then
    perform private.refuse('404', 'slot_not_found',
      'This micro-tour does not start at that time on this date.');
  end if;
  insert into public.departures (micro_tour_id, start_date, start_time, capacity, status,
                                 scheduled)
  values (micro.id, day, at_time, micro.daily_capacity, status, false)
  on conflict do nothing;
  select * into departure from public.departures d
   where d.micro_tour_id = micro.id and d.start_date = day and d.start_time = at_time
     for update;
  return departure;
end
$$;

-- Closes ('close'), reopens ('reopen') or cancels ('cancel', with a reason its travellers are
-- told) start times of one date: those in p_times, or every time of the day when p_times is
-- null. All or nothing, in one transaction. A single time that has started or was cancelled is
-- refused; a whole day leaves those as they are. Cancelling refunds every paid booking in full
-- and releases the waiting list's holds (departures_changed, migration 0026), once per booking.
create function public.change_micro_tour_slots(p_micro_tour_id uuid, p_date text,
                                               p_action text, p_times text[] default null,
                                               p_reason text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  micro public.micro_tours := private.admin_micro_tour(p_micro_tour_id);
  day date := private.slot_date(p_date);
  zone text := private.country_time_zone(micro.country);
  whole_day boolean := p_times is null;
  wanted time[];
  at_time time;
  departure public.departures;
  changed uuid[] := '{}';
  to_status text;
begin
  if p_action is null or p_action not in ('close', 'reopen', 'cancel') then
    perform private.refuse('400', 'validation_failed', 'Say close, reopen or cancel.');
  end if;
  to_status := case p_action when 'close' then 'closed' when 'reopen' then 'open'
                             else 'cancelled' end;
  if p_action = 'cancel' and (p_reason is null or length(btrim(p_reason)) not between 3 and 500)
  then
    perform private.refuse('400', 'validation_failed', 'Give a reason of 3 to 500 characters.');
  end if;
  if not whole_day and coalesce(cardinality(p_times), 0) not between 1 and 48 then
    perform private.refuse('400', 'validation_failed', 'Name 1 to 48 start times.');
  end if;
  wanted := case when whole_day
    then array(select t from private.micro_tour_slot_times(micro, day) t order by t)
    else array(select distinct private.slot_time(t) from unnest(p_times) t order by 1) end;
  if cardinality(wanted) = 0 then
    perform private.refuse('404', 'slot_not_found', 'This micro-tour does not run on this date.');
  end if;
  -- In order of time, so that two changes of one day wait for each other instead of deadlocking.
  foreach at_time in array wanted loop
    if private.starts_at(day, at_time, zone) <= now() then
      continue when whole_day;
      perform private.refuse('422', 'slot_started',
        'This start time has begun: it can no longer be changed.');
    end if;
    departure := private.admin_slot_departure(micro, day, at_time,
      case when to_status = 'open' then 'open' else 'closed' end);
    if departure.status = 'cancelled' then
      continue when whole_day;
      perform private.refuse('409', 'departure_already_cancelled',
        'This departure is already cancelled.');
    end if;
    if departure.status <> to_status then
      update public.departures d
         set status = to_status,
             cancel_reason = case when to_status = 'cancelled' then btrim(p_reason) end
       where d.id = departure.id;
      changed := changed || departure.id;
    elsif departure.created_at = now() then
      -- A time of the weekly plan, made closed by this call.
      changed := changed || departure.id;
    end if;
  end loop;
  if whole_day and cardinality(changed) = 0
     and not exists (select 1 from unnest(wanted) t
                      where private.starts_at(day, t, zone) > now()) then
    perform private.refuse('422', 'slot_started',
      'Every start time of this date has begun: none can be changed.');
  end if;
  return jsonb_build_object('success', true, 'changed', cardinality(changed),
    'cancelledBookings', (select count(*) from public.bookings b
                           where b.departure_id = any (changed) and b.cancelled_by = 'operator'
                             and b.cancelled_at = now()),
    'refundedTotal', (select coalesce(sum(b.refund_eur), 0) from public.bookings b
                       where b.departure_id = any (changed) and b.cancelled_by = 'operator'
                         and b.cancelled_at = now()),
    'releasedHolds', (select count(*) from public.waitlist_entries e
                       where e.departure_id = any (changed) and e.status = 'released'
                         and e.updated_at = now()));
end
$$;

-- The seats of one start time (1 to the departures' maximum, never below the seats sold: the
-- departures' own guard refuses that too).
create function public.set_micro_tour_slot_capacity(p_micro_tour_id uuid, p_date text,
                                                    p_time text, p_capacity integer)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  micro public.micro_tours := private.admin_micro_tour(p_micro_tour_id);
  day date := private.slot_date(p_date);
  at_time time := private.slot_time(p_time);
  departure public.departures;
begin
  if p_capacity is null or p_capacity not between 1 and app_rules.departure_capacity_max() then
    perform private.refuse('400', 'validation_failed',
      format('Give a capacity of 1 to %s seats.', app_rules.departure_capacity_max()));
  end if;
  if private.starts_at(day, at_time, private.country_time_zone(micro.country)) <= now() then
    perform private.refuse('422', 'slot_started',
      'This start time has begun: it can no longer be changed.');
  end if;
  departure := private.admin_slot_departure(micro, day, at_time, 'open');
  if departure.status = 'cancelled' then
    perform private.refuse('409', 'departure_already_cancelled',
      'This departure is already cancelled.');
  end if;
  if p_capacity < departure.seats_taken then
    perform private.refuse('409', 'capacity_below_seats_sold',
      format('Capacity cannot be lower than the %s seats already sold.', departure.seats_taken),
      jsonb_build_object('seatsSold', departure.seats_taken));
  end if;
  update public.departures d set capacity = p_capacity where d.id = departure.id
  returning * into departure;
  return jsonb_build_object('success', true, 'departureId', departure.id,
    'capacity', departure.capacity, 'seatsTaken', departure.seats_taken);
end
$$;

-- A one-off start time on one date, beside the weekly plan's, with its own seats; it sells like
-- the plan's (micro_tour_times_on lists it while it is open).
create function public.add_micro_tour_slot(p_micro_tour_id uuid, p_date text, p_time text,
                                           p_capacity integer)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  micro public.micro_tours := private.admin_micro_tour(p_micro_tour_id);
  day date := private.slot_date(p_date);
  at_time time := private.slot_time(p_time);
  departure public.departures;
begin
  if p_capacity is null or p_capacity not between 1 and app_rules.departure_capacity_max() then
    perform private.refuse('400', 'validation_failed',
      format('Give a capacity of 1 to %s seats.', app_rules.departure_capacity_max()));
  end if;
  if private.starts_at(day, at_time, private.country_time_zone(micro.country)) <= now() then
    perform private.refuse('422', 'slot_started', 'This start time is in the past.');
  end if;
  if at_time in (select private.micro_tour_slot_times(micro, day)) then
    perform private.refuse('409', 'slot_exists',
      'The micro-tour already starts at this time on this date.');
  end if;
  insert into public.departures (micro_tour_id, start_date, start_time, capacity, scheduled)
  values (micro.id, day, at_time, p_capacity, true)
  returning * into departure;
  return jsonb_build_object('success', true, 'departureId', departure.id,
    'startDate', departure.start_date, 'startTime', to_char(departure.start_time, 'HH24:MI'),
    'capacity', departure.capacity);
end
$$;


-- Admins see and switch whether a listing is on sale in their lists.
CREATE OR REPLACE FUNCTION public.admin_micro_tours(p_search text DEFAULT ''::text, p_sort text DEFAULT 'title'::text, p_descending boolean DEFAULT false, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0, p_image_status text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort,
    array['title', 'city', 'country', 'created_at'], p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, false);
  filter text := concat_ws(' and ', 'true',
    case when pattern is not null
         then '(m.title || chr(1) || m.slug || chr(1) || m.city || chr(1) || m.country) ilike $1' end,
    case when p_image_status is not null then 'm.image_status = $4' end);
  total bigint;
  ids uuid[];
  page record;
  scans text[];
begin
  perform private.admin_list_choice('image status (p_image_status)', p_image_status,
                                    array['complete', 'partial', 'missing']);
  execute 'select count(*) from public.micro_tours m where ' || filter
    into total using pattern, p_limit, p_offset, p_image_status;
  page := private.admin_list_window(total, p_limit, p_offset, dir);
  if pattern is not null and private.admin_list_walks('public.micro_tours', total, page.page_offset + page.page_limit) then
    scans := private.admin_list_scans(array['off', 'off', '0']);
  end if;
  execute format('select array(select m.id from public.micro_tours m where %s
                               order by m.%I %s, m.id %s limit $2 offset $3)',
                 filter, p_sort, page.dir, page.dir)
    into ids using pattern, page.page_limit, page.page_offset, p_image_status;
  if scans is not null then
    perform private.admin_list_scans(scans);
  end if;
  ids := private.admin_list_ordered(ids, page.reversed);
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', m.id, 'slug', m.slug, 'title', m.title, 'city', m.city, 'country', m.country,
             'cover_url', m.cover_url, 'gallery_count', cardinality(m.gallery_urls),
             'image_status', m.image_status, 'on_sale', m.on_sale)
             || private.micro_tour_translation_gaps(m) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n) join public.micro_tours m on m.id = p.id));
end
$function$;

CREATE OR REPLACE FUNCTION public.admin_tours(p_search text DEFAULT ''::text, p_sort text DEFAULT 'title'::text, p_descending boolean DEFAULT false, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort,
    array['title', 'country', 'created_at', 'updated_at'], p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, false);
  filter text := case when pattern is null then 'true'
                      else '(t.title || chr(1) || t.slug || chr(1) || t.country) ilike $1' end;
  total bigint;
  ids uuid[];
  page record;
  scans text[];
begin
  execute 'select count(*) from public.tours t where ' || filter into total using pattern;
  page := private.admin_list_window(total, p_limit, p_offset, dir);
  if pattern is not null and private.admin_list_walks('public.tours', total, page.page_offset + page.page_limit) then
    scans := private.admin_list_scans(array['off', 'off', '0']);
  end if;
  execute format('select array(select t.id from public.tours t where %s
                               order by t.%I %s, t.id %s limit $2 offset $3)',
                 filter, p_sort, page.dir, page.dir)
    into ids using pattern, page.page_limit, page.page_offset;
  if scans is not null then
    perform private.admin_list_scans(scans);
  end if;
  ids := private.admin_list_ordered(ids, page.reversed);
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', t.id, 'slug', t.slug, 'title', t.title, 'country', t.country,
             'cover_image', t.cover_image, 'image_override_url', t.image_override_url,
             'gallery_count', cardinality(t.gallery),
             'gallery_override_count', cardinality(t.gallery_override),
             'created_at', t.created_at, 'updated_at', t.updated_at, 'on_sale', t.on_sale)
             || private.tour_translation_gaps(t) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n) join public.tours t on t.id = p.id));
end
$function$;

CREATE OR REPLACE FUNCTION public.micro_tour_departures(p_micro_tour_id uuid, p_from date, p_days integer DEFAULT 14)
 RETURNS TABLE(start_date date, start_time text, departure_id uuid, capacity integer, seats_left integer, status text, on_sale boolean)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  micro public.micro_tours;
begin
  if p_from is null or p_days is null or p_days not between 1 and 62 then
    perform private.refuse('400', 'validation_failed',
      'Ask for the departures of 1 to 62 days from a date.');
  end if;
  select * into micro from public.micro_tours m where m.id = p_micro_tour_id;
  if not found then
    perform private.refuse('404', 'micro_tour_not_found', 'Micro-tour not found');
  end if;
  return query
    with slots as (
      select day::date as start_date, t.at::time as start_time
        from generate_series(p_from, p_from + p_days - 1, interval '1 day') day,
             jsonb_array_elements_text(coalesce(micro.weekly_times
                                                  -> extract(isodow from day)::text, '[]')) t(at)
      union
      select d.start_date, d.start_time from public.departures d
       where d.micro_tour_id = micro.id and d.start_date between p_from and p_from + p_days - 1)
    select s.start_date, to_char(s.start_time, 'HH24:MI'), d.id,
           coalesce(d.capacity, micro.daily_capacity),
           coalesce(d.capacity - d.seats_taken, micro.daily_capacity),
           coalesce(d.status, 'open'),
           coalesce(d.status, 'open') = 'open' and micro.on_sale
             and private.departure_on_sale(s.start_date, s.start_time,
                   private.country_time_zone(micro.country), true, now())
      from slots s
      left join public.departures d
        on d.micro_tour_id = micro.id and d.start_date = s.start_date
       and d.start_time = s.start_time
     order by s.start_date, s.start_time;
end
$function$;

-- The functions that run as service_role belong to it (decision 005): the owner of a managed
-- database is no superuser, so ownership moves by statements only.
grant create on schema private, public to service_role;
alter function private.check_listing_on_sale(uuid, uuid) owner to service_role;
alter function private.guard_waitlist_entry() owner to service_role;
alter function private.slot_date(text) owner to service_role;
alter function private.slot_time(text) owner to service_role;
alter function private.admin_micro_tour(uuid) owner to service_role;
alter function private.micro_tour_slot_times(public.micro_tours, date) owner to service_role;
alter function private.admin_slot_departure(public.micro_tours, date, time, text)
  owner to service_role;
alter function public.admin_micro_tour_slots(uuid, text, integer) owner to service_role;
alter function public.change_micro_tour_slots(uuid, text, text, text[], text) owner to service_role;
alter function public.set_micro_tour_slot_capacity(uuid, text, text, integer)
  owner to service_role;
alter function public.add_micro_tour_slot(uuid, text, text, integer) owner to service_role;
revoke create on schema private, public from service_role;

revoke execute on function private.check_listing_on_sale(uuid, uuid),
  private.guard_waitlist_entry(), private.slot_date(text), private.slot_time(text),
  private.admin_micro_tour(uuid), private.micro_tour_slot_times(public.micro_tours, date),
  private.admin_slot_departure(public.micro_tours, date, time, text),
  public.admin_micro_tour_slots(uuid, text, integer),
  public.change_micro_tour_slots(uuid, text, text, text[], text),
  public.set_micro_tour_slot_capacity(uuid, text, text, integer),
  public.add_micro_tour_slot(uuid, text, text, integer)
  from public;
grant execute on function private.check_listing_on_sale(uuid, uuid),
  private.guard_waitlist_entry(), private.slot_date(text), private.slot_time(text),
  private.admin_micro_tour(uuid), private.micro_tour_slot_times(public.micro_tours, date),
  private.admin_slot_departure(public.micro_tours, date, time, text)
  to service_role;
-- Members call them and are refused with admin_required; visitors have no session to be admin.
grant execute on function public.admin_micro_tour_slots(uuid, text, integer),
  public.change_micro_tour_slots(uuid, text, text, text[], text),
  public.set_micro_tour_slot_capacity(uuid, text, text, integer),
  public.add_micro_tour_slot(uuid, text, text, integer)
  to authenticated, service_role;
