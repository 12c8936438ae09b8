-- A member moves a paid tour booking to another departure of the same tour (issue 46, item 2;
-- docs/decisions/025-date-changes.md).
--
-- 1. The terms are one rule, app_rules.date_change_terms(), frozen on each booking when it is
--    paid (like refund_tiers): a change closes a set number of days before the booked start, costs
--    a fee per traveller, and the first one is free when the booking bought an add-on that grants
--    it (addons.grants_free_date_change, the demo's 'Flexible Date Change').
-- 2. wallet.change_booking_date moves the booking in one transaction: the booking, then the
--    departures (taking seats on the new one exactly as a booking does, freeing them on the old one,
--    whose waiting list is then served as after a cancellation), then the wallet, which pays the fee
--    and the price difference or gets the difference back, through the ledger ('date_change').
-- 3. public.date_change_quote shows the same figures beforehand, from the same private function.
-- 4. Each move is recorded (public.booking_date_changes) and counted (bookings.date_changes, the
--    calendar entry's SEQUENCE); its mail carries the new ticket and the updated calendar entry.

-- The terms, read by the pages (db-rules.ts, public.date_change_terms) and frozen per booking.
create function app_rules.date_change_terms() returns jsonb
language sql immutable parallel safe as $$
  select jsonb_build_object('closesDaysBefore', 7, 'feePerTravelerEur', 40,
                            'freeChangesWithAddOn', 1)
$$;
grant execute on function app_rules.date_change_terms() to public;

create function public.date_change_terms() returns jsonb
language sql immutable parallel safe set search_path = '' as $$
  select app_rules.date_change_terms()
$$;
revoke execute on function public.date_change_terms() from public;
grant execute on function public.date_change_terms() to anon, authenticated, service_role;

-- An add-on may buy a free date change.
alter table public.addons add column grants_free_date_change boolean not null default false;

-- Bookings keep the terms they were paid under (existing ones get today's: a column default is
-- evaluated once for the rows already there, and at each insert for the new ones), and count
-- their moves.
alter table public.bookings
  add column date_change_terms jsonb not null default app_rules.date_change_terms(),
  add column date_changes integer not null default 0 check (date_changes >= 0);

-- The demo catalogue's add-on (db/seed) now does what it sells, and the tours' notes stop stating
-- date-change terms of their own (the site's terms are shown with them). A managed database's
-- owner has no BYPASSRLS: forced row-level security is lifted for these two statements only.
alter table public.addons no force row level security;
alter table public.tours no force row level security;
update public.addons
   set grants_free_date_change = true,
       description = 'Your first date change is free: move your booking to another date of the same tour, more than 7 days before it starts.'
 where title = 'Flexible Date Change';
update public.tours
   set cancellation_policy = case cancellation_policy
         when 'You may move your booking to another departure of this tour once, free of charge, up to 14 days before it starts.'
           then 'A date change moves the whole booking: every traveller goes to the new date together.'
         else 'A date change depends on seats on the new departure; your add-ons move with the booking.' end
 where cancellation_policy in (
   'You may move your booking to another departure of this tour once, free of charge, up to 14 days before it starts.',
   'Date changes are free up to 30 days before departure, subject to availability.');
alter table public.addons force row level security;
alter table public.tours force row level security;

-- The ledger: a date change's fee and price difference, debited or credited, linked to the booking.
alter table public.wallet_transactions
  drop constraint wallet_transactions_type_check,
  drop constraint wallet_transactions_direction_of_kind,
  add constraint wallet_transactions_type_check check (type in
    ('topup', 'booking', 'refund', 'adjustment', 'reversal', 'debit', 'hold', 'release',
     'date_change')),
  add constraint wallet_transactions_direction_of_kind check (case type
    when 'topup' then direction = 'credit'
    when 'refund' then direction = 'credit'
    when 'release' then direction = 'credit'
    when 'adjustment' then true
    when 'date_change' then true
    else direction = 'debit' end),
  add constraint wallet_transactions_date_change_link
    check (type <> 'date_change' or booking_id is not null);

-- Every move of a booking: its owner reads their own, admins all; only the change writes them.
create table public.booking_date_changes (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete restrict,
  from_departure_id uuid not null references public.departures (id) on delete restrict,
  to_departure_id uuid not null references public.departures (id) on delete restrict,
  from_date date not null,
  to_date date not null check (to_date <> from_date),
  fee_eur public.eur not null check (fee_eur >= 0),
  -- The new price minus the old one, for all travellers: negative when the new date is cheaper.
  price_difference_eur public.eur not null,
  created_at timestamptz not null default now()
);
create index booking_date_changes_booking_idx on public.booking_date_changes (booking_id, created_at);
create index booking_date_changes_user_idx on public.booking_date_changes (user_id, created_at desc);
create index booking_date_changes_departures_idx
  on public.booking_date_changes (from_departure_id);
create index booking_date_changes_to_departure_idx on public.booking_date_changes (to_departure_id);
alter table public.booking_date_changes enable row level security;
alter table public.booking_date_changes force row level security;
revoke all on public.booking_date_changes from public, anon, authenticated;
grant select on public.booking_date_changes to authenticated;
grant select, insert on public.booking_date_changes to service_role;
create policy booking_date_changes_owner_read on public.booking_date_changes for select
  to authenticated using (user_id = auth.uid() or private.is_admin());
create policy service_role_all on public.booking_date_changes for all to service_role
  using (true) with check (true);

-- Whether a booking starting on `start_date` (in `time_zone`) may still move at `at`: more than
-- closesDaysBefore whole days ahead, counted as the refund tiers count them.
create function private.date_change_open(terms jsonb, start_date date, time_zone text,
                                         at timestamptz) returns boolean
language sql stable parallel safe set search_path = '' as $$
  select start_date - (at at time zone time_zone)::date > (terms ->> 'closesDaysBefore')::integer
$$;

-- What moving `booking` to `new_date` costs and whether it may: the one home of the checks and
-- figures, for the quote the member reads and for the change itself. Refuses nothing: a refusal
-- is answered as allowed = false with its status, code and message.
create function private.date_change_quote(booking public.bookings, new_date date)
returns jsonb
language plpgsql stable set search_path = '' as $$
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
                          terms ->> 'closesDaysBefore'));
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
        perform private.check_on_sale(new_date, tour.country, false);
      exception when sqlstate 'PT422' or sqlstate 'PT400' then
        get stacked diagnostics refused_message = message_text, refused_code = pg_exception_hint,
                                refused_state = returned_sqlstate;
        refusal := jsonb_build_object('status', substr(refused_state, 3), 'code', refused_code,
          'message', refused_message);
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
    'seatsLeft', greatest(seats_left, 0));
