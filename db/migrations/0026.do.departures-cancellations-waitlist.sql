-- Seats, cancellations and a waiting list (docs/decisions/018-departures-and-refunds.md).
--
-- 1. Every booking takes seats on a departure (a tour or micro-tour on one start date with a
--    capacity), in the transaction that pays it: the departure row is the lock, so concurrent
--    bookings can never sell more seats than it has. Tours with available_dates sell their
--    scheduled departures (kept in sync with available_dates both ways); free-date tours and
--    micro-tours get a departure on demand with the tour's group_size / daily_capacity.
-- 2. A paid booking freezes the refund policy in force (tiers and the tour country's time zone);
--    a cancellation refunds by it, into the wallet, at once, and frees the seats.
-- 3. An operator cancelling a departure refunds every booking on it in full.
-- 4. A member on a sold-out date may wait in line: the price is held from the wallet (ledger
--    kinds hold/release, wallets.held_eur) and booked from the hold when seats free up.
-- Lock order everywhere: booking or waiting entry, then departure, then wallets.

-- The refund policy: whole days before the start (in the tour country's time zone) from which
-- each tier applies. The partial percentage is the setting an operator may change; bookings keep
-- the tiers they were paid under.
create function app_rules.refund_partial_percent() returns integer
language sql immutable parallel safe as $$ select 50 $$;
create function app_rules.refund_tiers() returns jsonb
language sql immutable parallel safe as $$
  select jsonb_build_array(
    jsonb_build_object('minDaysBefore', 15, 'refundPercent', 100),
    jsonb_build_object('minDaysBefore', 7, 'refundPercent', app_rules.refund_partial_percent()),
    jsonb_build_object('minDaysBefore', 0, 'refundPercent', 0))
$$;
create function app_rules.micro_tour_daily_capacity_default() returns integer
language sql immutable parallel safe as $$ select 20 $$;
-- Seats one departure may sell: a day of a city walk run by many guides goes far past a group.
create function app_rules.departure_capacity_max() returns integer
language sql immutable parallel safe as $$ select 100000 $$;
-- Where a tour's days begin and end, by its country; other countries use the company's zone.
create function app_rules.default_time_zone() returns text
language sql immutable parallel safe as $$ select 'Europe/Paris' $$;
create function app_rules.country_time_zones() returns jsonb
language sql immutable parallel safe as $$
  select '{"Albania":"Europe/Tirane","Andorra":"Europe/Andorra","Austria":"Europe/Vienna",
    "Belgium":"Europe/Brussels","Bosnia and Herzegovina":"Europe/Sarajevo","Bulgaria":"Europe/Sofia",
    "Croatia":"Europe/Zagreb","Cyprus":"Asia/Nicosia","Czech Republic":"Europe/Prague",
    "Czechia":"Europe/Prague","Denmark":"Europe/Copenhagen","Estonia":"Europe/Tallinn",
    "Finland":"Europe/Helsinki","France":"Europe/Paris","Germany":"Europe/Berlin",
    "Greece":"Europe/Athens","Hungary":"Europe/Budapest","Iceland":"Atlantic/Reykjavik",
    "Ireland":"Europe/Dublin","Italy":"Europe/Rome","Latvia":"Europe/Riga",
    "Liechtenstein":"Europe/Vaduz","Lithuania":"Europe/Vilnius","Luxembourg":"Europe/Luxembourg",
    "Malta":"Europe/Malta","Moldova":"Europe/Chisinau","Monaco":"Europe/Monaco",
    "Montenegro":"Europe/Podgorica","Netherlands":"Europe/Amsterdam",
    "North Macedonia":"Europe/Skopje","Norway":"Europe/Oslo","Poland":"Europe/Warsaw",
    "Portugal":"Europe/Lisbon","Romania":"Europe/Bucharest","San Marino":"Europe/San_Marino",
    "Serbia":"Europe/Belgrade","Slovakia":"Europe/Bratislava","Slovenia":"Europe/Ljubljana",
    "Spain":"Europe/Madrid","Sweden":"Europe/Stockholm","Switzerland":"Europe/Zurich",
    "Turkey":"Europe/Istanbul","Ukraine":"Europe/Kyiv","United Kingdom":"Europe/London"}'::jsonb
$$;
grant execute on function app_rules.refund_partial_percent(), app_rules.refund_tiers(),
  app_rules.micro_tour_daily_capacity_default(), app_rules.departure_capacity_max(),
  app_rules.default_time_zone(), app_rules.country_time_zones() to public;

create function private.country_time_zone(country text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(app_rules.country_time_zones() ->> country, app_rules.default_time_zone())
$$;

-- The percentage a cancellation at `at` refunds; null once the start day has begun there.
create function private.refund_percent(tiers jsonb, start_date date, time_zone text,
                                       at timestamptz) returns integer
language sql stable set search_path = '' as $$
  select case when start_date - (at at time zone time_zone)::date < 1 then null
    else coalesce((select (t ->> 'refundPercent')::integer
                     from jsonb_array_elements(tiers) t
                    where start_date - (at at time zone time_zone)::date
                          >= (t ->> 'minDaysBefore')::integer
                    order by (t ->> 'minDaysBefore')::integer desc
                    limit 1), 0) end
$$;

-- Departures: one per tour (or micro-tour) and start date.
create table public.departures (
  id uuid primary key default gen_random_uuid(),
  tour_id uuid references public.tours (id) on delete cascade,
  micro_tour_id uuid references public.micro_tours (id) on delete cascade,
  start_date date not null,
  capacity integer not null,
  seats_taken integer not null default 0 check (seats_taken >= 0),
  status text not null default 'open' check (status in ('open', 'closed', 'cancelled')),
  -- Made by an admin or from available_dates (listed there while open), or on demand by a booking.
  scheduled boolean not null default true,
  cancel_reason text check (length(btrim(cancel_reason)) between 3 and 500),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint departures_one_tour check (num_nonnulls(tour_id, micro_tour_id) = 1),
  constraint departures_capacity_check
    check (capacity >= 1 and capacity <= greatest(app_rules.departure_capacity_max(), seats_taken)),
  constraint departures_seats_within_capacity check (seats_taken <= capacity),
  constraint departures_cancelled_check
    check ((status = 'cancelled') = (cancelled_at is not null and cancel_reason is not null)),
  constraint departures_tour_date unique (tour_id, start_date),
  constraint departures_micro_tour_date unique (micro_tour_id, start_date)
);
create index departures_micro_tour_idx on public.departures (micro_tour_id, start_date)
  where micro_tour_id is not null;
-- updated_at dates an edit of the departure itself, not each booking of a seat (the hot path).
create trigger departures_set_updated_at before update on public.departures
  for each row when ((old.capacity, old.status, old.scheduled, old.start_date, old.cancel_reason)
                     is distinct from
                     (new.capacity, new.status, new.scheduled, new.start_date, new.cancel_reason))
  execute function private.set_updated_at();
alter table public.departures enable row level security;
alter table public.departures force row level security;
grant select on public.departures to anon, authenticated;
grant insert (tour_id, micro_tour_id, start_date, capacity, status),
  update (capacity, status, cancel_reason), delete on public.departures to authenticated;
grant select, insert, update, delete on public.departures to service_role;
create policy departures_read on public.departures for select to anon, authenticated
  using (true);
create policy departures_admin_insert on public.departures for insert to authenticated
  with check (private.is_admin());
create policy departures_admin_update on public.departures for update to authenticated
  using (private.is_admin()) with check (private.is_admin());
create policy departures_admin_delete on public.departures for delete to authenticated
  using (private.is_admin());
create policy service_role_all on public.departures for all to service_role
  using (true) with check (true);

alter table public.micro_tours
  add column daily_capacity integer not null default app_rules.micro_tour_daily_capacity_default()
    check (daily_capacity between 1 and app_rules.departure_capacity_max());

-- Bookings: their departure, the policy they were paid under, and how they ended.
alter table public.bookings
  add column departure_id uuid references public.departures (id) on delete restrict,
  add column refund_tiers jsonb,
  add column time_zone text,
  add column cancelled_at timestamptz,
  add column cancelled_by text check (cancelled_by in ('member', 'operator')),
  add column refund_eur public.eur check (refund_eur >= 0),
  add column refund_percent integer check (refund_percent between 0 and 100);
create index bookings_departure_idx on public.bookings (departure_id, created_at);
create policy bookings_admin_read on public.bookings for select to authenticated
  using (private.is_admin());

-- Waiting list: a member's place in line for N travellers, with the price held.
create table public.waitlist_entries (
  id uuid primary key default gen_random_uuid(),
  departure_id uuid not null references public.departures (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete restrict,
  travelers integer not null check (travelers between app_rules.min_travelers()
                                                   and app_rules.max_travelers()),
  hold_eur public.eur not null check (hold_eur >= 0),
  status text not null default 'waiting' check (status in ('waiting', 'booked', 'left', 'released')),
  booking_id uuid unique references public.bookings (id) on delete restrict,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint waitlist_entries_booking_check check ((status = 'booked') = (booking_id is not null))
);
create unique index waitlist_entries_one_waiting on public.waitlist_entries (departure_id, user_id)
  where status = 'waiting';
create index waitlist_entries_line on public.waitlist_entries (departure_id, created_at, id)
  where status = 'waiting';
create index waitlist_entries_member on public.waitlist_entries (user_id, created_at desc);
create trigger waitlist_entries_set_updated_at before update on public.waitlist_entries
  for each row execute function private.set_updated_at();
alter table public.waitlist_entries enable row level security;
alter table public.waitlist_entries force row level security;
grant select on public.waitlist_entries to authenticated;
grant select, insert, update on public.waitlist_entries to service_role;
create policy waitlist_entries_owner_read on public.waitlist_entries for select to authenticated
  using (user_id = auth.uid() or private.is_admin());
create policy service_role_all on public.waitlist_entries for all to service_role
  using (true) with check (true);

-- Holds: a hold moves money from the balance to held_eur, a release moves it back.
alter table public.wallets
  add column held_eur public.eur not null default 0 check (held_eur >= 0);
alter table public.wallet_transactions
  add column waitlist_entry_id uuid references public.waitlist_entries (id) on delete restrict,
  drop constraint wallet_transactions_type_check,
  drop constraint wallet_transactions_direction_of_kind,
  add constraint wallet_transactions_type_check check (type in
    ('topup', 'booking', 'refund', 'adjustment', 'reversal', 'debit', 'hold', 'release')),
  add constraint wallet_transactions_direction_of_kind check (case type
    when 'topup' then direction = 'credit'
    when 'refund' then direction = 'credit'
    when 'release' then direction = 'credit'
    when 'adjustment' then true
    else direction = 'debit' end),
  add constraint wallet_transactions_hold_link
    check ((type in ('hold', 'release')) = (waitlist_entry_id is not null));
create unique index wallet_transactions_one_refund on public.wallet_transactions (booking_id)
  where type = 'refund';
create unique index wallet_transactions_one_hold_move
  on public.wallet_transactions (waitlist_entry_id, type) where waitlist_entry_id is not null;

create or replace function private.apply_wallet_transaction() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- One statement on the hot path: the wallet moves, unless a debit would leave less than
  -- nothing. A credit always goes in (it pays a debt first); only a reversal may go below.
  update public.wallets w
     set balance_eur = greatest(w.balance_eur - w.debt_eur + new.signed_amount_eur, 0),
         debt_eur = greatest(w.debt_eur - w.balance_eur - new.signed_amount_eur, 0),
         held_eur = w.held_eur + case new.type when 'hold' then new.amount_eur
                                               when 'release' then -new.amount_eur
                                               else 0 end
   where w.user_id = new.user_id
     and (new.direction = 'credit' or new.type = 'reversal'
          or w.balance_eur - w.debt_eur + new.signed_amount_eur >= 0);
  if found then
    return new;
  end if;
  if exists (select 1 from public.wallets w where w.user_id = new.user_id) then
    raise exception 'insufficient_funds' using errcode = 'P0001',
      detail = 'The wallet balance is lower than the amount to deduct.';
  end if;
  -- No wallet yet (one is made with every account): the entry makes it.
  if new.direction = 'debit' and new.type <> 'reversal' or new.type = 'release' then
    raise exception 'insufficient_funds' using errcode = 'P0001',
      detail = 'The wallet balance is lower than the amount to deduct.';
  end if;
  insert into public.wallets (user_id, balance_eur, debt_eur)
  values (new.user_id, greatest(new.signed_amount_eur, 0), greatest(-new.signed_amount_eur, 0));
  return new;
end
$$;

-- Mails the server sends after the transaction that caused them commits (at least once).
create table private.member_notices (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('departure_cancelled', 'waitlist_booked', 'waitlist_released')),
  booking_id uuid references public.bookings (id) on delete cascade,
  waitlist_entry_id uuid references public.waitlist_entries (id) on delete cascade,
  details jsonb not null default '{}',
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text check (length(last_error) <= 2000)
);
create index member_notices_unsent on private.member_notices (id) where sent_at is null;
revoke all on private.member_notices from public, anon, authenticated;
grant select, insert, update, delete on private.member_notices to service_role;

-- Backfill: a departure for every available date and for every date already booked, with the
-- seats those bookings hold; existing bookings keep the policy the site promised them. A managed
-- database's owner has no BYPASSRLS: forced row-level security would hide every row from these
-- statements, so it is lifted for the backfill only.
alter table public.tours no force row level security;
alter table public.micro_tours no force row level security;
alter table public.bookings no force row level security;
alter table public.departures no force row level security;
insert into public.departures (tour_id, start_date, capacity, scheduled)
select t.id, d, t.group_size, true
  from public.tours t, unnest(t.available_dates) d
on conflict do nothing;
insert into public.departures (tour_id, start_date, capacity, seats_taken, scheduled)
select b.tour_id, b.start_date,
       greatest(t.group_size, sum(b.travelers) filter (where b.status = 'paid'), 1),
       coalesce(sum(b.travelers) filter (where b.status = 'paid'), 0), false
  from public.bookings b join public.tours t on t.id = b.tour_id
 group by b.tour_id, b.start_date, t.group_size
on conflict (tour_id, start_date) do update
   set seats_taken = excluded.seats_taken,
       capacity = greatest(public.departures.capacity, excluded.seats_taken);
insert into public.departures (micro_tour_id, start_date, capacity, seats_taken, scheduled)
select b.micro_tour_id, b.start_date,
       greatest(m.daily_capacity, sum(b.travelers) filter (where b.status = 'paid'), 1),
       coalesce(sum(b.travelers) filter (where b.status = 'paid'), 0), false
  from public.bookings b join public.micro_tours m on m.id = b.micro_tour_id
 group by b.micro_tour_id, b.start_date, m.daily_capacity;
update public.bookings b
   set departure_id = d.id,
       refund_tiers = app_rules.refund_tiers(),
       time_zone = private.country_time_zone(coalesce(t.country, m.country))
  from public.departures d
  left join public.tours t on t.id = d.tour_id
  left join public.micro_tours m on m.id = d.micro_tour_id
 where d.start_date = b.start_date
   and (d.tour_id = b.tour_id or d.micro_tour_id = b.micro_tour_id);
alter table public.bookings
  alter column departure_id set not null,
  alter column refund_tiers set not null,
  alter column time_zone set not null,
  -- Bookings cancelled before cancellations existed have no cancellation record.
  add constraint bookings_cancellation_check check (cancelled_at is null
    or (status = 'cancelled' and cancelled_by is not null and refund_eur is not null
        and refund_percent is not null));

-- available_dates lists the open scheduled departures; writing it opens, adds or closes them.
create function private.sync_available_dates(tour uuid) returns void
language sql security definer set search_path = '' as $$
  update public.tours t
     set available_dates = coalesce((select array_agg(d.start_date order by d.start_date)
                                       from public.departures d
                                      where d.tour_id = tour and d.scheduled and d.status = 'open'),
                                    '{}')
   where t.id = tour
     and t.available_dates is distinct from coalesce(
           (select array_agg(d.start_date order by d.start_date) from public.departures d
             where d.tour_id = tour and d.scheduled and d.status = 'open'), '{}')
$$;

create function private.departures_from_available_dates() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  wanted date[] := coalesce(new.available_dates, '{}');
begin
  insert into public.departures (tour_id, start_date, capacity, scheduled)
  select new.id, d, new.group_size, true from unnest(wanted) d
  on conflict (tour_id, start_date) do nothing;
  update public.departures d set scheduled = true, status = 'open'
   where d.tour_id = new.id and d.start_date = any (wanted)
     and (not d.scheduled or d.status = 'closed');
  delete from public.departures d
   where d.tour_id = new.id and d.scheduled and d.status = 'open' and d.seats_taken = 0
     and not (d.start_date = any (wanted))
     and not exists (select 1 from public.bookings b where b.departure_id = d.id)
     and not exists (select 1 from public.waitlist_entries e where e.departure_id = d.id);
  update public.departures d set status = 'closed'
   where d.tour_id = new.id and d.scheduled and d.status = 'open'
     and not (d.start_date = any (wanted));
  if tg_op = 'UPDATE' and new.group_size is distinct from old.group_size then
    -- Free dates follow the group size; never below the seats sold.
    update public.departures d set capacity = greatest(new.group_size, d.seats_taken)
     where d.tour_id = new.id and not d.scheduled and d.status = 'open';
  end if;
  perform private.sync_available_dates(new.id);
  return null;
end
$$;
create trigger tours_departures after insert or update of available_dates, group_size
  on public.tours for each row execute function private.departures_from_available_dates();

-- From now on available_dates is the sorted list of open scheduled departures.
select private.sync_available_dates(t.id) from public.tours t where cardinality(t.available_dates) > 0;
alter table public.tours force row level security;
alter table public.micro_tours force row level security;
alter table public.bookings force row level security;
alter table public.departures force row level security;

create function private.micro_tour_capacity_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.departures d set capacity = greatest(new.daily_capacity, d.seats_taken)
   where d.micro_tour_id = new.id and d.status = 'open';
  return null;
end
$$;
create trigger micro_tours_daily_capacity after update of daily_capacity on public.micro_tours
  for each row when (new.daily_capacity is distinct from old.daily_capacity)
  execute function private.micro_tour_capacity_changed();

-- A member's booking's price held or released: one ledger entry each, linked to the entry.
create function private.move_hold(entry public.waitlist_entries, kind text, note text)
returns void
language sql set search_path = '' as $$
  insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                          waitlist_entry_id)
  select entry.user_id, kind, case kind when 'hold' then 'debit' else 'credit' end,
         entry.hold_eur, left(note, 500), entry.id
   where entry.hold_eur > 0
$$;

-- The title and country of a departure's tour or micro-tour, and its prices.
create function private.departure_tour(departure public.departures,
  out title text, out country text, out price numeric)
language sql stable set search_path = '' as $$
  select t.title, t.country, t.price_eur::numeric from public.tours t
   where t.id = departure.tour_id
  union all
  select m.title, m.country, m.price_eur::numeric from public.micro_tours m
   where m.id = departure.micro_tour_id
$$;

-- The day a departure starts has begun in its tour's country.
create function private.departure_started(departure public.departures) returns boolean
language sql stable set search_path = '' as $$
  select departure.start_date
         <= (now() at time zone private.country_time_zone(
               (private.departure_tour(departure)).country))::date
$$;

-- Pays a booking on a departure whose seats the caller has already taken.
drop function private.pay_booking(uuid, numeric, uuid, uuid, text, date, integer, uuid[], numeric,
                                  numeric, text);
create function private.pay_booking(member uuid, balance numeric, departure public.departures,
  title text, country text, travelers integer, addon_ids uuid[], base_total numeric,
  addons_total numeric, idempotency_key text) returns jsonb
language plpgsql set search_path = '' as $$
declare
  grand_total numeric := base_total + addons_total;
  booking_id uuid;
begin
  insert into public.bookings (user_id, tour_id, micro_tour_id, departure_id, start_date, travelers,
                               addon_ids, base_total_eur, addons_total_eur, total_eur, status,
                               idempotency_key, refund_tiers, time_zone)
  values (member, departure.tour_id, departure.micro_tour_id, departure.id, departure.start_date,
          travelers, addon_ids, base_total, addons_total, grand_total, 'paid', idempotency_key,
          app_rules.refund_tiers(), private.country_time_zone(country))
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
                                  'startDate', departure.start_date, 'travelers', travelers,
                                  'totalAmount', grand_total),
    'newBalance', balance - grand_total);
