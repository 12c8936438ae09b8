-- Money functions behind /functions/v1 (process-booking, confirm-micro-tour-booking,
-- wallet-topup), the idempotency record they keep, and one rule for every member top-up.
--
-- The functions live in schema `wallet`, which PostgREST does not serve (db-schemas=public): the
-- gateway calls them as the member, once per request. They are security definer and owned by
-- service_role (docs/decisions/005-database-roles.md), so they work for an owner that is not a
-- superuser. A refusal raises SQLSTATE PTnnn (HTTP status nnn) with the JSON answer in DETAIL,
-- which rolls back everything the call wrote: a refused request leaves no trace and a retry
-- runs again.

create schema wallet;
revoke all on schema wallet from public;
grant usage on schema wallet to authenticated, service_role;

-- One row per (member, Idempotency-Key), written in the transaction that moves the money; a
-- concurrent request with the same key waits on the primary key and then gets the stored answer.
create table private.function_requests (
  user_id uuid not null references auth.users (id) on delete cascade,
  key text not null check (length(key) between 1 and 200),
  function_name text not null check (length(function_name) between 1 and 64),
  request_hash text not null check (request_hash ~ '^[0-9a-f]{64}$'),
  -- The first answer's HTTP status: 200, or a refusal kept by wallet.remember_refusal.
  status smallint not null default 200 check (status between 200 and 499),
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index function_requests_created_idx on private.function_requests (created_at);
alter table private.function_requests enable row level security;
alter table private.function_requests force row level security;
revoke all on private.function_requests from public, anon, authenticated;
grant select, insert, update, delete on private.function_requests to service_role;
create policy service_role_all on private.function_requests for all to service_role
  using (true) with check (true);

-- The member of the request, if the session of its token is still signed in (signing out deletes
-- the auth.sessions row, while the access token itself stays valid until it expires).
create function private.live_session_user() returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  member uuid := auth.uid();
  session_text text := auth.jwt() ->> 'session_id';
begin
  if member is null or auth.role() is distinct from 'authenticated' then
    raise exception 'Not authenticated' using errcode = 'PT401',
      detail = '{"error":"Not authenticated"}';
  end if;
  if session_text is null
     or session_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or not exists (select 1 from auth.sessions s
                     where s.id = session_text::uuid and s.user_id = member) then
    raise exception 'Session expired or revoked' using errcode = 'PT401',
      detail = '{"error":"Session expired or revoked. Please sign in again."}';
  end if;
  return member;
end
$$;

-- Null when the request is new (its key is now claimed until this transaction ends), else the
-- stored answer of the first request with this key.
create function private.claim_request(
  member uuid, function_name text, idempotency_key text, request_hash text
) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  earlier private.function_requests;
begin
  if idempotency_key is null then
    return null;
  end if;
  if request_hash is null or request_hash !~ '^[0-9a-f]{64}$'
     or length(idempotency_key) not between 1 and 200 then
    raise exception 'Invalid idempotency key' using errcode = 'PT400',
      detail = '{"error":"Invalid Idempotency-Key"}';
  end if;
  insert into private.function_requests (user_id, key, function_name, request_hash)
  values (member, idempotency_key, function_name, request_hash)
  on conflict do nothing;
  if found then
    return null;
  end if;
  select * into earlier from private.function_requests r
   where r.user_id = member and r.key = idempotency_key;
  if earlier.function_name <> claim_request.function_name
     or earlier.request_hash <> claim_request.request_hash
     or earlier.response is null then
    raise exception 'Idempotency-Key reused' using errcode = 'PT422',
      detail = json_build_object('error',
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.')::text;
  end if;
  return jsonb_build_object('status', earlier.status, 'body', earlier.response, 'replayed', true);
end
$$;

create function private.answer_request(member uuid, idempotency_key text, body jsonb)
returns jsonb
language plpgsql set search_path = ''
as $$
begin
  if idempotency_key is not null then
    update private.function_requests set response = body
     where user_id = member and key = idempotency_key;
  end if;
  return jsonb_build_object('status', 200, 'body', body, 'replayed', false);
end
$$;

-- A refusal rolls back the call's own idempotency row, so the gateway keeps it here afterwards
-- (statuses 400, 402, 404, 409, 422): a retry with the key then gets the same refusal, as the
-- issue's contract says, instead of running again once the wallet has changed. An answer that
-- is already kept (a concurrent twin that took effect) wins.
create function wallet.remember_refusal(
  function_name text, idempotency_key text, request_hash text, status integer, body jsonb
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if status not in (400, 402, 404, 409, 422) or body is null or jsonb_typeof(body) <> 'object' then
    raise exception 'Not a refusal to keep' using errcode = '22023';
  end if;
  insert into private.function_requests (user_id, key, function_name, request_hash, status,
                                         response)
  values (private.live_session_user(), idempotency_key, remember_refusal.function_name,
          remember_refusal.request_hash, remember_refusal.status, body)
  on conflict do nothing;
end
$$;

-- Locks the member's wallet and returns its balance; a member without a wallet row has 0.
create function private.lock_wallet(member uuid) returns numeric
language sql set search_path = ''
as $$
  select coalesce((select w.balance_eur from public.wallets w
                    where w.user_id = member for update), 0)::numeric
$$;

create function private.refuse_shortage(message text, balance numeric, required numeric)
returns void
language plpgsql set search_path = ''
as $$
begin
  raise exception '%', message using errcode = 'PT402',
    detail = jsonb_build_object('error', message, 'currentBalance', balance,
      'requiredAmount', required, 'missingAmount', required - balance)::text;
end
$$;

create function private.refuse(status text, message text, extra jsonb default '{}')
returns void
language plpgsql set search_path = ''
as $$
begin
  raise exception '%', message using errcode = 'PT' || status,
    detail = (jsonb_build_object('error', message) || extra)::text;
end
$$;

create function private.check_start_date(start_date date, available_dates date[]) returns void
language plpgsql set search_path = ''
as $$
begin
  if start_date is null then
    perform private.refuse('400', 'Please select a tour date.');
  end if;
  if start_date < current_date then
    perform private.refuse('422', 'The start date is in the past. Please choose a later date.');
  end if;
  if cardinality(available_dates) > 0 and not (start_date = any (available_dates)) then
    perform private.refuse('422',
      'This tour does not run on that date. Please choose one of its available dates.');
  end if;
end
$$;

create function private.check_travelers(travelers integer) returns void
language plpgsql set search_path = ''
as $$
begin
  if travelers is null or travelers not between 1 and 12 then
    perform private.refuse('400', '1-12 travelers allowed');
  end if;
end
$$;

-- Pays a booking from the locked wallet: the booking row, then its ledger debit (whose trigger
-- takes the amount off the wallet with a guarded update).
create function private.pay_booking(
  member uuid, balance numeric, tour_id uuid, micro_tour_id uuid, title text, start_date date,
  travelers integer, addon_ids uuid[], base_total numeric, addons_total numeric,
  idempotency_key text
) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  grand_total numeric := base_total + addons_total;
  booking_id uuid;
begin
  insert into public.bookings (user_id, tour_id, micro_tour_id, start_date, travelers, addon_ids,
                               base_total_eur, addons_total_eur, total_eur, status,
                               idempotency_key)
  values (member, tour_id, micro_tour_id, start_date, travelers, addon_ids, base_total,
          addons_total, grand_total, 'paid', idempotency_key)
  returning id into booking_id;
  if grand_total > 0 then
    insert into public.wallet_transactions (user_id, type, amount_eur, notes, booking_id)
    values (member, 'booking', grand_total, left('Booking: ' || title, 500), booking_id);
  end if;
  return jsonb_build_object(
    'success', true,
    'booking', jsonb_build_object('id', booking_id, 'tourTitle', title, 'startDate', start_date,
                                  'travelers', travelers, 'totalAmount', grand_total),
    'newBalance', balance - grand_total);
end
$$;

-- POST /functions/v1/process-booking. The totals are the browser's; they must equal the ones
-- recomputed here (domain/src/pricing.ts bookingTotals, in exact numeric).
create function wallet.book_tour(
  tour_id uuid, start_date date, travelers integer, addon_ids uuid[],
  base_total_eur numeric, addons_total_eur numeric, grand_total_eur numeric,
  idempotency_key text default null, request_hash text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'process-booking', idempotency_key, request_hash);
  tour record;
  chosen uuid[] := coalesce(addon_ids, '{}');
  addon_count integer;
  addon_price numeric;
  base_total numeric;
  addons_total numeric;
  balance numeric;
begin
  if earlier is not null then
    return earlier;
  end if;
  perform private.check_travelers(travelers);
  select t.id, t.title, t.price_eur::numeric as price, t.category, t.available_dates
    into tour from public.tours t where t.id = book_tour.tour_id;
  if not found then
    perform private.refuse('404', 'Tour not found');
  end if;
  perform private.check_start_date(start_date, tour.available_dates);
  if array_position(chosen, null) is not null
     or cardinality(chosen) <> (select count(distinct a) from unnest(chosen) a) then
    perform private.refuse('400', 'Each add-on can be chosen once.');
  end if;
  select count(*), coalesce(sum(a.price_eur), 0)
    into addon_count, addon_price
    from public.addons a
   where a.id = any (chosen)
     and (a.applies_to = 'global'
          or (a.applies_to = 'category' and a.category = tour.category)
          or (a.applies_to = 'tour' and tour.id = any (a.tour_ids)));
  if addon_count <> cardinality(chosen) then
    perform private.refuse('422', 'One or more add-ons are not available for this tour.');
  end if;

  base_total := tour.price * travelers;
  addons_total := addon_price * travelers;
  if base_total_eur is distinct from base_total
     or addons_total_eur is distinct from addons_total
     or grand_total_eur is distinct from base_total + addons_total then
    perform private.refuse('409', 'The price has changed. Please review the total and try again.',
      jsonb_build_object('baseTotalEUR', base_total, 'addOnsTotalEUR', addons_total,
                         'grandTotalEUR', base_total + addons_total));
  end if;

  balance := private.lock_wallet(member);
  if balance < base_total + addons_total then
    perform private.refuse_shortage('insufficient_funds', balance, base_total + addons_total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, tour.id, null, tour.title, start_date, travelers, chosen,
                        base_total, addons_total, idempotency_key));
end
$$;

-- POST /functions/v1/confirm-micro-tour-booking: price × travelers.
create function wallet.book_micro_tour(
  micro_tour_id uuid, travelers integer, start_date date,
  idempotency_key text default null, request_hash text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'confirm-micro-tour-booking', idempotency_key,
                                         request_hash);
  micro record;
  total numeric;
  balance numeric;
begin
  if earlier is not null then
    return earlier;
  end if;
  perform private.check_travelers(travelers);
  select m.id, m.title, m.price_eur::numeric as price
    into micro from public.micro_tours m where m.id = book_micro_tour.micro_tour_id;
  if not found then
    perform private.refuse('404', 'Micro-tour not found');
  end if;
  perform private.check_start_date(start_date, '{}');
  total := micro.price * travelers;
  balance := private.lock_wallet(member);
  if balance < total then
    perform private.refuse_shortage('Insufficient funds for pending booking', balance, total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, null, micro.id, micro.title, start_date, travelers,
                        '{}', total, 0, idempotency_key));
end
$$;

-- POST /functions/v1/wallet-topup with the demo payment provider: credits at once, through the
-- same ledger insert (and the same top-up limits) as a member's own insert.
create function wallet.top_up(
  amount_eur numeric, notes text default null,
  idempotency_key text default null, request_hash text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'wallet-topup', idempotency_key, request_hash);
  entry public.wallet_transactions;
  balance numeric;
begin
  if earlier is not null then
    return earlier;
  end if;
  if amount_eur is null or amount_eur <= 0 or amount_eur <> round(amount_eur, 2) then
    perform private.refuse('400', 'Amount must be greater than 0, with at most two decimals');
  end if;
  insert into public.wallet_transactions (user_id, type, amount_eur, notes)
  values (member, 'topup', amount_eur, left(notes, 500))
  returning * into entry;
  select w.balance_eur into balance from public.wallets w where w.user_id = member;
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true,
    'transaction', jsonb_build_object('id', entry.id, 'amount_eur', entry.amount_eur,
                                      'created_at', entry.created_at),
    'newBalance', balance));
