-- Bookings as migrations 0003-0025 wrote them, for the test of migration 0026: a tour with fixed
-- dates, a free-date tour sold past its group size (nothing limited seats then), a micro-tour,
-- and a booking cancelled before cancellations existed.
set role service_role;

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-000000000001', 'seats-a@example.test'),
  ('00000000-0000-4000-8000-000000000002', 'seats-b@example.test');

insert into public.tours (id, slug, title, category, country, price_eur, duration_days, difficulty,
                          group_size, available_dates)
values ('00000000-0000-4000-8000-0000000000a1', 'fixed-dates', 'Fixed Dates', 'eco', 'Portugal',
        100, 3, 'easy', 6, array[current_date + 40, current_date + 20]),
       ('00000000-0000-4000-8000-0000000000a2', 'free-dates', 'Free Dates', 'gastro', 'Finland',
        50, 2, 'easy', 3, '{}');
insert into public.micro_tours (id, slug, title, city, country, price_eur, duration_hours)
values ('00000000-0000-4000-8000-0000000000c1', 'old-walk', 'Old Walk', 'Vienna', 'Austria', 10, 2);

insert into public.bookings (id, user_id, tour_id, micro_tour_id, start_date, travelers,
                             base_total_eur, total_eur, status)
values ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-000000000001',
        '00000000-0000-4000-8000-0000000000a1', null, current_date + 20, 2, 200, 200, 'paid'),
       ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000001',
        '00000000-0000-4000-8000-0000000000a2', null, current_date + 9, 3, 150, 150, 'paid'),
       ('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-0000000000a2', null, current_date + 9, 2, 100, 100, 'paid'),
       ('00000000-0000-4000-8000-0000000000b4', '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-0000000000a1', null, current_date + 20, 1, 100, 100, 'cancelled'),
       ('00000000-0000-4000-8000-0000000000b5', '00000000-0000-4000-8000-000000000002',
        null, '00000000-0000-4000-8000-0000000000c1', current_date + 1, 4, 40, 40, 'paid');

reset role;
