-- Start times and time slots (issue 50, docs/decisions/035-start-times-and-slots.md).
--
-- Every departure now starts at a time of its own, local to its tour's country, instead of the
-- one meeting time app_rules.meeting_time() gave them all:
-- 1. A tour has a start time (tours.start_time); its departures, one per date, start then.
-- 2. A micro-tour has start times per weekday (micro_tours.weekly_times: ISO weekday 1 = Monday
--    to 7, each with its times, e.g. {"1": ["10:00", "14:00"]}), and a departure per date and
--    time, each with its own capacity (the micro-tour's seats per time, daily_capacity, when it
--    is made on demand). An admin may add a departure at another time on one date, close or
--    cancel one, as for tours.
-- 3. A booking keeps its departure's start time beside its start date (bookings.start_time);
--    reminders, tickets, calendar entries, check-in and the micro-tours' sales cut-off read it.
-- app_rules.meeting_time() stays as the start time a new tour or micro-tour gets.

alter table public.tours
  add column start_time time(0) not null default app_rules.meeting_time()::time
    constraint tours_start_time_whole_minute check (start_time = date_trunc('minute', start_time));

-- How many times a micro-tour may start on one weekday.
create function app_rules.micro_tour_times_per_day_max() returns integer
language sql immutable parallel safe as $$ select 12 $$;
grant execute on function app_rules.micro_tour_times_per_day_max() to public;

