-- Won disputes and money at one scale (issue 46, items 10b and 11b; decision 027).
-- 1. A dispute closed as won at the payment provider gives back what its reversal took from the
--    wallet: the reversal's own ledger amount, never the dispute's amount, once per reversal.
--    Every closing is recorded, so a dispute won before its opening reached us reverses nothing
--    when the opening comes.
-- 2. Money has one scale everywhere: the eur type is numeric(12, 2), so every writer stores '190'
--    as '190.00', and the rows stored so far are rewritten at that scale.

-- 1. Won disputes.

-- How each dispute at the provider closed, as the webhook read it from the provider.
create table public.card_dispute_outcomes (
  dispute_id text primary key check (length(dispute_id) between 1 and 255),
  payment_intent_id text check (length(payment_intent_id) between 1 and 255),
  -- The attempt the disputed payment credited, when this site credited it.
  topup_id uuid references public.wallet_topups (id) on delete restrict,
  status text not null check (status in ('won', 'lost', 'warning_closed', 'prevented')),
  closed_at timestamptz not null default now()
);
alter table public.card_dispute_outcomes enable row level security;
alter table public.card_dispute_outcomes force row level security;
revoke all on public.card_dispute_outcomes from public, anon, authenticated;
grant select, insert on public.card_dispute_outcomes to service_role;
create policy service_role_all on public.card_dispute_outcomes for all to service_role
  using (true) with check (true);

-- The ledger's kind for money a won dispute gives back: a credit, linked to the attempt and to
-- the reversal it undoes; one per reversal.
alter table public.wallet_transactions
  drop constraint wallet_transactions_type_check,
  add constraint wallet_transactions_type_check
    check (type in ('topup', 'booking', 'refund', 'adjustment', 'reversal', 'debit', 'hold',
                    'release', 'date_change', 'dispute_won')),
  drop constraint wallet_transactions_direction_of_kind,
  add constraint wallet_transactions_direction_of_kind check (
    case type
      when 'topup' then direction = 'credit'
      when 'refund' then direction = 'credit'
      when 'release' then direction = 'credit'
      when 'dispute_won' then direction = 'credit'
      when 'adjustment' then true
      when 'date_change' then true
      else direction = 'debit'
    end),
  drop constraint wallet_transactions_topup_link,
  add constraint wallet_transactions_topup_link
    check ((type in ('topup', 'reversal', 'dispute_won')) = (topup_id is not null)),
  add constraint wallet_transactions_dispute_won_link
    check (type <> 'dispute_won' or (reverses_id is not null and provider_reference is null));
create unique index wallet_transactions_one_dispute_won
  on public.wallet_transactions (reverses_id) where type = 'dispute_won';

-- A dispute that closed as won reverses nothing, even when its opening arrives after.
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

-- A dispute closed at the provider (its status read from the provider's API). Won: the wallet
-- gets back what the dispute's reversal took (its ledger amount; the part the balance could not
-- cover was a debt, which this pays first), once. Lost or closed otherwise: nothing moves. The
-- closing is recorded either way, the first one kept.
create function wallet.close_dispute(payment_intent_id text, dispute_id text, status text)
returns jsonb
language plpgsql set search_path = ''
as $$
declare
  attempt public.wallet_topups;
  taken public.wallet_transactions;
  amount numeric := 0;
  purse public.wallets;
begin
  if dispute_id is null or status is null
     or status not in ('won', 'lost', 'warning_closed', 'prevented') then
    raise exception 'a closed dispute needs its id and a closed status' using errcode = '22023';
  end if;
  select * into attempt from public.wallet_topups t
   where t.payment_intent_id = close_dispute.payment_intent_id and t.status = 'paid';
  if found then
    -- Locks in the order every money call takes: the wallet, then the attempt.
    perform private.lock_wallet(attempt.user_id);
    select * into attempt from public.wallet_topups t where t.id = attempt.id for update;
  end if;
  insert into public.card_dispute_outcomes (dispute_id, payment_intent_id, topup_id, status)
  values (close_dispute.dispute_id, close_dispute.payment_intent_id, attempt.id,
          close_dispute.status)
  on conflict on constraint card_dispute_outcomes_pkey do nothing;
  if attempt.id is null then
    return jsonb_build_object('found', false, 'credited', 0);
  end if;
  if status = 'won' then
    select * into taken from public.wallet_transactions t
     where t.provider_reference = close_dispute.dispute_id and t.type = 'reversal'
       and t.topup_id = attempt.id;
    if taken.id is not null
       and not exists (select 1 from public.wallet_transactions t
                        where t.reverses_id = taken.id and t.type = 'dispute_won') then
      amount := taken.amount_eur;
      insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                              topup_id, reverses_id)
      values (attempt.user_id, 'dispute_won', 'credit', amount, 'Dispute won: card top-up',
              attempt.id, taken.id);
      -- Taken back no more: a later refund of the payment may take it again.
      update public.wallet_topups t set reversed_eur = t.reversed_eur - amount
       where t.id = attempt.id;
    end if;
  end if;
  select * into purse from public.wallets w where w.user_id = attempt.user_id;
  return jsonb_build_object('found', true, 'credited', amount, 'userId', attempt.user_id,
                            'newBalance', purse.balance_eur, 'debt', purse.debt_eur);