end
$$;

-- The departure a booking for `start_date` sells, locked, with `travelers` seats taken on it.
-- Free-date tours and micro-tours get one on demand with `default_capacity` seats.
create function private.take_seats(tour_id uuid, micro_tour_id uuid, start_date date,
  travelers integer, default_capacity integer) returns public.departures
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
         for update;
    end if;
    exit when found;
    insert into public.departures (tour_id, micro_tour_id, start_date, capacity, scheduled)
    values (tour_id, micro_tour_id, start_date, default_capacity, false)
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

-- A booking written directly (seeds, operators' scripts) gets its departure and seats like a
-- paid one would, and the policy in force.
create function private.assign_departure() returns trigger
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
      case when new.status = 'paid' then new.travelers else 0 end, capacity);
    new.departure_id := departure.id;
  end if;
  new.refund_tiers := coalesce(new.refund_tiers, app_rules.refund_tiers());
  new.time_zone := coalesce(new.time_zone, private.country_time_zone(country));
  return new;
end
$$;
create trigger bookings_assign_departure before insert on public.bookings
  for each row when (new.departure_id is null or new.refund_tiers is null or new.time_zone is null)
  execute function private.assign_departure();

-- Books waiting members from their holds while seats are free, first in line first (skipping
-- those whose travellers do not fit or whose wallet owes money). The caller holds the departure.
create function private.promote_waitlist(departure_id uuid) returns integer
language plpgsql set search_path = '' as $$
declare
  departure public.departures;
  tour record;
  entry public.waitlist_entries;
  answer jsonb;
  booked integer := 0;
  -- Entries whose wallet went into debt after they were picked: they wait on.
  skipped uuid[] := '{}';
