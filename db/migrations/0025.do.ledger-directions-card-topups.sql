-- Real money (docs/decisions/016-ledger-model.md, 017-card-payments.md).
--
-- 1. Every ledger row states its direction: SQL is the one place that knows which entries
--    credit a wallet and which debit it. Kinds: topup (paid in), booking (paid out), refund
--    (money back for a booking), adjustment (an admin's credit or debit, with a reason),
--    reversal (undoes a top-up whose payment was refunded or disputed), and the legacy debit.
-- 2. Every top-up is an attempt in wallet_topups first; private.credit_topup is the one way
--    money enters a wallet, for the demo provider at once and for cards when the payment
--    provider's signed webhook says the money was taken.
-- 3. A reversal of money already spent leaves the wallet in debt (wallets.debt_eur), never a
--    negative balance; bookings are refused until a top-up settles it.
-- 4. Members no longer write the ledger at all: their INSERT grant and policy are gone.

-- Bookings open at most this many years ahead.
create function app_rules.booking_max_years_ahead() returns integer
language sql immutable parallel safe as $$ select 2 $$;
grant execute on function app_rules.booking_max_years_ahead() to public;

-- Wallets: the balance, and what the member owes after a reversal of spent money.
alter table public.wallets
  add column debt_eur public.eur not null default 0 check (debt_eur >= 0),
  add constraint wallets_balance_or_debt check (balance_eur = 0 or debt_eur = 0);

-- One row per top-up attempt: asked for, then paid, cancelled or failed at the provider.
create table public.wallet_topups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete restrict,
  provider text not null check (provider in ('demo', 'stripe')),
  amount_eur public.eur not null check (amount_eur > 0),
  notes text check (length(notes) <= 500),
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'cancelled', 'failed')),
  checkout_session_id text unique check (length(checkout_session_id) between 1 and 255),
  checkout_url text check (length(checkout_url) between 1 and 2048),
  payment_intent_id text unique check (length(payment_intent_id) between 1 and 255),
  -- What the provider reports it took, once paid; the sum of reversals never exceeds it.
  credited_eur public.eur check (credited_eur > 0),
  reversed_eur public.eur not null default 0
    check (reversed_eur >= 0 and reversed_eur <= coalesce(credited_eur, 0)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  constraint wallet_topups_paid_check
    check ((status = 'paid') = (credited_eur is not null and paid_at is not null))
);
create trigger wallet_topups_set_updated_at before update on public.wallet_topups
  for each row execute function private.set_updated_at();
create index wallet_topups_user_created_idx on public.wallet_topups (user_id, created_at desc);
alter table public.wallet_topups enable row level security;
alter table public.wallet_topups force row level security;
grant select on public.wallet_topups to authenticated;
grant select, insert, update on public.wallet_topups to service_role;
create policy wallet_topups_owner_read on public.wallet_topups for select to authenticated
  using (user_id = auth.uid());
create policy service_role_all on public.wallet_topups for all to service_role
  using (true) with check (true);

-- The ledger's new columns. Existing rows get their direction and, for top-ups, a paid attempt
-- of their own (same id) below, before the constraints are added.
alter table public.wallet_transactions
  add column direction text check (direction in ('credit', 'debit')),
  add column topup_id uuid references public.wallet_topups (id) on delete restrict,
  add column reverses_id uuid references public.wallet_transactions (id) on delete restrict,
  add column reason text check (length(reason) between 3 and 500),
  add column created_by uuid references auth.users (id) on delete restrict,
  add column provider_reference text check (length(provider_reference) between 1 and 255);

-- The migration is the ledger's one writer that may fill existing rows' new columns.
alter table public.wallet_transactions disable trigger wallet_transactions_append_only;
insert into public.wallet_topups (id, user_id, provider, amount_eur, notes, status, credited_eur,
                                  created_at, updated_at, paid_at)
select t.id, t.user_id, 'demo', t.amount_eur, t.notes, 'paid', t.amount_eur, t.created_at,
       t.created_at, t.created_at
  from public.wallet_transactions t
 where t.type = 'topup';