end
$$;

-- The one rule for member credits, whichever way they come: a member's own insert through
-- /rest/v1/wallet_transactions (current_user authenticated) or wallet.top_up acting for the
-- member (claims role authenticated). Writes by service_role for itself (a payment webhook,
-- fixtures) are not member top-ups and are not limited here.
-- NOTE: the limits equal TOPUP_MAX_EUR, TOPUP_DAILY_MAX_EUR and TOPUP_HOURLY_MAX_COUNT in
-- domain/src/money.ts; db/tests/wallet-ledger.test.ts fails when they drift apart.
create function private.limit_member_topups() returns trigger
language plpgsql set search_path = ''
as $$
declare
  topups integer;
  member uuid;
  amount numeric;
begin
  if current_user <> 'authenticated' and auth.role() is distinct from 'authenticated' then
    return null;
  end if;
  select count(*), min(n.user_id::text)::uuid, max(n.amount_eur)
    into topups, member, amount
    from new_rows n where n.type = 'topup';
  if topups = 0 then
    return null;
  end if;
  if topups > 1 then
    raise exception 'One top-up per request' using errcode = 'PT422',
      detail = 'Send each top-up as its own request.';
  end if;
  if amount > 10000 then
    raise exception 'At most €10,000 per top-up' using errcode = 'PT422';
  end if;
  perform private.check_topup_window(member);
  return null;
