-- Ledger rows as migrations 0003-0024 wrote them, for the test of migration 0025: top-ups
-- (typed by members through the data API then), booking charges and a legacy debit, on three
-- wallets. The balances they make are kept in migration_check.balances to compare after.
set role service_role;

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-000000000001', 'ledger-a@example.test'),
  ('00000000-0000-4000-8000-000000000002', 'ledger-b@example.test'),
  ('00000000-0000-4000-8000-000000000003', 'ledger-c@example.test');

insert into public.tours (id, slug, title, category, country, price_eur, duration_days, difficulty,
                          group_size, cover_image)
values ('00000000-0000-4000-8000-0000000000a1', 'ledger-migration', 'Ledger Migration Tour', 'eco',
        'Norway', 120.55, 3, 'easy', 10, '/covers/x.jpg');

insert into public.wallet_transactions (id, user_id, type, amount_eur, notes, created_at) values
  ('00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000001', 'topup', 500,
   'Quick top-up of €500.00', now() - interval '3 days'),
  ('00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-000000000001', 'topup', 0.10,
   'Custom top-up of €0.10', now() - interval '2 days'),
  ('00000000-0000-4000-8000-000000000103', '00000000-0000-4000-8000-000000000001', 'topup', 0.20,
   'Custom top-up of €0.20', now() - interval '2 days'),
  ('00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000002', 'topup', 241.10,
   'Quick top-up of €241.10', now() - interval '1 day');

insert into public.bookings (id, user_id, tour_id, start_date, travelers, base_total_eur, total_eur,
                             status)
values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001',
        '00000000-0000-4000-8000-0000000000a1', current_date + 30, 2, 241.10, 241.10, 'paid'),
       ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-0000000000a1', current_date + 40, 2, 241.10, 241.10, 'paid');

insert into public.wallet_transactions (user_id, type, amount_eur, notes, booking_id) values
  ('00000000-0000-4000-8000-000000000001', 'booking', 241.10, 'Booking: Ledger Migration Tour',
   '00000000-0000-4000-8000-0000000000b1'),
  ('00000000-0000-4000-8000-000000000002', 'booking', 241.10, 'Booking: Ledger Migration Tour',
   '00000000-0000-4000-8000-0000000000b2');
insert into public.wallet_transactions (user_id, type, amount_eur, notes) values
  ('00000000-0000-4000-8000-000000000001', 'debit', 9.99, 'legacy debit');

reset role;
create schema migration_check;
create table migration_check.balances as
  select user_id, balance_eur from public.wallets
   where user_id::text like '00000000-0000-4000-8000-00000000000_';