begin
  select * into departure from public.departures d where d.id = promote_waitlist.departure_id
     for update;
  if departure.status <> 'open' or private.departure_started(departure) then
    return 0;
  end if;
  select * into tour from private.departure_tour(departure);
  loop
    select e.* into entry from public.waitlist_entries e
      join public.wallets w on w.user_id = e.user_id
     where e.departure_id = departure.id and e.status = 'waiting'
       and e.travelers <= departure.capacity - departure.seats_taken and w.debt_eur = 0
       and not (e.id = any (skipped))
     order by e.created_at, e.id
     limit 1
     for update of e;
    exit when not found;
    if (select w.debt_eur from public.wallets w where w.user_id = entry.user_id for update) > 0 then
      skipped := skipped || entry.id;
      continue;
    end if;
    perform private.move_hold(entry, 'release', 'Waiting list: hold used for booking: ' || tour.title);
    update public.departures d set seats_taken = d.seats_taken + entry.travelers
     where d.id = departure.id returning * into departure;
    answer := private.pay_booking(entry.user_id, 0, departure, tour.title, tour.country,
                                  entry.travelers, '{}', entry.hold_eur, 0, null);
    update public.waitlist_entries e
       set status = 'booked', booking_id = (answer -> 'booking' ->> 'id')::uuid
     where e.id = entry.id;
    insert into private.member_notices (user_id, kind, booking_id, waitlist_entry_id, details)
    values (entry.user_id, 'waitlist_booked', (answer -> 'booking' ->> 'id')::uuid, entry.id,
            jsonb_build_object('tourTitle', tour.title, 'startDate', departure.start_date,
                               'travelers', entry.travelers, 'totalAmount', entry.hold_eur));
    booked := booked + 1;
  end loop;
  return booked;