update public.wallet_transactions t
   set direction = case when t.type = 'topup' then 'credit' else 'debit' end,
       topup_id = case when t.type = 'topup' then t.id end;
alter table public.wallet_transactions enable trigger wallet_transactions_append_only;

alter table public.wallet_transactions
  alter column direction set not null,
  add column signed_amount_eur numeric generated always as
    (case when direction = 'credit' then amount_eur else -amount_eur end) stored,
  drop constraint wallet_transactions_type_check,
  add constraint wallet_transactions_type_check
    check (type in ('topup', 'booking', 'refund', 'adjustment', 'reversal', 'debit')),
  add constraint wallet_transactions_direction_of_kind check (
    case type
      when 'topup' then direction = 'credit'
      when 'refund' then direction = 'credit'
      when 'adjustment' then true
      else direction = 'debit'
    end),
  add constraint wallet_transactions_topup_link
    check ((type in ('topup', 'reversal')) = (topup_id is not null)),
  add constraint wallet_transactions_booking_link
    check (type not in ('booking', 'refund') or booking_id is not null),
  add constraint wallet_transactions_reversal_link
    check ((type = 'reversal') = (reverses_id is not null and provider_reference is not null)),
  add constraint wallet_transactions_adjustment_audit
    check ((type = 'adjustment') = (reason is not null and created_by is not null));
-- A top-up attempt is credited once; a provider's refund or dispute is reversed once.
create unique index wallet_transactions_topup_credit on public.wallet_transactions (topup_id)
  where type = 'topup';
create unique index wallet_transactions_provider_reference
  on public.wallet_transactions (provider_reference) where provider_reference is not null;
create index wallet_transactions_reverses_idx on public.wallet_transactions (reverses_id)
  where reverses_id is not null;

-- Members read their ledger; only the functions below write it.
drop policy wallet_transactions_owner_topup on public.wallet_transactions;
revoke insert on public.wallet_transactions from authenticated;
drop trigger wallet_transactions_limit_member_topups on public.wallet_transactions;
drop function private.limit_member_topups();

-- Applies each entry to its wallet in the same transaction: balance minus debt moves by the
-- signed amount. Only a reversal may take more than the balance; the rest becomes debt, which
-- the next credits pay off, however small.
create or replace function private.apply_wallet_transaction() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- One statement on the hot path: the wallet moves, unless a debit would leave less than
  -- nothing. A credit always goes in (it pays a debt first); only a reversal may go below.
  update public.wallets w
     set balance_eur = greatest(w.balance_eur - w.debt_eur + new.signed_amount_eur, 0),
         debt_eur = greatest(w.debt_eur - w.balance_eur - new.signed_amount_eur, 0)
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
  if new.direction = 'debit' and new.type <> 'reversal' then
    raise exception 'insufficient_funds' using errcode = 'P0001',
      detail = 'The wallet balance is lower than the amount to deduct.';
  end if;
  insert into public.wallets (user_id, balance_eur, debt_eur)
  values (new.user_id, greatest(new.signed_amount_eur, 0), greatest(-new.signed_amount_eur, 0));
  return new;
end
$$;

-- Bookings: refused while the wallet is in debt, and more than two years ahead. The wallet's
-- balance is read, locked and checked for debt in one statement.
create function private.lock_wallet_for_booking(member uuid) returns numeric
language plpgsql set search_path = ''
as $$
declare
  balance numeric := 0;
  debt numeric := 0;
begin
  select w.balance_eur, w.debt_eur into balance, debt
    from public.wallets w where w.user_id = member for update;
  if debt > 0 then
    perform private.refuse('402', 'wallet_in_debt',
      format('Your wallet owes %s from a card payment that was reversed. Please top up to settle it before booking.',
             to_char(debt, 'FM€999,999,990.00')),
      jsonb_build_object('debtAmount', debt));
  end if;
  return coalesce(balance, 0);
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
  if start_date > current_date + make_interval(years => app_rules.booking_max_years_ahead()) then
    perform private.refuse('422', 'date_unavailable',
      format('Bookings open at most %s years ahead. Please choose an earlier date.',
             app_rules.booking_max_years_ahead()));
  end if;
  if cardinality(available_dates) > 0 and not (start_date = any (available_dates)) then
    perform private.refuse('422', 'date_unavailable',
      'This tour does not run on that date. Please choose one of its available dates.');
  end if;
