-- Refunds as migrations 0026-0034 wrote them, for the test of migration 0035: a departure
-- cancellation refunded the booking's total as it was stored ('190'), a member's cancellation
-- with two decimals ('95.00').
set role service_role;

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-000000003501', 'scale-a@example.test'),
  ('00000000-0000-4000-8000-000000003502', 'scale-b@example.test');

insert into public.tours (id, slug, title, category, country, price_eur, duration_days, difficulty,
                          group_size, available_dates)
values ('00000000-0000-4000-8000-0000000035a1', 'scale-tour', 'Scale Tour', 'eco', 'France', 95, 3,
        'easy', 6, array[current_date + 30]),
       ('00000000-0000-4000-8000-0000000035a2', 'scale-tour-2', 'Scale Tour 2', 'eco', 'France',
        95, 3, 'easy', 6, array[current_date + 30]);

insert into public.bookings (id, user_id, tour_id, start_date, travelers, base_total_eur,
                             total_eur, status)
values ('00000000-0000-4000-8000-0000000035b1', '00000000-0000-4000-8000-000000003501',
        '00000000-0000-4000-8000-0000000035a1', current_date + 30, 2, 190, 190, 'paid');
update public.departures set status = 'cancelled', cancel_reason = 'Storm warning'
 where tour_id = '00000000-0000-4000-8000-0000000035a1';

insert into public.bookings (id, user_id, tour_id, start_date, travelers, base_total_eur,
                             total_eur, status, cancelled_at, cancelled_by, refund_eur,
                             refund_percent)
values ('00000000-0000-4000-8000-0000000035b2', '00000000-0000-4000-8000-000000003502',
        '00000000-0000-4000-8000-0000000035a2', current_date + 30, 2, 190, 190, 'cancelled',
        now(), 'member', 95.00, 50);
insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, booking_id)
values ('00000000-0000-4000-8000-000000003502', 'refund', 'credit', 95.00, 'Refund (50%): Scale Tour 2',
        '00000000-0000-4000-8000-0000000035b2');

-- What the test expects 0035 to change, checked here so that it tests a real difference.
do $$
begin
  if (select refund_eur::text from public.bookings
       where id = '00000000-0000-4000-8000-0000000035b1') <> '190' then
    raise exception 'the departure refund was not stored as 190 before 0035';
  end if;
end
$$;

reset role;