end
$$;

-- Gives every waiting member on a departure their hold back.
create function private.release_holds(departure_id uuid, why text) returns integer
language plpgsql set search_path = '' as $$
declare
  entry public.waitlist_entries;
  tour record;
  released integer := 0;
begin
  for entry in
    select e.* from public.waitlist_entries e
     where e.departure_id = release_holds.departure_id and e.status = 'waiting'
     order by e.user_id
     for update
  loop
    perform 1 from public.wallets w where w.user_id = entry.user_id for update;
    select * into tour from private.departure_tour(
      (select d from public.departures d where d.id = entry.departure_id));
    perform private.move_hold(entry, 'release', 'Waiting list hold released: ' || tour.title);
    update public.waitlist_entries e set status = 'released' where e.id = entry.id;
    insert into private.member_notices (user_id, kind, waitlist_entry_id, details)
    values (entry.user_id, 'waitlist_released', entry.id,
            jsonb_build_object('tourTitle', tour.title, 'why', why,
                               'startDate', (select d.start_date from public.departures d
                                              where d.id = entry.departure_id),
                               'amount', entry.hold_eur));
    released := released + 1;
  end loop;
  return released;
end
$$;

-- Guards admin edits of a departure; a cancellation frees its seats (refunds follow after).
create function private.guard_departure() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'cancelled' then
      raise exception 'A new departure cannot be cancelled.' using errcode = '23514';
    end if;
    return new;
  end if;
  if old.status = 'cancelled' and (new.status, new.capacity, new.cancel_reason)
       is distinct from (old.status, old.capacity, old.cancel_reason) then
    raise exception 'This departure was cancelled and cannot be changed.' using errcode = '23514';
  end if;
  if new.capacity < old.seats_taken and new.status <> 'cancelled' then
    raise exception 'Capacity cannot be lower than the % seats already sold.', old.seats_taken
      using errcode = '23514', hint = 'capacity_below_seats_sold';
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    if new.cancel_reason is null then
      raise exception 'Say why the departure is cancelled: its travellers are told.'
        using errcode = '23514';
    end if;
    new.cancelled_at := now();
    -- Every paid booking on it is cancelled and refunded by departures_changed.
    new.seats_taken := 0;
  end if;
  return new;