end
$$;

-- Owned by service_role like the other money functions (0012, 0025, 0035).
grant create on schema wallet to service_role;
alter function wallet.reverse_topup(text, text, numeric, text) owner to service_role;
alter function wallet.close_dispute(text, text, text) owner to service_role;
revoke create on schema wallet from service_role;
revoke execute on function wallet.close_dispute(text, text, text) from public;
-- The provider's side has no member: only the server's service role runs it.
grant execute on function wallet.close_dispute(text, text, text) to service_role;

-- 2. Money at one scale.

-- The type itself scales every value it stores to two decimals, whoever writes it: a function,
-- a PostgREST write, a default, a restore. (It rounds a third decimal where the old type refused
-- it; the writers refuse those before: the money functions, the admin forms, domain/money.ts.)
-- numeric(12, 2) bounds it below 10^10 euros, as the old check did.
alter domain public.eur rename to eur_any_scale;
create domain public.eur as numeric(12, 2);
comment on domain public.eur is 'Euros, stored with two decimals (decision 027)';

-- A column computed from a money column (the integer cents of decision 004, the ledger's signed
-- amount) keeps the money column's type fixed: each is dropped, with its indexes, and made again
-- as it was once the money columns have their new type.
do $$
declare
  generated record;
  kept record;
  statement text;
begin
  create temporary table money_generated_columns on commit drop as
  select a.attrelid::regclass as relation, a.attname as name,
         format_type(a.atttypid, a.atttypmod) as type, pg_get_expr(d.adbin, d.adrelid) as expression,
         col_description(a.attrelid, a.attnum) as description, a.attnum
    from pg_attribute a
    join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where a.attgenerated = 's' and not a.attisdropped
     and exists (select 1 from pg_depend p
                   join pg_attribute m on m.attrelid = p.refobjid and m.attnum = p.refobjsubid
                  where p.classid = 'pg_attrdef'::regclass and p.objid = d.oid
                    and p.refclassid = 'pg_class'::regclass
                    and m.atttypid = 'public.eur_any_scale'::regtype);
  create temporary table money_generated_indexes on commit drop as
  select distinct pg_get_indexdef(i.indexrelid) as definition,
         obj_description(i.indexrelid, 'pg_class') as description,
         i.indexrelid::regclass::text as name
    from pg_index i
    join money_generated_columns g on g.relation = i.indrelid
    join pg_depend p on p.classid = 'pg_class'::regclass and p.objid = i.indexrelid
                    and p.refobjid = i.indrelid and p.refobjsubid = g.attnum;

  for generated in select * from money_generated_columns loop
    execute format('alter table %s drop column %I', generated.relation, generated.name);
  end loop;

  -- Every column of the old type, table by table, in one rewrite each; the values keep their
  -- amount and get two decimals.
  for statement in
    select format('alter table %s %s', a.attrelid::regclass,
                  string_agg(format('alter column %I type public.eur using %I::numeric',
                                    a.attname, a.attname), ', ' order by a.attnum))
      from pg_attribute a join pg_class c on c.oid = a.attrelid
     where a.atttypid = 'public.eur_any_scale'::regtype and not a.attisdropped
       and c.relkind in ('r', 'p')
     group by a.attrelid
  loop
    execute statement;
  end loop;

  for generated in select * from money_generated_columns order by relation::text, attnum loop
    execute format('alter table %s add column %I %s generated always as (%s) stored',
                   generated.relation, generated.name, generated.type, generated.expression);
    if generated.description is not null then
      execute format('comment on column %s.%I is %L', generated.relation, generated.name,
                     generated.description);
    end if;
  end loop;
  for kept in select * from money_generated_indexes loop
    execute kept.definition;
    if kept.description is not null then
      execute format('comment on index %s is %L', kept.name, kept.description);
    end if;
  end loop;
  for generated in select distinct relation from money_generated_columns loop
    execute format('analyze %s', generated.relation);
  end loop;
end
$$;

-- Nothing uses the old type any more (this fails if something still does).
drop domain public.eur_any_scale;