-- A weekly plan: an object of ISO weekdays ('1' to '7'), each an array of distinct 'HH:MM'
-- times in order; a weekday without times (or absent) has no departures.
create function private.weekly_times_ok(plan jsonb) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select jsonb_typeof(plan) = 'object'
    and not exists (
      select 1 from jsonb_each(plan) as day(weekday, times)
       where day.weekday not in ('1', '2', '3', '4', '5', '6', '7')
          or jsonb_typeof(day.times) <> 'array'
          or jsonb_array_length(day.times) > app_rules.micro_tour_times_per_day_max()
          or exists (select 1 from jsonb_array_elements(day.times) with ordinality as t(at, n)
                      where jsonb_typeof(t.at) <> 'string'
                         or t.at #>> '{}' !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
                         -- in order and distinct: each time after the one before it
                         or (t.n > 1 and t.at #>> '{}' <= day.times ->> (t.n - 2)::integer)))
$$;
grant execute on function private.weekly_times_ok(jsonb) to public;

alter table public.micro_tours
  add column weekly_times jsonb not null default jsonb_build_object(
    '1', jsonb_build_array(app_rules.meeting_time()), '2', jsonb_build_array(app_rules.meeting_time()),
    '3', jsonb_build_array(app_rules.meeting_time()), '4', jsonb_build_array(app_rules.meeting_time()),
    '5', jsonb_build_array(app_rules.meeting_time()), '6', jsonb_build_array(app_rules.meeting_time()),
    '7', jsonb_build_array(app_rules.meeting_time()))
    constraint micro_tours_weekly_times_check check (private.weekly_times_ok(weekly_times));

-- The start time of every departure: a tour's own, a micro-tour's chosen one. Existing departures
-- and bookings keep the meeting time they were sold with.
alter table public.departures add column start_time time(0);
alter table public.bookings add column start_time time(0);
alter table public.departures no force row level security;
alter table public.bookings no force row level security;
update public.departures set start_time = app_rules.meeting_time()::time;
update public.bookings set start_time = app_rules.meeting_time()::time;
alter table public.departures force row level security;
alter table public.bookings force row level security;
alter table public.departures
  alter column start_time set not null,
  alter column start_time set default app_rules.meeting_time()::time,
  drop constraint departures_micro_tour_date,
  add constraint departures_micro_tour_date_time unique (micro_tour_id, start_date, start_time);
alter table public.bookings alter column start_time set not null;
grant insert (start_time) on public.departures to authenticated;

-- The times a micro-tour starts on `day`: its weekly plan's, and those an admin added that day.
create function private.micro_tour_times_on(micro_tour_id uuid, day date) returns setof time
language sql stable set search_path = '' as $$
  select t.at::time
    from public.micro_tours m,
         jsonb_array_elements_text(coalesce(m.weekly_times -> extract(isodow from day)::text,
                                            '[]')) as t(at)
   where m.id = micro_tour_times_on.micro_tour_id
  union
  select d.start_time from public.departures d
   where d.micro_tour_id = micro_tour_times_on.micro_tour_id and d.start_date = day
     and d.scheduled and d.status = 'open'
$$;

-- The time a micro-tour booking on `day` takes: the one asked for when the micro-tour starts
-- then, or the day's only time when none was asked (an older client); refused otherwise.
create function private.micro_tour_time(micro_tour_id uuid, day date, wanted time)
returns time
language plpgsql stable set search_path = '' as $$
declare
  times time[] := array(select t from private.micro_tour_times_on(micro_tour_id, day) t
                         order by t);
begin
  if wanted is not null then
    if not (date_trunc('minute', wanted)::time = any (times)
            or exists (select 1 from public.departures d
                        where d.micro_tour_id = micro_tour_time.micro_tour_id
                          and d.start_date = day and d.start_time = wanted)) then
      perform private.refuse('422', 'date_unavailable',
        'This micro-tour does not start at that time on this date. Please choose another time.');
    end if;
    return wanted;
  end if;
  if cardinality(times) = 1 then
    return times[1];
  end if;
  perform private.refuse('400', 'validation_failed',
    case when cardinality(times) = 0
      then 'This micro-tour does not run on this date. Please choose another date.'
      else 'Please choose a start time.' end);
end
$$;

-- When a departure starts, as an instant: its date and time on its tour's wall clock.
create function private.starts_at(start_date date, start_time time, time_zone text)
returns timestamptz
language sql stable parallel safe set search_path = '' as $$
  select (start_date + start_time) at time zone time_zone
$$;

-- Reminders count from the booking's own start time.
create or replace function private.booking_jobs() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  remind_at timestamptz;
  jobs graphile_worker.job_spec[];
begin
  if new.status = 'paid' and (tg_op = 'INSERT' or old.status is distinct from 'paid') then
    jobs := array[private.job_spec('booking_confirmation', jsonb_build_object('bookingId', new.id),
      job_key => 'booking_confirmation:' || new.id)];
    remind_at := private.starts_at(new.start_date, new.start_time, new.time_zone)
      - make_interval(hours => app_rules.reminder_hours_before());
    if remind_at > now() then
      jobs := jobs || private.job_spec('booking_reminder', jsonb_build_object('bookingId', new.id),
        run_at => remind_at, job_key => 'booking_reminder:' || new.id);
    end if;
    perform private.enqueue_jobs(jobs);
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    perform graphile_worker.remove_job('booking_reminder:' || new.id);
  end if;
  return null;
end
$$;

create or replace function private.booking_moved_jobs() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  remind_at timestamptz := private.starts_at(new.start_date, new.start_time, new.time_zone)
    - make_interval(hours => app_rules.reminder_hours_before());
  jobs graphile_worker.job_spec[];
begin
  jobs := array[private.job_spec('booking_date_changed',
    jsonb_build_object('bookingId', new.id, 'sequence', new.date_changes,
                       'previousStartDate', old.start_date),
    job_key => 'booking_date_changed:' || new.id || ':' || new.date_changes)];
  if new.status = 'paid' and remind_at > now() then
    jobs := jobs || private.job_spec('booking_reminder', jsonb_build_object('bookingId', new.id),
      run_at => remind_at, job_key => 'booking_reminder:' || new.id);
  else
    perform graphile_worker.remove_job('booking_reminder:' || new.id);
  end if;
  perform private.enqueue_jobs(jobs);
  return null;
end
$$;
drop function private.booking_starts_at(date, text);

-- Micro-tours stop selling MICRO_TOUR_BOOKING_CLOSE_HOURS before their own start time; tours
-- when their start day begins, as before.
drop function private.departure_started(public.departures);
drop function private.check_on_sale(date, text, boolean);
drop function private.departure_on_sale(date, text, boolean, timestamptz);
create function private.departure_on_sale(start_date date, start_time time, time_zone text,
                                          is_micro_tour boolean, at timestamptz) returns boolean
language sql stable parallel safe set search_path = '' as $$
  select (at at time zone time_zone) < case
    when is_micro_tour then start_date + start_time
                            - make_interval(hours => app_rules.micro_tour_booking_close_hours())
    else start_date::timestamp end
$$;

create function private.check_on_sale(start_date date, start_time time, country text,
                                      is_micro_tour boolean)
returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.departure_on_sale(start_date, start_time, private.country_time_zone(country),
                                   is_micro_tour, now()) then
    perform private.refuse('422', 'date_unavailable',
      case when is_micro_tour
        then format('Bookings close %s hours before the start. Please choose a later date.',
                    app_rules.micro_tour_booking_close_hours())
        else 'This tour has already started. Please choose a later date.' end,
      case when is_micro_tour
        then jsonb_build_object('closesHoursBefore', app_rules.micro_tour_booking_close_hours())
        else '{}' end);
  end if;
end
$$;

create function private.departure_started(departure public.departures) returns boolean
language sql stable set search_path = '' as $$
  select not private.departure_on_sale(departure.start_date, departure.start_time,
    private.country_time_zone((private.departure_tour(departure)).country),
    departure.micro_tour_id is not null, now())
$$;

-- A tour's departure starts at the tour's time; a micro-tour's at the time it is made for.
create or replace function private.guard_departure() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'cancelled' then
      raise exception 'A new departure cannot be cancelled.'
        using errcode = '23514', hint = 'new_departure_cancelled';
    end if;
    if new.tour_id is not null then
      new.start_time := (select t.start_time from public.tours t where t.id = new.tour_id);
    end if;
    return new;
  end if;
  if old.status = 'cancelled' and (new.status, new.capacity, new.cancel_reason)
       is distinct from (old.status, old.capacity, old.cancel_reason) then
    raise exception 'This departure was cancelled and cannot be changed.'
      using errcode = '23514', hint = 'cancelled_departure_unchangeable';
  end if;
  if new.capacity < old.seats_taken and new.status <> 'cancelled' then
    raise exception 'Capacity cannot be lower than the % seats already sold.', old.seats_taken
      using errcode = '23514', hint = 'capacity_below_seats_sold',
        detail = jsonb_build_object(
          'error', format('Capacity cannot be lower than the %s seats already sold.', old.seats_taken),
          'seatsSold', old.seats_taken)::text;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    if new.cancel_reason is null then
      raise exception 'Say why the departure is cancelled: its travellers are told.'
        using errcode = '23514', hint = 'cancel_reason_required';
    end if;
    new.cancelled_at := now();
    -- Every paid booking on it is cancelled and refunded by departures_changed.
    new.seats_taken := 0;
  end if;
  return new;
end
$$;

-- A tour's new start time moves its departures to come that nobody has booked yet; a departure
-- with bookings keeps the time its travellers bought.
create function private.tour_start_time_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.departures d set start_time = new.start_time
   where d.tour_id = new.id and d.start_time <> new.start_time
     and d.start_date >= (now() at time zone private.country_time_zone(new.country))::date
     and not exists (select 1 from public.bookings b where b.departure_id = d.id);
  return null;
end
$$;
create trigger tours_start_time after update of start_time on public.tours
  for each row when (new.start_time is distinct from old.start_time)
  execute function private.tour_start_time_changed();

-- Seats on the departure of a tour's date, or of a micro-tour's date and time; a micro-tour's
-- departure is made on demand when the micro-tour starts at that time that day.
drop function private.take_seats(uuid, uuid, date, integer, integer);
create function private.take_seats(tour_id uuid, micro_tour_id uuid, start_date date,
                                   start_time time, travelers integer, default_capacity integer)
returns public.departures
language plpgsql set search_path = '' as $$
declare
  departure public.departures;
  seats_left integer;
  attempt integer;
begin
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
$$;

-- A booking made with no departure takes one (a micro-tour's at the time it names, or the day's
-- only time); a booking keeps its departure's start time.
create or replace function private.assign_departure() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  departure public.departures;
  country text;
  capacity integer;
begin
  select coalesce(t.country, m.country), coalesce(t.group_size, m.daily_capacity)
    into country, capacity
    from (select 1) one
    left join public.tours t on t.id = new.tour_id
    left join public.micro_tours m on m.id = new.micro_tour_id;
  if new.departure_id is null then
    departure := private.take_seats(new.tour_id, new.micro_tour_id, new.start_date,
      case when new.micro_tour_id is null then null
           else private.micro_tour_time(new.micro_tour_id, new.start_date, new.start_time) end,
      case when new.status = 'paid' then new.travelers else 0 end, capacity);
    new.departure_id := departure.id;
  else
    select * into departure from public.departures d where d.id = new.departure_id;
  end if;
  new.start_time := coalesce(new.start_time, departure.start_time);
  new.refund_tiers := coalesce(new.refund_tiers, app_rules.refund_tiers());
  new.time_zone := coalesce(new.time_zone, private.country_time_zone(country));
  return new;
end
$$;
drop trigger bookings_assign_departure on public.bookings;
create trigger bookings_assign_departure before insert on public.bookings
  for each row when (new.departure_id is null or new.refund_tiers is null
                     or new.time_zone is null or new.start_time is null)
  execute function private.assign_departure();

create or replace function private.pay_booking(member uuid, balance numeric,
  departure public.departures, title text, country text, travelers integer, addon_ids uuid[],
  base_total numeric, addons_total numeric, idempotency_key text) returns jsonb
language plpgsql set search_path = '' as $$
declare
  grand_total numeric := base_total + addons_total;
  booking_id uuid;
begin
  insert into public.bookings (user_id, tour_id, micro_tour_id, departure_id, start_date,
                               start_time, travelers, addon_ids, base_total_eur, addons_total_eur,
                               total_eur, status, idempotency_key, refund_tiers, time_zone)
  values (member, departure.tour_id, departure.micro_tour_id, departure.id, departure.start_date,
          departure.start_time, travelers, addon_ids, base_total, addons_total, grand_total,
          'paid', idempotency_key, app_rules.refund_tiers(), private.country_time_zone(country))
  returning id into booking_id;
  if grand_total > 0 then
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                            booking_id)
    values (member, 'booking', 'debit', grand_total, left('Booking: ' || title, 500),
            booking_id);
  end if;
  return jsonb_build_object(
    'success', true,
    'booking', jsonb_build_object('id', booking_id, 'tourTitle', title,
                                  'startDate', departure.start_date,
                                  'startTime', to_char(departure.start_time, 'HH24:MI'),
                                  'travelers', travelers, 'totalAmount', grand_total),
    'newBalance', balance - grand_total);
end
$$;

-- The booking functions, each with the new signatures of take_seats and check_on_sale; a
-- micro-tour is booked at a start time (the day's only one when none is given).
drop function wallet.book_micro_tour(uuid, integer, date, text, text);
create or replace function wallet.book_tour(tour_id uuid, start_date date, travelers integer, addon_ids uuid[], base_total_eur numeric, addons_total_eur numeric, grand_total_eur numeric, idempotency_key text DEFAULT NULL::text, request_hash text DEFAULT NULL::text)
returns jsonb
language plpgsql
security definer
set search_path = '' as $$
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
  perform private.check_on_sale(start_date, null, tour.country, false);
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

  departure := private.take_seats(tour.id, null, start_date, null, travelers, tour.group_size);
  balance := private.lock_wallet_for_booking(member);
  if balance < base_total + addons_total then
    perform private.refuse_shortage('insufficient_funds', balance, base_total + addons_total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, departure, tour.title, tour.country, travelers, chosen,
                        base_total, addons_total, idempotency_key));
end
$$;

create or replace function private.date_change_quote(booking public.bookings, new_date date)
returns jsonb
language plpgsql
stable
set search_path = '' as $$
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
    select t.price_eur::numeric as price, t.country, t.group_size, t.available_dates
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
$$;

create or replace function wallet.change_booking_date(booking_id uuid, start_date date, idempotency_key text DEFAULT NULL::text, request_hash text DEFAULT NULL::text)
returns jsonb
language plpgsql
security definer
set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'change-booking-date', idempotency_key,
                                         request_hash);
  booking public.bookings;
  quote jsonb;
  tour record;
  moved_to public.departures;
  fee numeric;
  difference numeric;
  to_pay numeric;
  to_refund numeric;
  balance numeric;
begin
  if earlier is not null then
    return earlier;
  end if;
  select * into booking from public.bookings b
   where b.id = change_booking_date.booking_id and b.user_id = member
   for update;
  if not found then
    perform private.refuse('404', 'booking_not_found', 'Booking not found');
  end if;
  quote := private.date_change_quote(booking, change_booking_date.start_date);
  if not (quote ->> 'allowed')::boolean then
    perform private.refuse(quote ->> 'status', quote ->> 'code', quote ->> 'message',
      coalesce(quote -> 'details', '{}')
        || case quote ->> 'code' when 'sold_out' then jsonb_build_object('seatsLeft', quote -> 'seatsLeft')
                                 else '{}' end);
  end if;
  fee := (quote ->> 'fee')::numeric;
  difference := (quote ->> 'priceDifference')::numeric;
  to_pay := (quote ->> 'toPay')::numeric;
  to_refund := (quote ->> 'toRefund')::numeric;
  select t.title, t.group_size into tour from public.tours t where t.id = booking.tour_id;

  -- Both departures, in one order, so that two moves between the same dates in opposite
  -- directions wait for each other instead of deadlocking (a new date's departure made on
  -- demand is nobody else's yet).
  perform 1 from public.departures d
    where d.id = booking.departure_id
       or (d.tour_id = booking.tour_id and d.start_date = change_booking_date.start_date)
    order by d.id
    for update;
  moved_to := private.take_seats(booking.tour_id, null, change_booking_date.start_date, null,
                                 booking.travelers, tour.group_size);
  -- Freeing the seats serves the old date's waiting list (departures_changed), as a
  -- cancellation does.
  update public.departures d set seats_taken = d.seats_taken - booking.travelers
   where d.id = booking.departure_id;

  if to_pay > 0 then
    balance := private.lock_wallet_for_booking(member);
    if balance < to_pay then
      perform private.refuse_shortage('insufficient_funds', balance, to_pay);
    end if;
  else
    perform 1 from public.wallets w where w.user_id = member for update;
  end if;

  update public.bookings b
     set start_date = moved_to.start_date, start_time = moved_to.start_time,
         departure_id = moved_to.id,
         base_total_eur = b.base_total_eur + difference, total_eur = b.total_eur + difference,
         date_changes = b.date_changes + 1
   where b.id = booking.id;
  if to_pay > 0 or to_refund > 0 then
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, booking_id)
    values (member, 'date_change', case when to_pay > 0 then 'debit' else 'credit' end,
            greatest(to_pay, to_refund),
            left(format('Date change (%s to %s): %s', booking.start_date, moved_to.start_date,
                        tour.title), 500),
            booking.id);
  end if;
  insert into public.booking_date_changes (booking_id, user_id, from_departure_id,
                                           to_departure_id, from_date, to_date, fee_eur,
                                           price_difference_eur)
  values (booking.id, member, booking.departure_id, moved_to.id, booking.start_date,
          moved_to.start_date, fee, difference);
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true,
    'booking', jsonb_build_object('id', booking.id, 'startDate', moved_to.start_date,
                                  'previousStartDate', booking.start_date,
                                  'dateChanges', booking.date_changes + 1),
    'fee', fee,
    'priceDifference', difference,
    'charged', to_pay,
    'refunded', to_refund,
    'newBalance', coalesce((select w.balance_eur from public.wallets w where w.user_id = member),
                           0)));