end
$$;
create trigger departures_guard_insert before insert on public.departures
  for each row execute function private.guard_departure();
-- Seats taken and given back on the hot path skip the checks that concern admin edits.
create trigger departures_guard_update before update on public.departures
  for each row when (old.status = 'cancelled' or new.status <> old.status
                     or new.capacity <> old.capacity)
  execute function private.guard_departure();

-- After a departure changes: cancelled refunds every booking in full and releases the holds;
-- more room books the waiting list; available_dates follows its scheduled departures.
create function private.departure_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  booking public.bookings;
  tour record;
begin
  if tg_op = 'UPDATE' and new.status = 'cancelled' and old.status <> 'cancelled' then
    select * into tour from private.departure_tour(new);
    for booking in
      select b.* from public.bookings b
       where b.departure_id = new.id and b.status = 'paid'
       order by b.user_id, b.id
       for update
    loop
      perform 1 from public.wallets w where w.user_id = booking.user_id for update;
      update public.bookings b
         set status = 'cancelled', cancelled_at = now(), cancelled_by = 'operator',
             refund_eur = booking.total_eur, refund_percent = 100
       where b.id = booking.id;
      if booking.total_eur > 0 then
        insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                                booking_id)
        values (booking.user_id, 'refund', 'credit', booking.total_eur,
                left('Refund (departure cancelled): ' || tour.title, 500), booking.id);
      end if;
      insert into private.member_notices (user_id, kind, booking_id, details)
      values (booking.user_id, 'departure_cancelled', booking.id,
              jsonb_build_object('tourTitle', tour.title, 'startDate', new.start_date,
                                 'travelers', booking.travelers, 'refund', booking.total_eur,
                                 'reason', new.cancel_reason));
    end loop;
    perform private.release_holds(new.id, 'cancelled');
  elsif tg_op = 'UPDATE' and new.status = 'open'
        and (new.capacity > old.capacity or old.status <> 'open'
             or new.seats_taken < old.seats_taken) then
    perform private.promote_waitlist(new.id);
  end if;
  if new.tour_id is not null and (new.scheduled or tg_op = 'UPDATE' and old.scheduled) then
    perform private.sync_available_dates(new.tour_id);
  end if;
  return null;