end
$$;

create or replace function private.pay_booking(
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
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                            booking_id)
    values (member, 'booking', 'debit', grand_total, left('Booking: ' || title, 500),
            booking_id);
  end if;
  return jsonb_build_object(
    'success', true,
    'booking', jsonb_build_object('id', booking_id, 'tourTitle', title, 'startDate', start_date,
                                  'travelers', travelers, 'totalAmount', grand_total),
    'newBalance', balance - grand_total);
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

  balance := private.lock_wallet_for_booking(member);
  if balance < base_total + addons_total then
    perform private.refuse_shortage('insufficient_funds', balance, base_total + addons_total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, tour.id, null, tour.title, start_date, travelers, chosen,
                        base_total, addons_total, idempotency_key));
end
$$;

-- Same contract as book_tour: the shortage answers error 'insufficient_funds' too.
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
  balance := private.lock_wallet_for_booking(member);
  if balance < total then
    perform private.refuse_shortage('insufficient_funds', balance, total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, null, micro.id, micro.title, start_date, travelers,
                        '{}', total, 0, idempotency_key));
end
$$;

-- Top-ups. The limits count attempts: at most topup_hourly_max_count started in a rolling hour,
-- and at most topup_daily_max_eur asked for (pending or paid) in a rolling 24 hours. They are
-- checked when a top-up starts; a payment the provider already took is never refused.
drop function private.check_topup_window(uuid);
create function private.check_topup_limits(member uuid, amount numeric) returns void
language plpgsql set search_path = ''
as $$
declare
  last_hour integer;
  last_day numeric;
begin
  if amount is null or amount <= 0 or amount <> round(amount, 2) then
    perform private.refuse('400', 'validation_failed',
      'Amount must be greater than 0, with at most two decimals');
  end if;
  if amount > app_rules.topup_max_eur() then
    perform private.refuse('422', 'topup_too_large',
      format('At most €%s per top-up', to_char(app_rules.topup_max_eur(), 'FM999,999,999')));
  end if;
  select coalesce(sum(t.amount_eur), 0) into last_day from public.wallet_topups t
   where t.user_id = member and t.status in ('pending', 'paid')
     and t.created_at > now() - interval '24 hours';
  select count(*) into last_hour from public.wallet_topups t
   where t.user_id = member and t.created_at > now() - interval '1 hour';
  if last_hour >= app_rules.topup_hourly_max_count() then
    perform private.refuse('429', 'topup_limit_reached',
      format('Too many top-ups: at most %s per hour. Please try again later.',
             app_rules.topup_hourly_max_count()));
  end if;
  if last_day + amount > app_rules.topup_daily_max_eur() then
    perform private.refuse('429', 'topup_limit_reached',
      format('Daily top-up limit reached: at most €%s in 24 hours.',
             to_char(app_rules.topup_daily_max_eur(), 'FM999,999,999')));
  end if;
end
$$;

-- The one way money enters a wallet: a top-up attempt becomes paid, for the amount the provider
-- took, and its ledger credit is written in the same transaction. Credits once: the second call
-- for the same attempt returns null.
create function private.credit_topup(topup_id uuid, amount numeric, payment_intent_id text)
returns public.wallet_transactions
language plpgsql set search_path = ''
as $$
declare
  attempt public.wallet_topups;
  entry public.wallet_transactions;
begin
  select * into attempt from public.wallet_topups t where t.id = credit_topup.topup_id for update;
  if not found then
    perform private.refuse('404', 'topup_not_found', 'Top-up not found');
  end if;
  if attempt.status = 'paid' then
    return null;
  end if;
  if amount is null or amount <= 0 or amount <> round(amount, 2) then
    perform private.refuse('400', 'validation_failed',
      'Amount must be greater than 0, with at most two decimals');
  end if;
  update public.wallet_topups t
     set status = 'paid', credited_eur = amount, paid_at = now(),
         payment_intent_id = coalesce(credit_topup.payment_intent_id, t.payment_intent_id)
   where t.id = attempt.id;
  insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, topup_id)
  values (attempt.user_id, 'topup', 'credit', amount, attempt.notes, attempt.id)
  returning * into entry;
  return entry;
