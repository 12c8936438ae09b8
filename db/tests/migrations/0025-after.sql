-- After migration 0025: every balance is what it was, equals the signed ledger sum, no wallet
-- owes anything, every old row has its direction, and every old top-up is a paid attempt of
-- its own that is linked to its ledger credit. Raises on the first difference.
do $$
declare
  difference text;
begin
  select string_agg(format('%s: before %s, after %s', b.user_id, b.balance_eur, w.balance_eur), '; ')
    into difference
    from migration_check.balances b join public.wallets w using (user_id)
   where w.balance_eur <> b.balance_eur or w.debt_eur <> 0;
  if difference is not null then
    raise exception 'balances changed: %', difference;
  end if;

  select string_agg(format('%s: wallet %s, ledger %s', w.user_id, w.balance_eur, l.total), '; ')
    into difference
    from public.wallets w
    join (select user_id, sum(signed_amount_eur) as total
            from public.wallet_transactions group by user_id) l using (user_id)
   where w.balance_eur - w.debt_eur <> l.total;
  if difference is not null then
    raise exception 'wallets differ from their ledgers: %', difference;
  end if;

  if exists (select 1 from public.wallet_transactions
              where (type = 'topup') <> (direction = 'credit')) then
    raise exception 'a ledger row has the wrong direction';
  end if;

  select string_agg(t.id::text, ', ') into difference
    from public.wallet_transactions t
    left join public.wallet_topups a on a.id = t.topup_id
   where t.type = 'topup'
     and (a.id is distinct from t.id or a.status <> 'paid' or a.credited_eur <> t.amount_eur
          or a.user_id <> t.user_id or a.provider <> 'demo' or a.paid_at <> t.created_at);
  if difference is not null then
    raise exception 'top-ups without their paid attempt: %', difference;
  end if;

  if (select count(*) from public.wallet_topups) <> 4
     or (select count(*) from migration_check.balances) <> 3 then
    raise exception 'expected 4 attempts and 3 wallets';
  end if;
end
$$;
