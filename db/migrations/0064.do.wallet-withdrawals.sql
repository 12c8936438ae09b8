-- Withdrawals: unused balance back to the card it came from (issue 50, decision 037).
-- 1. A withdrawal is a record (wallet_withdrawals) split into one refund per card payment, the
--    newest payment first, never more than a payment still has (wallet_withdrawal_refunds).
--    Only money paid in by card can go back to a card: demo top-ups and admin adjustments
--    cannot. What can go: the balance, up to what the member's card payments have left after
--    reversals (refunds and disputes made at Stripe) and earlier withdrawals.
-- 2. The intent is written before Stripe is asked: the amount moves from the balance to
--    wallets.held_eur (a ledger 'hold'), so it can be neither booked nor withdrawn twice. When
--    every refund is final, the hold is released and what reached the card is one 'withdrawal'
--    debit, once per withdrawal; a refund that failed leaves its part in the balance.
-- 3. A refund the bank sends back after it succeeded is a 'withdrawal_returned' credit, once per
--    refund.

-- The withdrawal as the member asked for it, and how it ended.
create table public.wallet_withdrawals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete restrict,
  amount_eur public.eur not null check (amount_eur > 0),
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  -- What reached the card once every refund was final: the amount less the refunds that failed.
  withdrawn_eur public.eur check (withdrawn_eur >= 0 and withdrawn_eur <= amount_eur),
  -- Refunds that succeeded and that the card's bank sent back later.
  returned_eur public.eur not null default 0 check (returned_eur >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint wallet_withdrawals_settled_check
    check ((status = 'pending') = (settled_at is null and withdrawn_eur is null)),
  constraint wallet_withdrawals_outcome_check
    check ((status = 'failed') = (withdrawn_eur = 0)),
  constraint wallet_withdrawals_returned_check check (returned_eur <= coalesce(withdrawn_eur, 0))
);
create trigger wallet_withdrawals_set_updated_at before update on public.wallet_withdrawals
  for each row execute function private.set_updated_at();
create index wallet_withdrawals_user_created_idx
  on public.wallet_withdrawals (user_id, created_at desc);
alter table public.wallet_withdrawals enable row level security;
alter table public.wallet_withdrawals force row level security;
grant select on public.wallet_withdrawals to authenticated;
grant select, insert, update on public.wallet_withdrawals to service_role;
create policy wallet_withdrawals_owner_read on public.wallet_withdrawals for select
  to authenticated using (user_id = auth.uid());
create policy service_role_all on public.wallet_withdrawals for all to service_role
  using (true) with check (true);