end
$$;

-- POST /functions/v1/wallet-topup, as the member: starts a top-up with the configured provider.
-- The demo provider is paid at once; a card provider is paid when its webhook says so.
create function wallet.start_topup(
  provider text, amount_eur numeric, notes text default null,
  idempotency_key text default null, request_hash text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'wallet-topup', idempotency_key, request_hash);
  attempt_id uuid;
  entry public.wallet_transactions;
begin
  if earlier is not null then
    return earlier;
  end if;
  if provider is null or provider not in ('demo', 'stripe') then
    raise exception 'unknown payment provider %', provider using errcode = '22023';
  end if;
  -- Serializes a member's top-ups, so two at once cannot both pass the limits.
  perform private.lock_wallet(member);
  perform private.check_topup_limits(member, amount_eur);
  insert into public.wallet_topups (user_id, provider, amount_eur, notes)
  values (member, provider, amount_eur, left(notes, 500))
  returning id into attempt_id;
  if provider <> 'demo' then
    return private.answer_request(member, idempotency_key, jsonb_build_object(
      'success', true,
      'topup', jsonb_build_object('id', attempt_id, 'amountEur', amount_eur,
                                  'status', 'pending')));
  end if;
  entry := private.credit_topup(attempt_id, amount_eur, null);
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true,
    'transaction', jsonb_build_object('id', entry.id, 'amount_eur', entry.amount_eur,
                                      'created_at', entry.created_at),
    'newBalance', (select w.balance_eur from public.wallets w where w.user_id = member)));
end
$$;
drop function wallet.top_up(numeric, text, text, text);

-- The caller's own pending top-up and its checkout session, before cancelling it.
create function wallet.own_pending_topup(topup_id uuid) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  member uuid := private.live_session_user();
  attempt public.wallet_topups;
begin
  select * into attempt from public.wallet_topups t
   where t.id = own_pending_topup.topup_id and t.user_id = member;
  if not found then
    perform private.refuse('404', 'topup_not_found', 'Top-up not found');
  end if;
  if attempt.status <> 'pending' then
    perform private.refuse('409', 'topup_not_pending',
      format('This top-up is already %s.', attempt.status), jsonb_build_object('status', attempt.status));
  end if;
  return jsonb_build_object('topupId', attempt.id, 'checkoutSessionId', attempt.checkout_session_id);
end
$$;

-- Service functions for the payment provider's side (run as service_role, never by members).
create function wallet.attach_checkout(topup_id uuid, checkout_session_id text, checkout_url text)
returns jsonb
language plpgsql set search_path = ''
as $$
declare
  attempt public.wallet_topups;
begin
  select * into attempt from public.wallet_topups t where t.id = attach_checkout.topup_id for update;
  if not found then
    perform private.refuse('404', 'topup_not_found', 'Top-up not found');
  end if;
  if attempt.checkout_session_id is not null
     and attempt.checkout_session_id <> attach_checkout.checkout_session_id then
    perform private.refuse('409', 'topup_conflict',
      'This top-up already has another checkout session.');
  end if;
  -- A top-up closed meanwhile (its first try at the provider failed) gets no payment page.
  if attempt.status <> 'pending' and attempt.checkout_session_id is null then
    perform private.refuse('409', 'topup_not_pending',
      format('This top-up is already %s.', attempt.status), jsonb_build_object('status', attempt.status));
  end if;
  update public.wallet_topups t
     set checkout_session_id = attach_checkout.checkout_session_id,
         checkout_url = attach_checkout.checkout_url
   where t.id = attempt.id and t.checkout_session_id is null;
  return jsonb_build_object('ok', true);
end
$$;

create function wallet.complete_topup(
  topup_id uuid, checkout_session_id text, payment_intent_id text, amount_eur numeric
) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  member uuid;
  attempt public.wallet_topups;
  entry public.wallet_transactions;
