-- Money as the migrations before 0042 stored it, for its test: each value at the
-- scale its writer gave ('95', '190', '0'), and a card payment disputed after part of it was spent.
set role service_role;

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-000000004201', 'money-scale@example.test');

insert into public.tours (id, slug, title, category, country, price_eur, duration_days, difficulty,
                          group_size, available_dates)
values ('00000000-0000-4000-8000-0000000042a1', 'money-scale', 'Money Scale', 'eco', 'France', 95,
        3, 'easy', 6, array[current_date + 30]);
insert into public.micro_tours (id, slug, title, city, country, price_eur, duration_hours)
values ('00000000-0000-4000-8000-0000000042c1', 'money-walk', 'Money Walk', 'Lyon', 'France', 12.5,
        2);

insert into public.wallet_topups (id, user_id, provider, amount_eur, status, credited_eur,
                                  paid_at, checkout_session_id, payment_intent_id)
values ('00000000-0000-4000-8000-0000000042d1', '00000000-0000-4000-8000-000000004201', 'stripe',
        250, 'paid', 250, now(), 'cs_money_scale', 'pi_money_scale');
insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, topup_id)
values ('00000000-0000-4000-8000-000000004201', 'topup', 'credit', 250, 'Card top-up',
        '00000000-0000-4000-8000-0000000042d1');
insert into public.bookings (id, user_id, tour_id, start_date, travelers, base_total_eur,
                             total_eur, status)
values ('00000000-0000-4000-8000-0000000042b1', '00000000-0000-4000-8000-000000004201',
        '00000000-0000-4000-8000-0000000042a1', current_date + 30, 2, 190, 190, 'paid');
insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, booking_id)
values ('00000000-0000-4000-8000-000000004201', 'booking', 'debit', 190, 'Booking: Money Scale',
        '00000000-0000-4000-8000-0000000042b1');
reset role;
select wallet.reverse_topup('pi_money_scale', 'dp_money_scale', 250, 'Card payment disputed');

-- What the test expects 0042 to change, checked here so that it tests a real difference.
do $$
begin
  if (select total_eur::text from public.bookings
       where id = '00000000-0000-4000-8000-0000000042b1') <> '190'
     or (select debt_eur::text from public.wallets
          where user_id = '00000000-0000-4000-8000-000000004201') <> '190' then
    raise exception 'money was not stored at its writer''s scale before 0042';
  end if;
end
$$;
