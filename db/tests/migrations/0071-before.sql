-- A member as the migrations before 0071 stored one: a wallet topped up and a booking paid from
-- it, every money row pointing at auth.users.
set role service_role;

insert into auth.users (id, email, created_at) values
  ('00000000-0000-4000-8000-000000007101', 'owner-before@example.test', '2025-01-02T03:04:05Z');

insert into public.tours (id, slug, title, category, country, price_eur, duration_days, difficulty,
                          group_size, available_dates)
values ('00000000-0000-4000-8000-0000000071a1', 'owners-before', 'Owners Before', 'eco', 'France',
        40, 3, 'easy', 6, array[current_date + 30]);

insert into public.wallet_topups (id, user_id, provider, amount_eur, notes)
values ('00000000-0000-4000-8000-0000000071d1', '00000000-0000-4000-8000-000000007101', 'demo',
        100, 'before 0071');
reset role;
select wallet.complete_topup('00000000-0000-4000-8000-0000000071d1', null, null, 100);
set role service_role;
insert into public.bookings (id, user_id, tour_id, start_date, travelers, base_total_eur,
                             total_eur, status)
values ('00000000-0000-4000-8000-0000000071b1', '00000000-0000-4000-8000-000000007101',
        '00000000-0000-4000-8000-0000000071a1', current_date + 30, 2, 80, 80, 'paid');
insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, booking_id)
values ('00000000-0000-4000-8000-000000007101', 'booking', 'debit', 80, 'Booking: Owners Before',
        '00000000-0000-4000-8000-0000000071b1');
reset role;

-- What 0071 changes, checked here so that the test tests a real difference.
do $$
begin
  if (select count(*) from pg_constraint
       where conname = 'wallet_transactions_user_id_fkey'
         and confrelid = 'auth.users'::regclass) <> 1 then
    raise exception 'the ledger did not point at auth.users before 0071';
  end if;
end;
$$;