begin
  -- Locks in the order every money call takes: the wallet, then the attempt.
  select t.user_id into member from public.wallet_topups t where t.id = complete_topup.topup_id;
  if not found then
    perform private.refuse('404', 'topup_not_found', 'Top-up not found');
  end if;
  perform private.lock_wallet(member);
  select * into attempt from public.wallet_topups t where t.id = complete_topup.topup_id for update;
  if attempt.checkout_session_id is distinct from complete_topup.checkout_session_id then
    if attempt.checkout_session_id is not null then
      perform private.refuse('409', 'topup_conflict',
        'The payment belongs to another checkout session than this top-up''s.');
    end if;
    update public.wallet_topups t set checkout_session_id = complete_topup.checkout_session_id
     where t.id = attempt.id;
  end if;
  entry := private.credit_topup(attempt.id, amount_eur, payment_intent_id);
  return jsonb_build_object(
    'credited', entry.id is not null,
    'transactionId', coalesce(entry.id,
      (select t.id from public.wallet_transactions t
        where t.topup_id = attempt.id and t.type = 'topup')),
    'userId', attempt.user_id,
    'newBalance', (select w.balance_eur from public.wallets w where w.user_id = attempt.user_id));
end
$$;

create function wallet.close_topup(topup_id uuid, status text) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  now_status text;
begin
  if close_topup.status is null or close_topup.status not in ('cancelled', 'failed') then
    raise exception 'a top-up closes as cancelled or failed' using errcode = '22023';
  end if;
  update public.wallet_topups t set status = close_topup.status
   where t.id = close_topup.topup_id and t.status = 'pending'
  returning t.status into now_status;
  if now_status is null then
    select t.status into now_status from public.wallet_topups t where t.id = close_topup.topup_id;
    if not found then
      perform private.refuse('404', 'topup_not_found', 'Top-up not found');
    end if;
  end if;
  return jsonb_build_object('status', now_status);
end
$$;

-- A refund or dispute at the provider takes the credit back: as much as the balance has, the
-- rest becomes debt. Once per provider reference; never more than was credited.
create function wallet.reverse_topup(
  payment_intent_id text, provider_reference text, amount_eur numeric, notes text default null
) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  attempt public.wallet_topups;
  credit_id uuid;
  amount numeric;
  purse public.wallets;
begin
  if provider_reference is null or amount_eur is null or amount_eur <= 0
     or amount_eur <> round(amount_eur, 2) then
    raise exception 'a reversal needs a reference and a positive amount' using errcode = '22023';
  end if;
  select * into attempt from public.wallet_topups t
   where t.payment_intent_id = reverse_topup.payment_intent_id and t.status = 'paid';
  if not found then
    return jsonb_build_object('found', false, 'reversed', 0);
  end if;
  perform private.lock_wallet(attempt.user_id);
  select * into attempt from public.wallet_topups t where t.id = attempt.id for update;
  amount := 0;
  if not exists (select 1 from public.wallet_transactions t
                  where t.provider_reference = reverse_topup.provider_reference) then
    amount := least(amount_eur, attempt.credited_eur - attempt.reversed_eur);
  end if;
  if amount > 0 then
    select t.id into credit_id from public.wallet_transactions t
     where t.topup_id = attempt.id and t.type = 'topup';
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, topup_id,
                                            reverses_id, provider_reference)
    values (attempt.user_id, 'reversal', 'debit', amount,
            left(coalesce(notes, 'Card payment reversed'), 500), attempt.id, credit_id,
            provider_reference);
    update public.wallet_topups t set reversed_eur = t.reversed_eur + amount
     where t.id = attempt.id;
  end if;
  select * into purse from public.wallets w where w.user_id = attempt.user_id;
  return jsonb_build_object('found', true, 'reversed', amount, 'userId', attempt.user_id,
                            'newBalance', purse.balance_eur, 'debt', purse.debt_eur);
end
$$;

