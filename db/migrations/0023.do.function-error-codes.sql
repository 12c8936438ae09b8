-- Machine codes for the money functions' refusals. Every refusal raised in SQL (SQLSTATE PTnnn,
-- HTTP status nnn, the JSON answer in DETAIL) now names its stable code in HINT, which the
-- gateway sends as `code` next to the message; `/rest/v1` clients see it as PostgREST's `hint`.
-- Messages, statuses and DETAIL stay exactly as they were. The functions are the ones of 0012,
-- restated with the hints; `private.refuse` takes the code after the status.

drop function private.refuse(text, text, jsonb);
create function private.refuse(status text, code text, message text, extra jsonb default '{}')
returns void
language plpgsql set search_path = ''
as $$
begin
  raise exception '%', message using errcode = 'PT' || status,
    detail = (jsonb_build_object('error', message) || extra)::text, hint = code;
end
$$;
-- Owned by service_role like the other money helpers (0012): giving it away needs the new owner
-- to hold CREATE on the schema, granted for this statement only (a managed database's owner is
-- no superuser).
grant create on schema private to service_role;
alter function private.refuse(text, text, text, jsonb) owner to service_role;
revoke create on schema private from service_role;

create or replace function private.live_session_user() returns uuid
language plpgsql stable security definer set search_path = ''
as $$
declare
  member uuid := auth.uid();
  session_text text := auth.jwt() ->> 'session_id';
begin
  if member is null or auth.role() is distinct from 'authenticated' then
    raise exception 'Not authenticated' using errcode = 'PT401',
      detail = '{"error":"Not authenticated"}', hint = 'not_authenticated';
  end if;
  if session_text is null
     or session_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or not exists (select 1 from auth.sessions s
                     where s.id = session_text::uuid and s.user_id = member) then
    raise exception 'Session expired or revoked' using errcode = 'PT401',
      detail = '{"error":"Session expired or revoked. Please sign in again."}',
      hint = 'session_expired';
  end if;
  return member;
end
$$;

create or replace function private.claim_request(
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
      detail = '{"error":"Invalid Idempotency-Key"}', hint = 'invalid_idempotency_key';
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
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.')::text,
      hint = 'idempotency_key_reused';
  end if;
  return jsonb_build_object('status', earlier.status, 'body', earlier.response, 'replayed', true);
end
$$;

create or replace function private.refuse_shortage(message text, balance numeric, required numeric)
returns void
language plpgsql set search_path = ''
as $$
begin
  raise exception '%', message using errcode = 'PT402',
    detail = jsonb_build_object('error', message, 'currentBalance', balance,
      'requiredAmount', required, 'missingAmount', required - balance)::text,
    hint = 'insufficient_funds';
end
$$;

create or replace function private.check_start_date(start_date date, available_dates date[]) returns void
language plpgsql set search_path = ''
as $$
begin
  if start_date is null then
    perform private.refuse('400', 'validation_failed', 'Please select a tour date.');
  end if;
  if start_date < current_date then
    perform private.refuse('422', 'date_unavailable', 'The start date is in the past. Please choose a later date.');
  end if;
  if cardinality(available_dates) > 0 and not (start_date = any (available_dates)) then
    perform private.refuse('422', 'date_unavailable',
      'This tour does not run on that date. Please choose one of its available dates.');
  end if;
end
$$;

create or replace function private.check_travelers(travelers integer) returns void
language plpgsql set search_path = ''
as $$
begin
  if travelers is null or travelers not between 1 and 12 then
    perform private.refuse('400', 'validation_failed', '1-12 travelers allowed');
  end if;
end
$$;

create or replace function wallet.book_tour(
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
    perform private.refuse('404', 'tour_not_found', 'Tour not found');
  end if;
  perform private.check_start_date(start_date, tour.available_dates);
  if array_position(chosen, null) is not null
     or cardinality(chosen) <> (select count(distinct a) from unnest(chosen) a) then
    perform private.refuse('400', 'validation_failed', 'Each add-on can be chosen once.');
  end if;
  select count(*), coalesce(sum(a.price_eur), 0)
    into addon_count, addon_price
    from public.addons a
   where a.id = any (chosen)
     and (a.applies_to = 'global'
          or (a.applies_to = 'category' and a.category = tour.category)
          or (a.applies_to = 'tour' and tour.id = any (a.tour_ids)));
  if addon_count <> cardinality(chosen) then
    perform private.refuse('422', 'addon_unavailable', 'One or more add-ons are not available for this tour.');
  end if;

  base_total := tour.price * travelers;
  addons_total := addon_price * travelers;
  if base_total_eur is distinct from base_total
     or addons_total_eur is distinct from addons_total
     or grand_total_eur is distinct from base_total + addons_total then
    perform private.refuse('409', 'price_changed', 'The price has changed. Please review the total and try again.',
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

create or replace function wallet.book_micro_tour(
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
    perform private.refuse('404', 'micro_tour_not_found', 'Micro-tour not found');
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

create or replace function wallet.top_up(
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
    perform private.refuse('400', 'validation_failed', 'Amount must be greater than 0, with at most two decimals');
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

create or replace function private.limit_member_topups() returns trigger
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
      detail = 'Send each top-up as its own request.', hint = 'topup_too_large';
  end if;
  if amount > 10000 then
    raise exception 'At most €10,000 per top-up' using errcode = 'PT422',
      hint = 'topup_too_large';
  end if;
  perform private.check_topup_window(member);
  return null;
end
$$;

create or replace function private.check_topup_window(member uuid) returns void
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
      using errcode = 'PT429', hint = 'topup_limit_reached';
  end if;
  select coalesce(sum(t.amount_eur), 0) into last_day from public.wallet_transactions t
   where t.user_id = member and t.type = 'topup' and t.created_at > now() - interval '24 hours';
  if last_day > 10000 then
    raise exception 'Daily top-up limit reached: at most €10,000 in 24 hours.'
      using errcode = 'PT429', hint = 'topup_limit_reached';
  end if;
end
$$;

-- Refusals kept for a retry before codes existed get the code they are now raised with.
update private.function_requests r
   set response = r.response || jsonb_build_object('code', case
     when r.response ->> 'error' = 'insufficient_funds'
       or r.response ->> 'error' = 'Insufficient funds for pending booking' then 'insufficient_funds'
     when r.response ->> 'error' like 'The price has changed%' then 'price_changed'
     when r.response ->> 'error' = 'Tour not found' then 'tour_not_found'
     when r.response ->> 'error' = 'Micro-tour not found' then 'micro_tour_not_found'
     when r.response ->> 'error' like 'One or more add-ons%' then 'addon_unavailable'
     when r.status = 422 and r.response ->> 'error' like '%Idempotency-Key%' then 'idempotency_key_reused'
     when r.status = 400 and r.response ->> 'error' like '%Idempotency-Key%' then 'invalid_idempotency_key'
     when r.status = 422 and r.response ->> 'error' like '%top-up%' then 'topup_too_large'
     when r.status = 422 then 'date_unavailable'
     else 'validation_failed' end)
 where r.status <> 200 and r.response is not null and not (r.response ? 'code');
