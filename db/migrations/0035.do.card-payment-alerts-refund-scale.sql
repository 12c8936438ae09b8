-- Card payments that credit only what was asked, alerts an admin sees, and refunds at one scale
-- (issue 46, items 6, 9 and 11).
-- 1. A completion credits the amount its attempt asked, and only when Stripe's session took
--    exactly that; a session that names an attempt not its own, or another amount, credits
--    nothing and leaves a payment alert. The webhook acknowledges both, so Stripe does not
--    redeliver for days.
-- 2. Payment alerts: what the payment provider said that no rule could settle, for the admins.
-- 3. Refunds are written with two decimals, as the member's cancellation always did: a departure
--    cancellation wrote the booking's total as it was stored ('190' beside '95.00').

-- What an alert may be about; the admin panel's labels follow this list (db-rules.ts).
create function app_rules.payment_alert_kinds() returns jsonb
language sql immutable parallel safe as $$
  select '["amount_mismatch", "foreign_attempt", "event_mismatch", "unknown_session"]'::jsonb
$$;
grant execute on function app_rules.payment_alert_kinds() to public;

create table public.payment_alerts (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (app_rules.payment_alert_kinds() ? kind),
  message text not null check (length(message) between 1 and 500),
  -- The attempt the provider's record names, when this site has it.
  topup_id uuid references public.wallet_topups (id) on delete restrict,
  -- The provider's object it is about (a Checkout Session or an event id): one alert for each.
  provider_reference text not null check (length(provider_reference) between 1 and 255),
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  unique (kind, provider_reference)
);
create index payment_alerts_created_idx on public.payment_alerts (created_at desc, id desc);
alter table public.payment_alerts enable row level security;
alter table public.payment_alerts force row level security;
revoke all on public.payment_alerts from public, anon, authenticated;
grant select on public.payment_alerts to authenticated;
grant select, insert on public.payment_alerts to service_role;
create policy payment_alerts_admin_read on public.payment_alerts for select
  to authenticated using (private.is_admin());
create policy service_role_all on public.payment_alerts for all to service_role
  using (true) with check (true);

-- Records an alert once per kind and reference (Stripe redelivers); answers its id.
create function wallet.raise_payment_alert(
  kind text, message text, topup_id uuid, provider_reference text, details jsonb default '{}'
) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  alert_id uuid;
begin
  insert into public.payment_alerts (kind, message, topup_id, provider_reference, details)
  values (kind, left(message, 500), topup_id, provider_reference, coalesce(details, '{}'))
  on conflict on constraint payment_alerts_kind_provider_reference_key do nothing
  returning id into alert_id;
  if alert_id is null then
    select a.id into alert_id from public.payment_alerts a
     where a.kind = raise_payment_alert.kind
       and a.provider_reference = raise_payment_alert.provider_reference;
  end if;
  return jsonb_build_object('alertId', alert_id);
end
$$;

drop function wallet.complete_topup(uuid, text, text, numeric);
-- A paid Checkout Session credits its attempt what the attempt asked, once. The amount is what
-- Stripe's API says the session took (the webhook reads it there); anything but the attempt's
-- own session for the attempt's own amount is refused with an alert, and answers 200 all the
-- same: Stripe would retry a refusal for three days, and no retry can change it.
create function wallet.complete_topup(
  topup_id uuid, checkout_session_id text, payment_intent_id text, amount_eur numeric,
  event_id text default null
) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  member uuid;
  attempt public.wallet_topups;
  entry public.wallet_transactions;
  refused text;
begin
  -- Locks in the order every money call takes: the wallet, then the attempt.
  select t.user_id into member from public.wallet_topups t where t.id = complete_topup.topup_id;
  if not found then
    perform private.refuse('404', 'topup_not_found', 'Top-up not found');
  end if;
  perform private.lock_wallet(member);
  select * into attempt from public.wallet_topups t where t.id = complete_topup.topup_id for update;
  if attempt.checkout_session_id is distinct from complete_topup.checkout_session_id
     and attempt.checkout_session_id is not null then
    refused := 'foreign_attempt';
    perform wallet.raise_payment_alert('foreign_attempt',
      'A paid Checkout Session names a top-up attempt that has another session: nothing credited.',
      attempt.id, complete_topup.checkout_session_id,
      jsonb_build_object('event', event_id, 'paymentIntent', payment_intent_id,
                         'paidEur', amount_eur, 'attemptSession', attempt.checkout_session_id,
                         'attemptUserId', attempt.user_id));
  elsif amount_eur is distinct from attempt.amount_eur then
    refused := 'amount_mismatch';
    perform wallet.raise_payment_alert('amount_mismatch',
      format('A Checkout Session took €%s for a top-up of €%s: nothing credited.',
             amount_eur, attempt.amount_eur),
      attempt.id, complete_topup.checkout_session_id,
      jsonb_build_object('event', event_id, 'paymentIntent', payment_intent_id,
                         'paidEur', amount_eur, 'askedEur', attempt.amount_eur,
                         'attemptUserId', attempt.user_id));
  end if;
  if refused is not null then
    return jsonb_build_object('credited', false, 'refused', refused, 'userId', attempt.user_id);
  end if;
  if attempt.checkout_session_id is null then
    update public.wallet_topups t set checkout_session_id = complete_topup.checkout_session_id
     where t.id = attempt.id;
  end if;
  entry := private.credit_topup(attempt.id, attempt.amount_eur, payment_intent_id);
  return jsonb_build_object(
    'credited', entry.id is not null,
    'transactionId', coalesce(entry.id,
      (select t.id from public.wallet_transactions t
        where t.topup_id = attempt.id and t.type = 'topup')),
    'userId', attempt.user_id,
    'newBalance', (select w.balance_eur from public.wallets w where w.user_id = attempt.user_id));