-- An admin's credit or debit of a member's wallet, with the reason, recorded as who made it.
create function wallet.adjust(
  user_id uuid, direction text, amount_eur numeric, reason text,
  idempotency_key text default null, request_hash text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  admin_id uuid := private.live_session_user();
  earlier jsonb;
  entry public.wallet_transactions;
  purse public.wallets;
begin
  if not private.is_admin() then
    perform private.refuse('403', 'admin_required', 'Admin access required');
  end if;
  earlier := private.claim_request(admin_id, 'wallet-adjustment', idempotency_key, request_hash);
  if earlier is not null then
    return earlier;
  end if;
  if direction is null or direction not in ('credit', 'debit') then
    perform private.refuse('400', 'validation_failed', 'Direction must be credit or debit');
  end if;
  if amount_eur is null or amount_eur <= 0 or amount_eur <> round(amount_eur, 2)
     or amount_eur > app_rules.topup_max_eur() then
    perform private.refuse('400', 'validation_failed',
      format('Amount must be greater than 0 and at most €%s, with at most two decimals',
             to_char(app_rules.topup_max_eur(), 'FM999,999,999')));
  end if;
  if reason is null or length(btrim(reason)) not between 3 and 500 then
    perform private.refuse('400', 'validation_failed', 'A reason of 3 to 500 characters is required');
  end if;
  select * into purse from public.wallets w where w.user_id = adjust.user_id for update;
  if not found then
    perform private.refuse('404', 'not_found', 'Member not found');
  end if;
  if direction = 'debit' and purse.balance_eur < amount_eur then
    perform private.refuse_shortage('insufficient_funds', purse.balance_eur, amount_eur);
  end if;
  insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, reason,
                                          created_by)
  values (adjust.user_id, 'adjustment', direction, amount_eur,
          left('Adjustment: ' || btrim(reason), 500), btrim(reason), admin_id)
  returning * into entry;
  select * into purse from public.wallets w where w.user_id = adjust.user_id;
  return private.answer_request(admin_id, idempotency_key, jsonb_build_object(
    'success', true,
    'transaction', jsonb_build_object('id', entry.id, 'direction', entry.direction,
                                      'amount_eur', entry.amount_eur,
                                      'created_at', entry.created_at),
    'newBalance', purse.balance_eur, 'debt', purse.debt_eur));
end
$$;

-- Owned by service_role like the other money functions (0012), CREATE granted for these
-- statements only (a managed database's owner is no superuser).
grant create on schema private, wallet to service_role;
alter function private.lock_wallet_for_booking(uuid) owner to service_role;
alter function private.check_topup_limits(uuid, numeric) owner to service_role;
alter function private.credit_topup(uuid, numeric, text) owner to service_role;
alter function wallet.start_topup(text, numeric, text, text, text) owner to service_role;
alter function wallet.own_pending_topup(uuid) owner to service_role;
alter function wallet.attach_checkout(uuid, text, text) owner to service_role;
alter function wallet.complete_topup(uuid, text, text, numeric) owner to service_role;
alter function wallet.close_topup(uuid, text) owner to service_role;
alter function wallet.reverse_topup(text, text, numeric, text) owner to service_role;
alter function wallet.adjust(uuid, text, numeric, text, text, text) owner to service_role;
revoke create on schema private, wallet from service_role;

revoke execute on function wallet.start_topup(text, numeric, text, text, text),
  wallet.own_pending_topup(uuid), wallet.adjust(uuid, text, numeric, text, text, text),
  wallet.attach_checkout(uuid, text, text), wallet.complete_topup(uuid, text, text, numeric),
  wallet.close_topup(uuid, text), wallet.reverse_topup(text, text, numeric, text)
  from public;
grant execute on function wallet.start_topup(text, numeric, text, text, text),
  wallet.own_pending_topup(uuid), wallet.adjust(uuid, text, numeric, text, text, text)
  to authenticated;
-- The provider's side has no member: only the server's service role runs it.
grant execute on function wallet.attach_checkout(uuid, text, text),
  wallet.complete_topup(uuid, text, text, numeric), wallet.close_topup(uuid, text),
  wallet.reverse_topup(text, text, numeric, text)
  to service_role;
