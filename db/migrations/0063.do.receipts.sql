-- Receipts (issue 50, docs/decisions/036-receipts.md).
--
-- Every top-up, booking, date change, cancellation refund and withdrawal gets a receipt, issued
-- in the transaction of the ledger entry that causes it, with a number per calendar year (in the
-- operator's time zone) that has no gaps: a counter row per year, taken by a deferred trigger at
-- the end of that transaction, so a transaction that rolls back or dies never consumes a number
-- and two gateways serialise on the row for the shortest time. What a receipt says (amounts,
-- what was bought, who was billed, the operator's legal details, the tax line) is copied onto it
-- when it is issued: a later change of a setting, a tour or an account never alters it.

-- The kinds of receipt, in the order the pages list them (db-rules.ts: RECEIPT_KINDS).
create function app_rules.receipt_kinds() returns jsonb
language sql immutable parallel safe as $$
  select '["top_up", "booking", "date_change", "refund", "withdrawal"]'::jsonb
$$;
-- A receipt's number is `<year>-<sequence>`, the sequence zero-padded to this many digits.
create function app_rules.receipt_number_digits() returns integer
language sql immutable parallel safe as $$ select 6 $$;
-- The longest date range an admin lists or exports at once, in days.
create function app_rules.receipt_range_max_days() returns integer
language sql immutable parallel safe as $$ select 366 $$;
grant execute on function app_rules.receipt_kinds(), app_rules.receipt_number_digits(),
  app_rules.receipt_range_max_days() to public;

-- 1. The operator's legal details and tax mode, as the gateways' settings say (OPERATOR_*,
--    RECEIPT_TAX): each gateway writes them here when it starts (the last start wins), because a
--    trigger cannot read a process's environment. The demo's values until a gateway starts.
create table private.receipt_settings (
  only_row boolean primary key default true check (only_row),
  operator_name text not null check (char_length(operator_name) between 1 and 200),
  operator_address text not null check (char_length(operator_address) between 1 and 500),
  operator_vat_id text check (char_length(operator_vat_id) between 1 and 32),
  operator_registration text check (char_length(operator_registration) between 1 and 200),
  tax_mode text not null check (tax_mode in ('vat', 'margin_scheme')),
  vat_rate numeric(5, 2) check (vat_rate >= 0 and vat_rate <= 100),
  updated_at timestamptz not null default now(),
  constraint receipt_settings_vat_rate check ((tax_mode = 'vat') = (vat_rate is not null))
);
insert into private.receipt_settings (operator_name, operator_address, tax_mode)
values ('EcoTours', '1 Rue de l''Exemple, 75001 Paris, France', 'margin_scheme');
alter table private.receipt_settings enable row level security;
alter table private.receipt_settings force row level security;
revoke all on private.receipt_settings from public, anon, authenticated;
grant select, insert, update on private.receipt_settings to service_role;
create policy service_role_all on private.receipt_settings for all to service_role
  using (true) with check (true);

-- 2. The last number issued per year. Only the issuing trigger writes it.
create table private.receipt_counters (
  year smallint primary key check (year between 2000 and 9999),
  last_sequence integer not null check (last_sequence >= 0)
);
alter table private.receipt_counters enable row level security;
alter table private.receipt_counters force row level security;
revoke all on private.receipt_counters from public, anon, authenticated;
grant select, insert, update on private.receipt_counters to service_role;
create policy service_role_all on private.receipt_counters for all to service_role
  using (true) with check (true);

-- 3. The receipts. Members read their own at /rest/v1/receipts, admins every one; nobody writes
--    but the issuing trigger, and nothing is ever changed or deleted.
create table public.receipts (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  year smallint not null,
  sequence integer not null check (sequence >= 1),
  issued_at timestamptz not null,
  -- The day of issue in the operator's time zone (app_rules.default_time_zone()): the year of
  -- the number, and what an admin's date range filters on.
  issued_on date not null,
  kind text not null check (app_rules.receipt_kinds() ? kind),
  user_id uuid not null references auth.users (id) on delete restrict,
  transaction_id uuid not null unique references public.wallet_transactions (id) on delete restrict,
  booking_id uuid references public.bookings (id) on delete restrict,
  -- As the ledger says it, from the wallet's side: a credit came into the wallet (a top-up, a
  -- refund, a cheaper date), a debit left it (a booking, a dearer date, a withdrawal).
  direction text not null check (direction in ('credit', 'debit')),
  amount_eur public.eur not null check (amount_eur > 0),
  billed_name text check (char_length(billed_name) <= 200),
  billed_email text not null check (char_length(billed_email) between 1 and 320),
  -- What was paid for: the booking's reference, listing, title (with its translations), date
  -- and travellers; a date change's dates and figures; a top-up's provider.
  description jsonb not null default '{}' check (jsonb_typeof(description) = 'object'),
  -- The operator's legal details in force when the receipt was issued.
  operator jsonb not null check (jsonb_typeof(operator) = 'object'),
  -- vat: VAT at vat_rate is included in the amount (vat_eur); margin_scheme: the travel
  -- agents' margin scheme (Directive 2006/112/EC, art. 226(13)), no VAT shown; on_account: a
  -- payment on account (a top-up) or its return (a withdrawal), which bears no VAT itself.
  tax_mode text not null check (tax_mode in ('vat', 'margin_scheme', 'on_account')),
  vat_rate numeric(5, 2),
  vat_eur public.eur,
  constraint receipts_year_sequence unique (year, sequence),
  constraint receipts_number_format check (
    number = year::text || '-' || lpad(sequence::text,
                                       greatest(app_rules.receipt_number_digits(),
                                                char_length(sequence::text)), '0')),
  constraint receipts_year_of_day check (year = extract(year from issued_on)),
  constraint receipts_vat check ((tax_mode = 'vat') = (vat_rate is not null and vat_eur is not null))
);
create index receipts_user_idx on public.receipts (user_id, year desc, sequence desc);
create index receipts_issued_on_idx on public.receipts (issued_on, year, sequence);
create index receipts_booking_idx on public.receipts (booking_id) where booking_id is not null;
alter table public.receipts enable row level security;
alter table public.receipts force row level security;
revoke all on public.receipts from public, anon, authenticated, service_role;
grant select on public.receipts to authenticated;
grant select, insert on public.receipts to service_role;
create policy receipts_own_or_admin_read on public.receipts for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy service_role_read on public.receipts for select to service_role using (true);
create policy service_role_issue on public.receipts for insert to service_role with check (true);

-- The service role holds INSERT for the issuing trigger only: a row written any other way (the
-- service key through /rest/v1) is refused, as is every change.
create function private.guard_receipt_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' and current_setting('app.issuing_receipt', true) = 'on' then
    return new;
  end if;
  raise exception 'Receipts are issued with the ledger entry they document and never change'
    using errcode = '42501', hint = 'receipt_write_refused';
end
$$;
create trigger receipts_issued_only before insert or update or delete on public.receipts
  for each row execute function private.guard_receipt_write();
create trigger receipts_no_truncate before truncate on public.receipts
  for each statement execute function private.guard_receipt_write();

-- What a booking's receipt says about it, read when the receipt is issued.
create function private.receipt_booking_facts(booking_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
           'bookingId', b.id,
           'reference', upper(left(b.id::text, 8)),
           'listing', case when b.tour_id is null then 'micro_tour' else 'tour' end,
           'title', coalesce(t.title, m.title),
           'titleTranslations', coalesce((
             select jsonb_object_agg(l.key, l.value ->> 'title')
               from jsonb_each(coalesce(t.translations, m.translations)) l
              where jsonb_typeof(l.value -> 'title') = 'string'), '{}'::jsonb),
           'startDate', b.start_date,
           'travelers', b.travelers)
    from public.bookings b
    left join public.tours t on t.id = b.tour_id
    left join public.micro_tours m on m.id = b.micro_tour_id
   where b.id = receipt_booking_facts.booking_id
$$;

-- The issuing trigger (deferred: it runs as its transaction commits, after every other lock of
-- the transaction was taken, so the counter's row is held only for the commit itself).
create function private.issue_receipt() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  receipt_kind text := case new.type when 'topup' then 'top_up' else new.type end;
  zone text := app_rules.default_time_zone();
  settings private.receipt_settings;
  facts jsonb := '{}'::jsonb;
  billed_name text;
  billed_email text;
  issued timestamptz;
  receipt_year smallint;
  receipt_sequence integer;
  mode text;
begin
  select * into strict settings from private.receipt_settings;
  select private.holder_name(u.raw_user_meta_data), u.email::text
    into billed_name, billed_email
    from auth.users u where u.id = new.user_id;
  if new.booking_id is not null then
    facts := private.receipt_booking_facts(new.booking_id);
  end if;
  if receipt_kind = 'date_change' then
    -- The move this entry settles: written in the same transaction, so with the same now().
    facts := facts || coalesce((
      select jsonb_build_object('fromDate', c.from_date, 'toDate', c.to_date,
                                'feeEur', c.fee_eur, 'priceDifferenceEur', c.price_difference_eur)
        from public.booking_date_changes c
       where c.booking_id = new.booking_id
       order by c.created_at = new.created_at desc, c.created_at desc, c.id desc
       limit 1), '{}'::jsonb);
  elsif receipt_kind = 'refund' then
    facts := facts || coalesce((
      select jsonb_build_object('refundPercent', b.refund_percent, 'cancelledBy', b.cancelled_by)
        from public.bookings b where b.id = new.booking_id), '{}'::jsonb);
  elsif receipt_kind = 'top_up' then
    facts := jsonb_build_object('topupId', new.topup_id, 'provider',
                                (select t.provider from public.wallet_topups t
                                  where t.id = new.topup_id));
  end if;
  mode := case when receipt_kind in ('top_up', 'withdrawal') then 'on_account'
               else settings.tax_mode end;

  -- The number: the year's counter, locked until commit. A wait for it that crossed midnight of
  -- New Year's Eve gives the old year's number back (no one can have taken one after it: the
  -- row is still locked) and takes the new year's, so issued_at and the number agree.
  issued := clock_timestamp();
  receipt_year := extract(year from issued at time zone zone);
  loop
    update private.receipt_counters c set last_sequence = c.last_sequence + 1
     where c.year = receipt_year
    returning c.last_sequence into receipt_sequence;
    if not found then
      insert into private.receipt_counters as c (year, last_sequence) values (receipt_year, 1)
      on conflict (year) do update set last_sequence = c.last_sequence + 1
      returning c.last_sequence into receipt_sequence;
    end if;
    issued := clock_timestamp();
    exit when extract(year from issued at time zone zone) = receipt_year;
    update private.receipt_counters c set last_sequence = c.last_sequence - 1
     where c.year = receipt_year;
    receipt_year := extract(year from issued at time zone zone);
  end loop;

  perform set_config('app.issuing_receipt', 'on', true);
  insert into public.receipts (number, year, sequence, issued_at, issued_on, kind, user_id,
                               transaction_id, booking_id, direction, amount_eur, billed_name,
                               billed_email, description, operator, tax_mode, vat_rate, vat_eur)
  values (receipt_year::text || '-' || lpad(receipt_sequence::text,
                                            greatest(app_rules.receipt_number_digits(),
                                                     char_length(receipt_sequence::text)), '0'),
          receipt_year, receipt_sequence, issued, (issued at time zone zone)::date, receipt_kind,
          new.user_id, new.id, new.booking_id, new.direction, new.amount_eur, billed_name,
          billed_email, facts,
          jsonb_strip_nulls(jsonb_build_object(
            'name', settings.operator_name, 'address', settings.operator_address,
            'vatId', settings.operator_vat_id, 'registration', settings.operator_registration)),
          mode,
          case when mode = 'vat' then settings.vat_rate end,
          -- VAT included in a gross amount: amount × rate / (100 + rate), whole cents, half up.
          case when mode = 'vat'
               then round(new.amount_eur * settings.vat_rate / (100 + settings.vat_rate), 2) end);
  perform set_config('app.issuing_receipt', 'off', true);
  return null;
end
$$;

-- hold, release (money moving between a member's balance and their waiting-list hold),
-- adjustment (an admin's correction), reversal and dispute_won (a card provider's refund or
-- dispute, documented by the provider) get no receipt: decision 036.
create constraint trigger wallet_transactions_receipt
  after insert on public.wallet_transactions
  deferrable initially deferred
  for each row
  when (new.type in ('topup', 'booking', 'date_change', 'refund', 'withdrawal'))
  execute function private.issue_receipt();

-- Owned by service_role like the ledger's other triggers (decision 005).
grant create on schema private to service_role;
alter function private.issue_receipt() owner to service_role;
alter function private.receipt_booking_facts(uuid) owner to service_role;
revoke create on schema private from service_role;
revoke execute on function private.issue_receipt(), private.receipt_booking_facts(uuid),
  private.guard_receipt_write() from public;
grant execute on function private.issue_receipt(), private.receipt_booking_facts(uuid)
  to service_role;
grant execute on function private.guard_receipt_write() to authenticated, service_role;
