-- After migration 0035: each check raises, and so fails the test, on the first difference.
do $$
declare
  found_row record;
  expected text;
begin
  -- Both refunds, and their ledger rows, now have two decimals; no amount changed.
  for found_row in
    select b.id, b.refund_eur::text as refund, t.amount_eur::text as ledger
      from public.bookings b
      join public.wallet_transactions t on t.booking_id = b.id and t.type = 'refund'
     where b.id in ('00000000-0000-4000-8000-0000000035b1', '00000000-0000-4000-8000-0000000035b2')
  loop
    expected := case when found_row.id = '00000000-0000-4000-8000-0000000035b1'
                     then '190.00' else '95.00' end;
    if found_row.refund <> expected or found_row.ledger <> expected then
      raise exception 'refund scale wrong: %', found_row;
    end if;
  end loop;
  -- The wallets are what their ledgers say, as before.
  if exists (select 1 from public.wallets w
              where w.user_id in ('00000000-0000-4000-8000-000000003501',
                                  '00000000-0000-4000-8000-000000003502')
                and w.balance_eur <> (select sum(t.signed_amount_eur) from public.wallet_transactions t
                                       where t.user_id = w.user_id)) then
    raise exception 'a wallet no longer matches its ledger';
  end if;
  if (select balance_eur from public.wallets
       where user_id = '00000000-0000-4000-8000-000000003501') <> 190 then
    raise exception 'the refunded wallet changed';
  end if;
end
$$;
