-- After migration 0071: each check raises, and so fails the test, on the first difference.
do $$
declare
  moved text;
begin
  -- The account existing before has its owner row, with its creation time.
  if (select created_at from private.account_owners
       where id = '00000000-0000-4000-8000-000000007101') is distinct from
     '2025-01-02T03:04:05Z'::timestamptz then
    raise exception 'the existing account has no owner row';
  end if;
  if exists (select 1 from auth.users u
              where not exists (select 1 from private.account_owners o where o.id = u.id)) then
    raise exception 'an account has no owner row';
  end if;
  -- Every money table's owner key points at the owners now, and nothing points there twice.
  select string_agg(conname, ', ' order by conname) into moved
    from pg_constraint
   where contype = 'f' and confrelid = 'private.account_owners'::regclass;
  if moved is distinct from
     'booking_date_changes_user_id_fkey, bookings_user_id_fkey, receipts_user_id_fkey, '
     || 'review_records_user_id_fkey, waitlist_entries_user_id_fkey, '
     || 'wallet_topups_user_id_fkey, wallet_transactions_created_by_fkey, '
     || 'wallet_transactions_user_id_fkey, wallet_withdrawals_user_id_fkey, wallets_user_id_fkey'
  then
    raise exception 'keys pointing at the owners: %', moved;
  end if;
  if exists (select 1 from pg_constraint
              where contype = 'f' and confrelid = 'auth.users'::regclass
                and confdeltype = 'r') then
    raise exception 'a key still keeps an account from being deleted';
  end if;
  -- No money moved: the balance is still the ledger's sum.
  if (select balance_eur::text from public.wallets
       where user_id = '00000000-0000-4000-8000-000000007101') <> '20.00'
     or (select sum(signed_amount_eur)::text from public.wallet_transactions
          where user_id = '00000000-0000-4000-8000-000000007101') <> '20.00' then
    raise exception 'the balance or the ledger changed';
  end if;
  -- A new account gets its owner row before its wallet row (the wallet points at it).
  insert into auth.users (id, email)
  values ('00000000-0000-4000-8000-000000007102', 'owner-after@example.test');
  if not exists (select 1 from public.wallets
                  where user_id = '00000000-0000-4000-8000-000000007102')
     or not exists (select 1 from private.account_owners
                     where id = '00000000-0000-4000-8000-000000007102') then
    raise exception 'a new account has no owner or no wallet';
  end if;
end;
$$;