end
$$;
create trigger departures_added after insert on public.departures
  for each row execute function private.departure_changed();
-- A booking taking seats changes nothing else: no trigger call on that hot path.
create trigger departures_changed after update on public.departures
  for each row when (new.status <> old.status or new.capacity > old.capacity
                     or new.seats_taken < old.seats_taken or new.scheduled <> old.scheduled
                     or new.start_date <> old.start_date)
  execute function private.departure_changed();

create function private.departure_removed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.tour_id is not null and old.scheduled then
    perform private.sync_available_dates(old.tour_id);
  end if;
  return null;
end
$$;
create trigger departures_removed after delete on public.departures
  for each row execute function private.departure_removed();

-- Booking functions: the same contract, now taking seats before the wallet is locked.
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

-- A member cancels their own paid booking before its start day: refund by the frozen policy.
create function wallet.cancel_booking(booking_id uuid, idempotency_key text default null,
  request_hash text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'cancel-booking', idempotency_key, request_hash);
  booking public.bookings;
  percent integer;
  amount numeric;
  title text;
begin
  if earlier is not null then
    return earlier;
  end if;
  select * into booking from public.bookings b
   where b.id = cancel_booking.booking_id and b.user_id = member
   for update;
  if not found then
    perform private.refuse('404', 'booking_not_found', 'Booking not found');
  end if;
  if booking.status = 'cancelled' then
    perform private.refuse('409', 'booking_already_cancelled', 'This booking is already cancelled.',
      jsonb_build_object('refund', jsonb_build_object('amount', coalesce(booking.refund_eur, 0),
                                                      'percent', coalesce(booking.refund_percent, 0))));
  end if;
  percent := private.refund_percent(booking.refund_tiers, booking.start_date, booking.time_zone,
                                    now());
  if booking.status <> 'paid' or percent is null then
    perform private.refuse('422', 'booking_not_cancellable',
      'This booking can no longer be cancelled: its tour has started.');
  end if;
  amount := round(booking.total_eur * percent / 100, 2);
  update public.departures d set seats_taken = d.seats_taken - booking.travelers
   where d.id = booking.departure_id;
  update public.bookings b
     set status = 'cancelled', cancelled_at = now(), cancelled_by = 'member',
         refund_eur = amount, refund_percent = percent
   where b.id = booking.id;
  perform 1 from public.wallets w where w.user_id = member for update;
  if amount > 0 then
    select t.title into title from private.departure_tour(
      (select d from public.departures d where d.id = booking.departure_id)) t;
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, booking_id)
    values (member, 'refund', 'credit', amount,
            left(format('Refund (%s%%): %s', percent, title), 500), booking.id);
  end if;
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true,
    'refund', jsonb_build_object('amount', amount, 'percent', percent),
    'newBalance', (select w.balance_eur from public.wallets w where w.user_id = member),
    'booking', jsonb_build_object('id', booking.id, 'status', 'cancelled')));