end
$$;

-- Counts with the wallet row locked, so concurrent top-ups of one member are judged one after
-- the other and cannot both slip under a cap. The new row is already in the table.
create function private.check_topup_window(member uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  last_hour integer;
  last_day numeric;
begin
  perform 1 from public.wallets w where w.user_id = member for update;
  select count(*) into last_hour from public.wallet_transactions t
   where t.user_id = member and t.type = 'topup' and t.created_at > now() - interval '1 hour';
  if last_hour > 20 then
    raise exception 'Too many top-ups: at most 20 per hour. Please try again later.'
      using errcode = 'PT429';
  end if;
  select coalesce(sum(t.amount_eur), 0) into last_day from public.wallet_transactions t
   where t.user_id = member and t.type = 'topup' and t.created_at > now() - interval '24 hours';
  if last_day > 10000 then
    raise exception 'Daily top-up limit reached: at most €10,000 in 24 hours.'
      using errcode = 'PT429';
  end if;
end
$$;

create trigger wallet_transactions_limit_member_topups after insert on public.wallet_transactions
  referencing new table as new_rows
  for each statement execute function private.limit_member_topups();

-- The amount cap moves from this policy to the trigger above, which says what is wrong instead
-- of PostgREST's "new row violates row-level security policy".
drop policy wallet_transactions_owner_topup on public.wallet_transactions;
create policy wallet_transactions_owner_topup on public.wallet_transactions for insert to authenticated
  with check (user_id = auth.uid() and type = 'topup' and amount_eur > 0);

grant execute on function private.live_session_user() to authenticated, service_role;
grant execute on function private.check_topup_window(uuid) to authenticated, service_role;

-- Owned by service_role, as in 0008: what they touch is exactly what its policies allow.
grant create on schema private, wallet to service_role;
alter function private.live_session_user() owner to service_role;
alter function private.claim_request(uuid, text, text, text) owner to service_role;
alter function private.answer_request(uuid, text, jsonb) owner to service_role;
alter function private.lock_wallet(uuid) owner to service_role;
alter function private.refuse_shortage(text, numeric, numeric) owner to service_role;
alter function private.refuse(text, text, jsonb) owner to service_role;
alter function private.check_start_date(date, date[]) owner to service_role;
alter function private.check_travelers(integer) owner to service_role;
alter function private.pay_booking(uuid, numeric, uuid, uuid, text, date, integer, uuid[], numeric,
  numeric, text) owner to service_role;
alter function private.check_topup_window(uuid) owner to service_role;
alter function wallet.book_tour(uuid, date, integer, uuid[], numeric, numeric, numeric, text, text)
  owner to service_role;
alter function wallet.book_micro_tour(uuid, integer, date, text, text) owner to service_role;
alter function wallet.top_up(numeric, text, text, text) owner to service_role;
alter function wallet.remember_refusal(text, text, text, integer, jsonb) owner to service_role;
revoke create on schema private, wallet from service_role;

revoke execute on all functions in schema wallet from public;
grant execute on all functions in schema wallet to authenticated;