-- One refund at Stripe per card payment a withdrawal takes from. Its id is Stripe's idempotency
-- key and the refund's metadata, so a refund made but not recorded is found again.
create table public.wallet_withdrawal_refunds (
  id uuid primary key default gen_random_uuid(),
  withdrawal_id uuid not null references public.wallet_withdrawals (id) on delete restrict,
  topup_id uuid not null references public.wallet_topups (id) on delete restrict,
  payment_intent_id text not null check (length(payment_intent_id) between 1 and 255),
  amount_eur public.eur not null check (amount_eur > 0),
  status text not null default 'pending'
    check (status in ('pending', 'succeeded', 'failed', 'returned')),
  refund_id text unique check (length(refund_id) between 1 and 255),
  failure_reason text check (length(failure_reason) between 1 and 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint wallet_withdrawal_refunds_one_per_payment unique (withdrawal_id, topup_id),
  constraint wallet_withdrawal_refunds_refund_check
    check (status in ('pending', 'failed') or refund_id is not null)
);
create trigger wallet_withdrawal_refunds_set_updated_at
  before update on public.wallet_withdrawal_refunds
  for each row execute function private.set_updated_at();
create index wallet_withdrawal_refunds_pending_idx on public.wallet_withdrawal_refunds (topup_id)
  where status = 'pending';
create index wallet_withdrawal_refunds_due_idx on public.wallet_withdrawal_refunds (created_at)
  where status = 'pending';
alter table public.wallet_withdrawal_refunds enable row level security;
alter table public.wallet_withdrawal_refunds force row level security;
grant select, insert, update on public.wallet_withdrawal_refunds to service_role;
create policy service_role_all on public.wallet_withdrawal_refunds for all to service_role
  using (true) with check (true);

-- What each card payment gave back through withdrawals that succeeded.
alter table public.wallet_topups
  add column withdrawn_eur public.eur not null default 0 check (withdrawn_eur >= 0);

-- The ledger's kinds: 'withdrawal' (a debit, what reached the card) and 'withdrawal_returned'
-- (a credit, a refund the bank sent back), both linked to their withdrawal. A withdrawal's hold
-- and release are the waiting list's kinds, linked to the withdrawal instead of an entry.
alter table public.wallet_transactions
  add column withdrawal_id uuid references public.wallet_withdrawals (id) on delete restrict,
  drop constraint wallet_transactions_type_check,
  add constraint wallet_transactions_type_check
    check (type in ('topup', 'booking', 'refund', 'adjustment', 'reversal', 'debit', 'hold',
                    'release', 'date_change', 'dispute_won', 'withdrawal',
                    'withdrawal_returned')),
  drop constraint wallet_transactions_direction_of_kind,
  add constraint wallet_transactions_direction_of_kind check (
    case type
      when 'topup' then direction = 'credit'
      when 'refund' then direction = 'credit'
      when 'release' then direction = 'credit'
      when 'dispute_won' then direction = 'credit'
      when 'withdrawal_returned' then direction = 'credit'
      when 'withdrawal' then direction = 'debit'
      when 'adjustment' then true
      when 'date_change' then true
      else direction = 'debit'
    end),
  drop constraint wallet_transactions_hold_link,
  add constraint wallet_transactions_hold_link check (
    case when type in ('hold', 'release') then num_nonnulls(waitlist_entry_id, withdrawal_id) = 1
         else waitlist_entry_id is null end),
  add constraint wallet_transactions_withdrawal_link check (
    case when type in ('withdrawal', 'withdrawal_returned') then withdrawal_id is not null
         when type in ('hold', 'release') then true
         else withdrawal_id is null end),
  add constraint wallet_transactions_withdrawal_returned_link
    check (type <> 'withdrawal_returned' or provider_reference is not null);
-- One hold, one release and one 'withdrawal' debit per withdrawal (a returned refund is once per
-- refund: provider_reference is unique).
create unique index wallet_transactions_one_withdrawal_move
  on public.wallet_transactions (withdrawal_id, type)
  where withdrawal_id is not null and type <> 'withdrawal_returned';

-- The waiting list's lines of 0026, with withdrawals: a confirmed withdrawal's debit may take
-- more than the balance holds (money the hold gave back paid a debt meanwhile), since the money
-- has left; the rest becomes debt, as for a reversal.
create or replace function private.apply_wallet_transaction() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- One statement on the hot path: the wallet moves, unless a debit would leave less than
  -- nothing. A credit always goes in (it pays a debt first); only money that has already left
  -- (a reversal, a confirmed withdrawal) may go below.
  update public.wallets w
     set balance_eur = greatest(w.balance_eur - w.debt_eur + new.signed_amount_eur, 0),
         debt_eur = greatest(w.debt_eur - w.balance_eur - new.signed_amount_eur, 0),
         held_eur = w.held_eur + case new.type when 'hold' then new.amount_eur
                                               when 'release' then -new.amount_eur
                                               else 0 end
   where w.user_id = new.user_id
     and (new.direction = 'credit' or new.type in ('reversal', 'withdrawal')
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

-- The member is mailed when a withdrawal is settled and when a bank sends a refund back.
alter table private.member_notices drop constraint member_notices_kind_check;
alter table private.member_notices add constraint member_notices_kind_check
  check (kind in ('departure_cancelled', 'waitlist_booked', 'waitlist_released',
                  'booking_cancelled', 'withdrawal_settled', 'withdrawal_returned'));

-- A refund at Stripe that names one of our withdrawal refunds but is not it (another payment,
-- another amount, or a second refund for the same part): it is reversed like any refund made at
-- Stripe, and an admin looks at it.
create or replace function app_rules.payment_alert_kinds() returns jsonb
language sql immutable parallel safe as $$
  select '["amount_mismatch", "foreign_attempt", "event_mismatch", "unknown_session",
           "withdrawal_mismatch"]'::jsonb
$$;

-- What each paid card top-up of the member can still give back, the newest payment first: its
-- credit less reversals, withdrawals that reached the card, and withdrawals on their way.
create function private.card_money_left(member uuid)
returns table (topup_id uuid, payment_intent_id text, left_eur numeric)
language sql stable set search_path = ''
as $$
  select a.id, a.payment_intent_id,
         greatest(a.credited_eur - a.reversed_eur - a.withdrawn_eur
                  - coalesce((select sum(r.amount_eur) from public.wallet_withdrawal_refunds r
                               where r.topup_id = a.id and r.status = 'pending'), 0), 0)
    from public.wallet_topups a
   where a.user_id = member and a.provider = 'stripe' and a.status = 'paid'
     and a.payment_intent_id is not null
   order by a.paid_at desc, a.id desc
$$;

-- What the member may withdraw to a card now, for the wallet page (GET /rest/v1/rpc/...).
create function public.my_withdrawable() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('balanceEur', b.balance, 'cardEur', c.card,
                            'withdrawableEur', least(b.balance, c.card))
    from (select coalesce((select w.balance_eur from public.wallets w
                            where w.user_id = auth.uid()), 0)::numeric as balance) b,
         (select coalesce(sum(l.left_eur), 0) as card
            from private.card_money_left(auth.uid()) l) c
   where auth.uid() is not null
$$;

-- POST /functions/v1/wallet-withdraw, as the member: the intent, written before Stripe is asked.
-- The amount is split over the card payments newest first and held; the server then asks
-- Stripe for each refund (wallet.record_withdrawal_refund records what Stripe did).
create function wallet.start_withdrawal(
  amount_eur numeric, idempotency_key text default null, request_hash text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'wallet-withdraw', idempotency_key, request_hash);
  balance numeric;
  card numeric;
  withdrawable numeric;
  remaining numeric;
  take numeric;
  withdrawal public.wallet_withdrawals;
  source record;
begin
  if earlier is not null then
    return earlier;
  end if;
  if amount_eur is null or amount_eur <= 0 or amount_eur <> round(amount_eur, 2) then
    perform private.refuse('400', 'validation_failed',
      'Amount must be greater than 0, with at most two decimals');
  end if;
  -- Every money call of the member locks the wallet first: two withdrawals, or a withdrawal and
  -- a booking or a reversal, see each other's effect.
  balance := private.lock_wallet(member);
  select coalesce(sum(l.left_eur), 0) into card from private.card_money_left(member) l;
  withdrawable := least(balance, card);
  if withdrawable <= 0 then
    perform private.refuse('422', 'nothing_to_withdraw',
      'Nothing in your wallet can go back to a card: only money paid in by card can, and money from demo top-ups or adjustments stays in the wallet.',
      jsonb_build_object('withdrawableAmount', 0, 'balance', balance, 'cardAmount', card));
  end if;
  if amount_eur > withdrawable then
    perform private.refuse('422', 'insufficient_withdrawable',
      format('At most %s can be withdrawn to your card.', to_char(withdrawable, 'FM€999,999,990.00')),
      jsonb_build_object('withdrawableAmount', withdrawable, 'requestedAmount', amount_eur,
                         'balance', balance, 'cardAmount', card));
  end if;
  insert into public.wallet_withdrawals (user_id, amount_eur)
  values (member, amount_eur)
  returning * into withdrawal;
  remaining := amount_eur;
  for source in select * from private.card_money_left(member) l where l.left_eur > 0 loop
    exit when remaining <= 0;
    take := least(remaining, source.left_eur);
    insert into public.wallet_withdrawal_refunds (withdrawal_id, topup_id, payment_intent_id,
                                                  amount_eur)
    values (withdrawal.id, source.topup_id, source.payment_intent_id, take);
    remaining := remaining - take;
  end loop;
  insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                          withdrawal_id)
  values (member, 'hold', 'debit', amount_eur, 'Withdrawal to card: held until the refund is confirmed',
          withdrawal.id);
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true,
    'withdrawal', jsonb_build_object('id', withdrawal.id, 'amountEur', withdrawal.amount_eur,
                                     'status', withdrawal.status,
                                     'createdAt', withdrawal.created_at),
    'newBalance', balance - amount_eur));
