-- The demo travellers' trips (0056), made honest.
-- 1. Their reviews say they are the demo's: the pages show 'Demo review', not 'Verified
--    traveller', for what no real traveller wrote (EU Directive 2005/29/EC, Annex I 23c).
alter table public.review_records add column demo boolean not null default false;
-- The view runs as its reader, who reads the column as the others (0056).
grant select (demo) on public.review_records to anon, authenticated;

create or replace view public.reviews with (security_invoker = true) as
select r.id, r.tour_id, r.micro_tour_id, r.rating, r.body as text, r.author_name,
       to_char(r.trip_month, 'YYYY-MM') as trip_month, r.created_at, not r.demo as verified,
       r.demo
  from public.review_records r
 where r.hidden_at is null;

-- The admin's list says which reviews are the demo's too.
create or replace function public.admin_reviews(p_page integer default 1, p_page_size integer default 25,
                                      p_hidden boolean default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  page_size integer := least(greatest(coalesce(p_page_size, 25), 1), 100);
  page integer := greatest(coalesce(p_page, 1), 1);
begin
  perform private.require_admin();
  return jsonb_build_object(
    'total', (select count(*) from public.review_records r
               where p_hidden is null or (r.hidden_at is not null) = p_hidden),
    'rows', coalesce((select jsonb_agg(row_json order by created_at desc, id)
      from (select r.created_at, r.id, jsonb_build_object(
                'id', r.id, 'rating', r.rating, 'text', r.body, 'authorName', r.author_name,
                'tripMonth', to_char(r.trip_month, 'YYYY-MM'), 'createdAt', r.created_at,
                'title', coalesce(t.title, m.title), 'kind',
                case when r.tour_id is null then 'micro_tour' else 'tour' end,
                'hiddenAt', r.hidden_at, 'hiddenReason', r.hidden_reason,
                'demo', r.demo) as row_json
              from public.review_records r
              left join public.tours t on t.id = r.tour_id
              left join public.micro_tours m on m.id = r.micro_tour_id
             where p_hidden is null or (r.hidden_at is not null) = p_hidden
             order by r.created_at desc, r.id
             limit page_size offset (page - 1) * page_size) p), '[]'::jsonb));
end
$$;

-- 2. They were paid bookings with no money behind them: the admin's lists showed bookings the
--    ledger never saw. Each now has what a member's booking has: a paid demo top-up of its
--    price, credited to the wallet, and the booking's debit, on the day it was booked, so every
--    demo wallet nets to zero and the ledger accounts for every paid booking.
-- Run by the demo seed after private.seed_demo_reviews; answers the trips it paid.
create function private.settle_demo_trips() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  trip record;
  attempt uuid;
  paid integer := 0;
begin
  for trip in
    select b.id, b.user_id, b.total_eur, b.created_at,
           coalesce(t.title, m.title) as title
      from public.bookings b
      join auth.users u on u.id = b.user_id and u.raw_app_meta_data ->> 'demo' = 'true'
      left join public.tours t on t.id = b.tour_id
      left join public.micro_tours m on m.id = b.micro_tour_id
     where b.status = 'paid'
       and not exists (select 1 from public.wallet_transactions w where w.booking_id = b.id)
     order by b.created_at, b.id
  loop
    insert into public.wallet_topups (user_id, provider, amount_eur, notes, status,
                                      credited_eur, paid_at, created_at, updated_at)
    values (trip.user_id, 'demo', trip.total_eur,
            'Demo top-up of €' || to_char(trip.total_eur, 'FM999999990.00'), 'paid',
            trip.total_eur, trip.created_at, trip.created_at, trip.created_at)
    returning id into attempt;
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                            topup_id, created_at)
    values (trip.user_id, 'topup', 'credit', trip.total_eur,
            'Demo top-up of €' || to_char(trip.total_eur, 'FM999999990.00'), attempt,
            trip.created_at);
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes,
                                            booking_id, created_at)
    values (trip.user_id, 'booking', 'debit', trip.total_eur,
            left('Booking: ' || trip.title, 500), trip.id, trip.created_at + interval '1 second');
    paid := paid + 1;
  end loop;
  update public.review_records r set demo = true
    from auth.users u
   where u.id = r.user_id and u.raw_app_meta_data ->> 'demo' = 'true' and not r.demo;
  return paid;
end
$$;
revoke execute on function private.settle_demo_trips() from public;
grant execute on function private.settle_demo_trips() to service_role;

-- Owned by service_role like the other money functions (0012, 0040).
grant create on schema private to service_role;
alter function private.settle_demo_trips() owner to service_role;
revoke create on schema private from service_role;

-- Demos seeded before this migration.
select private.settle_demo_trips();