end
$$;

create function wallet.book_micro_tour(micro_tour_id uuid, travelers integer, start_date date, start_time time DEFAULT NULL, idempotency_key text DEFAULT NULL::text, request_hash text DEFAULT NULL::text)
returns jsonb
language plpgsql
security definer
set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'confirm-micro-tour-booking', idempotency_key,
                                         request_hash);
  micro record;
  total numeric;
  departure public.departures;
  at_time time;
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
  at_time := private.micro_tour_time(micro.id, start_date, start_time);
  perform private.check_on_sale(start_date, at_time, micro.country, true);
  total := micro.price * travelers;
  departure := private.take_seats(null, micro.id, start_date, at_time, travelers,
                                  micro.daily_capacity);
  balance := private.lock_wallet_for_booking(member);
  if balance < total then
    perform private.refuse_shortage('insufficient_funds', balance, total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, departure, micro.title, micro.country, travelers, '{}',
                        total, 0, idempotency_key));
end
$$;

create or replace function private.topup_resume(choice jsonb)
returns jsonb
language plpgsql
stable
set search_path = '' as $$
declare
  kind text := choice ->> 'kind';
  tour record;
  chosen uuid[];
  travelers integer := (choice ->> 'travelers')::integer;
begin
  if choice is null then
    return null;
  end if;
  perform private.check_travelers(travelers);
  if kind = 'book_tour' then
    select t.id, t.slug into tour from public.tours t where t.id = (choice ->> 'tour_id')::uuid;
    if not found then
      perform private.refuse('400', 'validation_failed', 'The booking to resume names no tour.');
    end if;
    chosen := array(select jsonb_array_elements_text(coalesce(choice -> 'addon_ids', '[]'))::uuid);
    if cardinality(chosen) > 50 or cardinality(chosen) <> (
         select count(*) from public.tour_addons(tour.id) a where a.id = any (chosen)) then
      perform private.refuse('400', 'validation_failed',
        'The booking to resume names an add-on the tour does not offer.');
    end if;
    return jsonb_build_object('kind', kind, 'tour_id', tour.id, 'slug', tour.slug,
      'start_date', (choice ->> 'start_date')::date, 'travelers', travelers,
      'addon_ids', to_jsonb(chosen));
  elsif kind = 'book_micro_tour' then
    select m.id into tour from public.micro_tours m
     where m.id = (choice ->> 'micro_tour_id')::uuid;
    if not found then
      perform private.refuse('400', 'validation_failed',
        'The booking to resume names no micro-tour.');
    end if;
    if choice ? 'start_time'
       and coalesce(choice ->> 'start_time', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
      perform private.refuse('400', 'validation_failed',
        'The booking to resume names no valid start time.');
    end if;
    return jsonb_build_object('kind', kind, 'micro_tour_id', tour.id,
      'start_date', (choice ->> 'start_date')::date, 'travelers', travelers)
      || case when choice ? 'start_time'
           then jsonb_build_object('start_time', choice ->> 'start_time') else '{}' end;
  elsif kind = 'join_waitlist' then
    select d.id, d.start_date, t.id as tour_id, t.slug into tour
      from public.departures d join public.tours t on t.id = d.tour_id
     where d.id = (choice ->> 'departure_id')::uuid;
    if not found then
      perform private.refuse('400', 'validation_failed',
        'The waiting list to join after the top-up is not one of a tour.');
    end if;
    return jsonb_build_object('kind', kind, 'departure_id', tour.id, 'tour_id', tour.tour_id,
      'slug', tour.slug, 'start_date', tour.start_date, 'travelers', travelers);
  end if;
  perform private.refuse('400', 'validation_failed', 'Unknown booking to resume.');
  return null;
end
$$;

create or replace function private.check_in_answer(booking public.bookings, outcome text)
returns jsonb
language sql
stable
set search_path = '' as $$
  select jsonb_build_object(
    'outcome', outcome,
    'reference', upper(left(booking.id::text, 8)),
    'title', coalesce((select t.title from public.tours t where t.id = booking.tour_id),
                      (select m.title from public.micro_tours m where m.id = booking.micro_tour_id)),
    'startDate', booking.start_date::text,
    'startTime', to_char(booking.start_time, 'HH24:MI'),
    'travelers', booking.travelers,
    'holderName', (select private.holder_name(u.raw_user_meta_data)
                     from auth.users u where u.id = booking.user_id),
    'checkedInAt', booking.checked_in_at)
$$;
grant execute on function wallet.book_micro_tour(uuid, integer, date, time, text, text)
  to authenticated, service_role;

-- A weekly plan that drops a time: its departures to come that nobody booked or waits for go,
-- the others stop selling (their bookings stay valid; an admin may cancel them).
create function private.micro_tour_times_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  today date := (now() at time zone private.country_time_zone(new.country))::date;
begin
  delete from public.departures d
   where d.micro_tour_id = new.id and not d.scheduled and d.start_date >= today
     and not (to_char(d.start_time, 'HH24:MI') in (select jsonb_array_elements_text(
                coalesce(new.weekly_times -> extract(isodow from d.start_date)::text, '[]'))))
     and not exists (select 1 from public.bookings b where b.departure_id = d.id)
     and not exists (select 1 from public.waitlist_entries e where e.departure_id = d.id);
  update public.departures d set status = 'closed'
   where d.micro_tour_id = new.id and not d.scheduled and d.status = 'open'
     and d.start_date >= today
     and not (to_char(d.start_time, 'HH24:MI') in (select jsonb_array_elements_text(
                coalesce(new.weekly_times -> extract(isodow from d.start_date)::text, '[]'))));
  return null;
end
$$;
create trigger micro_tours_weekly_times after update of weekly_times on public.micro_tours
  for each row when (new.weekly_times is distinct from old.weekly_times)
  execute function private.micro_tour_times_changed();

-- What a micro-tour offers from `p_from` for `p_days` days: every date and start time, with
-- its departure's seats and status when one exists, and whether it still sells now. The
-- micro-tour's page and checkout and the admin's departures screen read it.
create function public.micro_tour_departures(p_micro_tour_id uuid, p_from date,
                                             p_days integer default 14)
returns table (start_date date, start_time text, departure_id uuid, capacity integer,
               seats_left integer, status text, on_sale boolean)
language plpgsql stable security definer set search_path = '' as $$
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
           coalesce(d.status, 'open') = 'open'
             and private.departure_on_sale(s.start_date, s.start_time,
                   private.country_time_zone(micro.country), true, now())
      from slots s
      left join public.departures d
        on d.micro_tour_id = micro.id and d.start_date = s.start_date
       and d.start_time = s.start_time
     order by s.start_date, s.start_time;
end
$$;
revoke execute on function public.micro_tour_departures(uuid, date, integer) from public;
grant execute on function public.micro_tour_departures(uuid, date, integer)
  to anon, authenticated, service_role;

grant execute on function private.starts_at(date, time, text) to service_role;
grant create on schema private to service_role;
alter function private.departure_on_sale(date, time, text, boolean, timestamptz)
  owner to service_role;
alter function private.check_on_sale(date, time, text, boolean) owner to service_role;
alter function private.departure_started(public.departures) owner to service_role;
alter function private.take_seats(uuid, uuid, date, time, integer, integer) owner to service_role;
alter function private.micro_tour_times_on(uuid, date) owner to service_role;
alter function private.micro_tour_time(uuid, date, time) owner to service_role;
alter function private.tour_start_time_changed() owner to service_role;
alter function private.micro_tour_times_changed() owner to service_role;
revoke create on schema private from service_role;
grant create on schema wallet to service_role;
alter function wallet.book_micro_tour(uuid, integer, date, time, text, text) owner to service_role;
revoke create on schema wallet from service_role;
grant create on schema public to service_role;
alter function public.micro_tour_departures(uuid, date, integer) owner to service_role;
revoke create on schema public from service_role;