end
$$;

-- Service functions for Stripe's side (the service role only).

-- Refunds still waiting for Stripe: one withdrawal's (right after its start), or every one older
-- than `min_age_seconds` (the job that resumes and reconciles). A withdrawal's parts, made in one
-- transaction, are asked for in the order they were taken: the newest card payment's first.
create function wallet.withdrawal_refunds_due(
  withdrawal_id uuid, min_age_seconds integer, max_rows integer
) returns jsonb
language sql stable set search_path = ''
as $$
  select jsonb_build_object('due', coalesce(jsonb_agg(jsonb_build_object(
           'id', r.id, 'withdrawalId', r.withdrawal_id, 'userId', r.user_id,
           'paymentIntentId', r.payment_intent_id, 'amountEur', r.amount_eur,
           'refundId', r.refund_id) order by r.created_at, r.paid_at desc, r.topup_id desc), '[]'::jsonb))
    from (select r.*, w.user_id, t.paid_at from public.wallet_withdrawal_refunds r
            join public.wallet_withdrawals w on w.id = r.withdrawal_id
            join public.wallet_topups t on t.id = r.topup_id
           where r.status = 'pending'
             and (withdrawal_refunds_due.withdrawal_id is null
                  or r.withdrawal_id = withdrawal_refunds_due.withdrawal_id)
             and r.created_at <= now() - make_interval(secs => min_age_seconds)
           order by r.created_at, t.paid_at desc, t.id desc
           limit max_rows) r