end
$$;

-- A member joins the line of a sold-out departure; the price is held from their wallet.
create function wallet.join_waitlist(departure_id uuid, travelers integer,
  idempotency_key text default null, request_hash text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'join-waitlist', idempotency_key, request_hash);
  departure public.departures;
  tour record;
  hold numeric;
  balance numeric;
  entry public.waitlist_entries;
begin
  if earlier is not null then
    return earlier;
  end if;
  perform private.check_travelers(travelers);
  select * into departure from public.departures d where d.id = join_waitlist.departure_id
     for update;
  if not found then
    perform private.refuse('404', 'departure_not_found', 'Departure not found');
  end if;
  if departure.status <> 'open' or private.departure_started(departure) then
    perform private.refuse('422', 'date_unavailable',
      'This date is no longer on sale. Please choose another date.');
  end if;
  if departure.capacity - departure.seats_taken >= travelers then
    perform private.refuse('409', 'seats_available',
      'Seats are available on this date: book them instead.',
      jsonb_build_object('seatsLeft', departure.capacity - departure.seats_taken));
  end if;
  if exists (select 1 from public.waitlist_entries e
              where e.departure_id = departure.id and e.user_id = member and e.status = 'waiting') then
    perform private.refuse('409', 'already_waiting', 'You are already on the waiting list for this date.');
  end if;
  select * into tour from private.departure_tour(departure);
  hold := tour.price * travelers;
  balance := private.lock_wallet_for_booking(member);
  if balance < hold then
    perform private.refuse_shortage('insufficient_funds', balance, hold);
  end if;
  insert into public.waitlist_entries (departure_id, user_id, travelers, hold_eur)
  values (departure.id, member, travelers, hold)
  returning * into entry;
  perform private.move_hold(entry, 'hold', 'Waiting list hold: ' || tour.title);
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true,
    'entry', jsonb_build_object('id', entry.id, 'travelers', travelers, 'holdAmount', hold,
      'position', (select count(*) from public.waitlist_entries e
                    where e.departure_id = departure.id and e.status = 'waiting'
                      and (e.created_at, e.id) <= (entry.created_at, entry.id))),
    'newBalance', balance - hold));
end
$$;

-- A member leaves the line: the whole hold goes back to the balance.
create function wallet.leave_waitlist(entry_id uuid, idempotency_key text default null,
  request_hash text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'leave-waitlist', idempotency_key, request_hash);
  entry public.waitlist_entries;
  title text;
begin
  if earlier is not null then
    return earlier;
  end if;
  select * into entry from public.waitlist_entries e
   where e.id = leave_waitlist.entry_id and e.user_id = member
   for update;
  if not found then
    perform private.refuse('404', 'waitlist_entry_not_found', 'Waiting list entry not found');
  end if;
  if entry.status <> 'waiting' then
    perform private.refuse('409', 'waitlist_entry_closed',
      format('This waiting list entry is already %s.', entry.status));
  end if;
  perform 1 from public.wallets w where w.user_id = member for update;
  select t.title into title from private.departure_tour(
    (select d from public.departures d where d.id = entry.departure_id)) t;
  perform private.move_hold(entry, 'release', 'Left the waiting list: ' || title);
  update public.waitlist_entries e set status = 'left' where e.id = entry.id;
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true, 'released', entry.hold_eur,
    'newBalance', (select w.balance_eur from public.wallets w where w.user_id = member)));
end
$$;