end
$$;

-- After a departure changes: cancelled refunds every booking in full and releases the holds;
-- more room books the waiting list; available_dates follows its scheduled departures.
create or replace function private.departure_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  booking public.bookings;
  tour record;
  refund numeric;
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
      -- Two decimals, as every refund: the total may be stored as '190'.
      refund := round(booking.total_eur, 2);
      update public.bookings b
         set status = 'cancelled', cancelled_at = now(), cancelled_by = 'operator',
             refund_eur = refund, refund_percent = 100
       where b.id = booking.id;
      if refund > 0 then
        insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                                booking_id)
        values (booking.user_id, 'refund', 'credit', refund,
                left('Refund (departure cancelled): ' || tour.title, 500), booking.id);
      end if;
      insert into private.member_notices (user_id, kind, booking_id, details)
      values (booking.user_id, 'departure_cancelled', booking.id,
              jsonb_build_object('tourTitle', tour.title, 'startDate', new.start_date,
                                 'travelers', booking.travelers, 'refund', refund,
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

-- The refunds written so far get the same two decimals; the amounts do not change.
update public.bookings b set refund_eur = round(b.refund_eur, 2)
 where b.refund_eur is not null and scale(b.refund_eur) <> 2;
alter table public.wallet_transactions disable trigger wallet_transactions_append_only;
update public.wallet_transactions t set amount_eur = round(t.amount_eur, 2)
 where t.type = 'refund' and scale(t.amount_eur) <> 2;
alter table public.wallet_transactions enable trigger wallet_transactions_append_only;

-- Owned by service_role like the other money functions (0012, 0025, 0026).
grant create on schema private, wallet to service_role;
alter function wallet.raise_payment_alert(text, text, uuid, text, jsonb) owner to service_role;
alter function wallet.complete_topup(uuid, text, text, numeric, text) owner to service_role;
alter function private.departure_changed() owner to service_role;
revoke create on schema private, wallet from service_role;

revoke execute on function wallet.raise_payment_alert(text, text, uuid, text, jsonb),
  wallet.complete_topup(uuid, text, text, numeric, text)
  from public;
-- The provider's side has no member: only the server's service role runs it.
grant execute on function wallet.raise_payment_alert(text, text, uuid, text, jsonb),
  wallet.complete_topup(uuid, text, text, numeric, text)
  to service_role;

-- Card top-ups still pending some minutes after they started, oldest first: their webhook may
-- never come, so a scheduled job asks Stripe about each (server/src/jobs/maintenance-jobs.ts).
create index wallet_topups_pending_created_idx on public.wallet_topups (created_at)
  where status = 'pending';
create function wallet.card_topups_to_settle(min_age_seconds integer, max_rows integer)
returns jsonb
language sql stable set search_path = ''
as $$
  select jsonb_build_object('due', coalesce(
           jsonb_agg(jsonb_build_object('id', t.id, 'checkoutSessionId', t.checkout_session_id)
                     order by t.created_at), '[]'::jsonb))
    from (select a.id, a.checkout_session_id, a.created_at from public.wallet_topups a
           where a.status = 'pending' and a.provider = 'stripe'
             and a.created_at < now() - make_interval(secs => min_age_seconds)
           order by a.created_at
           limit max_rows) t
$$;
grant create on schema wallet to service_role;
alter function wallet.card_topups_to_settle(integer, integer) owner to service_role;
revoke create on schema wallet from service_role;
revoke execute on function wallet.card_topups_to_settle(integer, integer) from public;
grant execute on function wallet.card_topups_to_settle(integer, integer) to service_role;