$$;

-- Every refund of the withdrawal is final: the hold goes back and what reached the card is the
-- withdrawal's one debit; the member is told by mail.
create function private.settle_withdrawal(withdrawal public.wallet_withdrawals) returns void
language plpgsql set search_path = ''
as $$
declare
  withdrawn numeric;
begin
  select coalesce(sum(r.amount_eur), 0) into withdrawn from public.wallet_withdrawal_refunds r
   where r.withdrawal_id = withdrawal.id and r.status = 'succeeded';
  insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                          withdrawal_id)
  values (withdrawal.user_id, 'release', 'credit', withdrawal.amount_eur,
          'Withdrawal to card: held amount released', withdrawal.id);
  if withdrawn > 0 then
    -- After the release in the history, though written in the same transaction.
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                            withdrawal_id, created_at)
    values (withdrawal.user_id, 'withdrawal', 'debit', withdrawn, 'Withdrawal to card',
            withdrawal.id, clock_timestamp());
  end if;
  update public.wallet_withdrawals w
     set status = case when withdrawn > 0 then 'succeeded' else 'failed' end,
         withdrawn_eur = withdrawn, settled_at = now()
   where w.id = withdrawal.id;
  insert into private.member_notices (user_id, kind, details)
  values (withdrawal.user_id, 'withdrawal_settled', jsonb_build_object(
    'withdrawalId', withdrawal.id, 'amount', withdrawal.amount_eur, 'withdrawn', withdrawn));
end
$$;

-- What Stripe's API says of one refund made for a withdrawal (read from Stripe, never from an
-- event's body). Ours only when it is the refund made for that part: its payment, its amount,
-- and no other refund recorded for it; anything else is `ours: false`, and the caller treats it
-- as a refund made at Stripe. Idempotent: a status already recorded moves nothing.
create function wallet.record_withdrawal_refund(
  refund_part_id uuid, refund_id text, payment_intent_id text, amount_eur numeric,
  status text, failure_reason text default null
) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  member uuid;
  part public.wallet_withdrawal_refunds;
  withdrawal public.wallet_withdrawals;
  outcome text;