-- An admin cancels a departure: the departure's triggers refund and release everything.
create function wallet.cancel_departure(departure_id uuid, reason text,
  idempotency_key text default null, request_hash text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  admin uuid := private.live_session_user();
  earlier jsonb;
  departure public.departures;
begin
  if not private.is_admin() then
    perform private.refuse('403', 'admin_required', 'Admin access required');
  end if;
  earlier := private.claim_request(admin, 'cancel-departure', idempotency_key, request_hash);
  if earlier is not null then
    return earlier;
  end if;
  if reason is null or length(btrim(reason)) not between 3 and 500 then
    perform private.refuse('400', 'validation_failed', 'Give a reason of 3 to 500 characters.');
  end if;
  select * into departure from public.departures d where d.id = cancel_departure.departure_id
     for update;
  if not found then
    perform private.refuse('404', 'departure_not_found', 'Departure not found');
  end if;
  if departure.status = 'cancelled' then
    perform private.refuse('409', 'departure_already_cancelled', 'This departure is already cancelled.');
  end if;
  update public.departures d set status = 'cancelled', cancel_reason = btrim(reason)
   where d.id = departure.id;
  return private.answer_request(admin, idempotency_key, (
    select jsonb_build_object('success', true,
             'cancelledBookings', count(*), 'refundedTotal', coalesce(sum(b.refund_eur), 0),
             'releasedHolds', (select count(*) from public.waitlist_entries e
                                where e.departure_id = departure.id and e.status = 'released'
                                  and e.updated_at = now()))
      from public.bookings b
     where b.departure_id = departure.id and b.cancelled_by = 'operator'
       and b.cancelled_at = now()));
end
$$;

-- Holds on departures whose day has begun go back to their members (run by the server).
create function wallet.release_started_holds() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  departure public.departures;
  released integer := 0;
begin
  for departure in
    select d.* from public.departures d
     where exists (select 1 from public.waitlist_entries e
                    where e.departure_id = d.id and e.status = 'waiting')
       and d.start_date <= current_date + 1
     order by d.id
     for update
  loop
    if departure.status <> 'open' or private.departure_started(departure) then
      released := released + private.release_holds(departure.id, 'started');
    end if;
  end loop;
  return released;
end
$$;

-- The travellers on one departure, for the admin's Bookings view (paged by PostgREST).
create function public.departure_bookings(p_departure_id uuid)
returns table (id uuid, user_id uuid, email text, travelers integer, total_eur numeric,
               status text, refund_eur numeric, cancelled_by text, created_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  return query
    select b.id, b.user_id, u.email::text, b.travelers, b.total_eur::numeric, b.status,
           b.refund_eur::numeric, b.cancelled_by, b.created_at
      from public.bookings b join auth.users u on u.id = b.user_id
     where b.departure_id = p_departure_id
     order by b.created_at, b.id;
end
$$;
revoke execute on function public.departure_bookings(uuid) from public;
grant execute on function public.departure_bookings(uuid) to authenticated;

-- Owned by service_role like the other money functions (0012, 0025).
grant create on schema private, wallet, public to service_role;
alter function private.country_time_zone(text) owner to service_role;
alter function private.refund_percent(jsonb, date, text, timestamptz) owner to service_role;
alter function private.apply_wallet_transaction() owner to service_role;
alter function private.sync_available_dates(uuid) owner to service_role;
alter function private.departures_from_available_dates() owner to service_role;
alter function private.micro_tour_capacity_changed() owner to service_role;
alter function private.move_hold(public.waitlist_entries, text, text) owner to service_role;
alter function private.departure_tour(public.departures) owner to service_role;
alter function private.departure_started(public.departures) owner to service_role;
alter function private.pay_booking(uuid, numeric, public.departures, text, text, integer, uuid[],
                                   numeric, numeric, text) owner to service_role;
alter function private.take_seats(uuid, uuid, date, integer, integer) owner to service_role;
alter function private.assign_departure() owner to service_role;
alter function private.promote_waitlist(uuid) owner to service_role;
alter function private.release_holds(uuid, text) owner to service_role;
alter function private.guard_departure() owner to service_role;
alter function private.departure_changed() owner to service_role;
alter function private.departure_removed() owner to service_role;
alter function wallet.cancel_booking(uuid, text, text) owner to service_role;
alter function wallet.join_waitlist(uuid, integer, text, text) owner to service_role;
alter function wallet.leave_waitlist(uuid, text, text) owner to service_role;
alter function wallet.cancel_departure(uuid, text, text, text) owner to service_role;
alter function wallet.release_started_holds() owner to service_role;
alter function public.departure_bookings(uuid) owner to service_role;
revoke create on schema private, wallet, public from service_role;

revoke execute on function wallet.cancel_booking(uuid, text, text),
  wallet.join_waitlist(uuid, integer, text, text), wallet.leave_waitlist(uuid, text, text),
  wallet.cancel_departure(uuid, text, text, text), wallet.release_started_holds()
  from public;
grant execute on function wallet.cancel_booking(uuid, text, text),
  wallet.join_waitlist(uuid, integer, text, text), wallet.leave_waitlist(uuid, text, text),
  wallet.cancel_departure(uuid, text, text, text)
  to authenticated;
grant execute on function wallet.release_started_holds() to service_role;
grant execute on function private.country_time_zone(text), private.refund_percent(jsonb, date, text, timestamptz)
  to service_role;