end
$$;

-- The quote a member reads before moving their own booking (the date-change dialog).
create function public.date_change_quote(p_booking_id uuid, p_start_date date)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  booking public.bookings;
begin
  select * into booking from public.bookings b
   where b.id = p_booking_id and b.user_id = member;
  if not found then
    return jsonb_build_object('allowed', false, 'code', 'booking_not_found',
      'message', 'Booking not found', 'fee', null, 'priceDifference', null, 'toPay', null,
      'toRefund', null, 'seatsLeft', null);
  end if;
  return private.date_change_quote(booking, p_start_date) - 'status';
end
$$;

-- A member moves their own paid tour booking to another date of the tour.
create function wallet.change_booking_date(booking_id uuid, start_date date,
  idempotency_key text default null, request_hash text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
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
      case quote ->> 'code' when 'sold_out' then jsonb_build_object('seatsLeft', quote -> 'seatsLeft')
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
  moved_to := private.take_seats(booking.tour_id, null, change_booking_date.start_date,
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
     set start_date = moved_to.start_date, departure_id = moved_to.id,
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

-- A moved booking gets its mail (the new ticket and calendar entry) and its reminder moves with
-- it; a reminder whose time has passed for the new date is dropped (the mail says it all).
create function private.booking_moved_jobs() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  remind_at timestamptz := private.booking_starts_at(new.start_date, new.time_zone)
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
create trigger bookings_moved_jobs after update of start_date on public.bookings
  for each row when (new.start_date <> old.start_date and new.date_changes > old.date_changes)
  execute function private.booking_moved_jobs();

-- Owned by service_role like the other money functions (0012, 0025, 0026).
grant create on schema private, wallet, public to service_role;
alter function private.date_change_open(jsonb, date, text, timestamptz) owner to service_role;
alter function private.date_change_quote(public.bookings, date) owner to service_role;
alter function public.date_change_quote(uuid, date) owner to service_role;
alter function wallet.change_booking_date(uuid, date, text, text) owner to service_role;
revoke create on schema private, wallet, public from service_role;

revoke execute on function private.date_change_open(jsonb, date, text, timestamptz),
  private.date_change_quote(public.bookings, date), public.date_change_quote(uuid, date),
  wallet.change_booking_date(uuid, date, text, text) from public;
grant execute on function private.date_change_open(jsonb, date, text, timestamptz),
  private.date_change_quote(public.bookings, date) to service_role;
grant execute on function public.date_change_quote(uuid, date),
  wallet.change_booking_date(uuid, date, text, text) to authenticated;