begin
  if record_withdrawal_refund.refund_id is null or record_withdrawal_refund.status is null then
    raise exception 'a refund needs its id and status' using errcode = '22023';
  end if;
  select w.user_id into member from public.wallet_withdrawal_refunds r
    join public.wallet_withdrawals w on w.id = r.withdrawal_id
   where r.id = record_withdrawal_refund.refund_part_id;
  if not found then
    return jsonb_build_object('ours', false, 'reason', 'unknown');
  end if;
  -- Locks in the order every money call takes: the wallet, then the withdrawal and its part.
  perform private.lock_wallet(member);
  select * into part from public.wallet_withdrawal_refunds r
   where r.id = record_withdrawal_refund.refund_part_id for update;
  select * into withdrawal from public.wallet_withdrawals w where w.id = part.withdrawal_id
     for update;
  if part.payment_intent_id is distinct from record_withdrawal_refund.payment_intent_id
     or part.amount_eur is distinct from record_withdrawal_refund.amount_eur
     or part.refund_id <> record_withdrawal_refund.refund_id
     or exists (select 1 from public.wallet_withdrawal_refunds o
                 where o.refund_id = record_withdrawal_refund.refund_id and o.id <> part.id) then
    return jsonb_build_object('ours', false, 'reason', 'mismatch', 'userId', member,
                              'withdrawalId', part.withdrawal_id);
  end if;
  outcome := case record_withdrawal_refund.status when 'succeeded' then 'succeeded'
                         when 'failed' then 'failed'
                         when 'canceled' then 'failed'
                         else 'pending' end;
  update public.wallet_withdrawal_refunds r
     set refund_id = record_withdrawal_refund.refund_id
   where r.id = part.id and r.refund_id is null;

  if part.status = 'pending' and outcome = 'succeeded' then
    update public.wallet_withdrawal_refunds r set status = 'succeeded' where r.id = part.id;
    update public.wallet_topups t set withdrawn_eur = t.withdrawn_eur + part.amount_eur
     where t.id = part.topup_id;
  elsif part.status = 'pending' and outcome = 'failed' then
    update public.wallet_withdrawal_refunds r
       set status = 'failed', failure_reason = left(coalesce(record_withdrawal_refund.failure_reason, record_withdrawal_refund.status), 255)
     where r.id = part.id;
  elsif part.status = 'succeeded' and outcome = 'failed' then
    -- The bank sent a refund back: the money is ours again, so it is the member's again.
    update public.wallet_topups t set withdrawn_eur = t.withdrawn_eur - part.amount_eur
     where t.id = part.topup_id;
    if withdrawal.status = 'pending' then
      update public.wallet_withdrawal_refunds r
         set status = 'failed', failure_reason = left(coalesce(record_withdrawal_refund.failure_reason, record_withdrawal_refund.status), 255)
       where r.id = part.id;
    else
      update public.wallet_withdrawal_refunds r
         set status = 'returned', failure_reason = left(coalesce(record_withdrawal_refund.failure_reason, record_withdrawal_refund.status), 255)
       where r.id = part.id;
      insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                              withdrawal_id, provider_reference)
      values (member, 'withdrawal_returned', 'credit', part.amount_eur,
              'Withdrawal to card returned by the bank', withdrawal.id, record_withdrawal_refund.refund_id);
      update public.wallet_withdrawals w set returned_eur = w.returned_eur + part.amount_eur
       where w.id = withdrawal.id;
      insert into private.member_notices (user_id, kind, details)
      values (member, 'withdrawal_returned', jsonb_build_object(
        'withdrawalId', withdrawal.id, 'amount', part.amount_eur));
    end if;
  end if;

  if withdrawal.status = 'pending'
     and not exists (select 1 from public.wallet_withdrawal_refunds r
                      where r.withdrawal_id = withdrawal.id and r.status = 'pending') then
    perform private.settle_withdrawal(withdrawal);
  end if;
  return jsonb_build_object('ours', true, 'userId', member, 'withdrawalId', withdrawal.id,
    'status', (select w.status from public.wallet_withdrawals w where w.id = withdrawal.id));
end
$$;

-- Stripe refused to make a part's refund (it answered with an error, so none exists): the part
-- fails and its money stays with the member. Only a part no refund was recorded for.
create function wallet.fail_withdrawal_refund(refund_part_id uuid, failure_reason text)
returns jsonb
language plpgsql set search_path = ''
as $$
declare
  member uuid;
  part public.wallet_withdrawal_refunds;
  withdrawal public.wallet_withdrawals;
begin
  select w.user_id into member from public.wallet_withdrawal_refunds r
    join public.wallet_withdrawals w on w.id = r.withdrawal_id
   where r.id = fail_withdrawal_refund.refund_part_id;
  if not found then
    raise exception 'no such withdrawal refund' using errcode = '22023';
  end if;
  perform private.lock_wallet(member);
  select * into part from public.wallet_withdrawal_refunds r
   where r.id = fail_withdrawal_refund.refund_part_id for update;
  select * into withdrawal from public.wallet_withdrawals w where w.id = part.withdrawal_id
     for update;
  if part.status = 'pending' and part.refund_id is null then
    update public.wallet_withdrawal_refunds r
       set status = 'failed', failure_reason = left(coalesce(fail_withdrawal_refund.failure_reason, 'refused'), 255)
     where r.id = part.id;
    if not exists (select 1 from public.wallet_withdrawal_refunds r
                    where r.withdrawal_id = withdrawal.id and r.status = 'pending') then
      perform private.settle_withdrawal(withdrawal);
    end if;
  end if;
  return jsonb_build_object('userId', member, 'withdrawalId', withdrawal.id,
    'status', (select w.status from public.wallet_withdrawals w where w.id = withdrawal.id));
end
$$;

-- The withdrawal as the member's answer tells it, after Stripe was asked.
create function wallet.withdrawal_summary(withdrawal_id uuid) returns jsonb
language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'success', true,
    'withdrawal', jsonb_build_object('id', w.id, 'amountEur', w.amount_eur, 'status', w.status,
                                     'withdrawnEur', w.withdrawn_eur,
                                     'createdAt', w.created_at),
    'newBalance', (select p.balance_eur from public.wallets p where p.user_id = w.user_id))
    from public.wallet_withdrawals w where w.id = withdrawal_summary.withdrawal_id
$$;

-- A refund or dispute made at Stripe takes back no more than the payment still has after the
-- withdrawals that reached the card (0025, 0042).
create or replace function wallet.reverse_topup(
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
                  where t.provider_reference = reverse_topup.provider_reference)
     and not exists (select 1 from public.card_dispute_outcomes d
                      where d.dispute_id = reverse_topup.provider_reference
                        and d.status = 'won') then
    amount := greatest(least(amount_eur,
                             attempt.credited_eur - attempt.reversed_eur - attempt.withdrawn_eur),
                       0);
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

-- The admin's ledger of a member (0030) names the withdrawal an entry belongs to, so a
-- withdrawal's hold and release are told apart from a waiting list's.
create or replace function public.admin_member_ledger(p_user_id uuid, p_limit integer default 25,
                                                      p_offset integer default 0)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.admin_list_pattern('', 'created_at', array['created_at'], p_limit, p_offset);
  if p_user_id is null then
    perform private.refuse('400', 'validation_failed', 'The member (p_user_id) is required.');
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    perform private.refuse('404', 'not_found', 'Member not found');
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.wallet_transactions x where x.user_id = p_user_id),
    'rows', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', x.id, 'created_at', x.created_at, 'type', x.type, 'direction', x.direction,
               'amount_eur', x.amount_eur, 'notes', x.notes, 'reason', x.reason,
               'booking_id', x.booking_id, 'withdrawal_id', x.withdrawal_id,
               'created_by_email', a.email)
               order by x.created_at desc, x.id desc), '[]')
        from (select * from public.wallet_transactions x
               where x.user_id = p_user_id
               order by x.created_at desc, x.id desc limit p_limit offset p_offset) x
        left join auth.users a on a.id = x.created_by));
end
$$;

-- Owned by service_role like the other money functions (0012, 0025), CREATE granted for these
-- statements only (a managed database's owner is no superuser).
grant create on schema private, public, wallet to service_role;
alter function private.apply_wallet_transaction() owner to service_role;
alter function private.card_money_left(uuid) owner to service_role;
alter function private.settle_withdrawal(public.wallet_withdrawals) owner to service_role;
alter function public.my_withdrawable() owner to service_role;
alter function wallet.start_withdrawal(numeric, text, text) owner to service_role;
alter function wallet.withdrawal_refunds_due(uuid, integer, integer) owner to service_role;
alter function wallet.record_withdrawal_refund(uuid, text, text, numeric, text, text)
  owner to service_role;
alter function wallet.fail_withdrawal_refund(uuid, text) owner to service_role;
alter function wallet.withdrawal_summary(uuid) owner to service_role;
alter function wallet.reverse_topup(text, text, numeric, text) owner to service_role;
revoke create on schema private, public, wallet from service_role;

revoke execute on function private.card_money_left(uuid),
  private.settle_withdrawal(public.wallet_withdrawals), public.my_withdrawable(),
  wallet.start_withdrawal(numeric, text, text), wallet.withdrawal_refunds_due(uuid, integer, integer),
  wallet.record_withdrawal_refund(uuid, text, text, numeric, text, text),
  wallet.fail_withdrawal_refund(uuid, text), wallet.withdrawal_summary(uuid)
  from public;
grant execute on function private.card_money_left(uuid),
  private.settle_withdrawal(public.wallet_withdrawals) to service_role;
grant execute on function public.my_withdrawable(), wallet.start_withdrawal(numeric, text, text)
  to authenticated, service_role;
-- Stripe's side has no member: only the server's service role runs it.
grant execute on function wallet.withdrawal_refunds_due(uuid, integer, integer),
  wallet.record_withdrawal_refund(uuid, text, text, numeric, text, text),
  wallet.fail_withdrawal_refund(uuid, text), wallet.withdrawal_summary(uuid)
  to service_role;
