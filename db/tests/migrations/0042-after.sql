-- After migration 0042: each check raises, and so fails the test, on the first difference.
do $$
declare
  scaled text;
begin
  -- Every value of every eur column has two decimals; no amount changed.
  select string_agg(v, ', ') into scaled from (
    select price_eur::text as v from public.tours where id = '00000000-0000-4000-8000-0000000042a1'
    union all select price_eur::text from public.micro_tours
     where id = '00000000-0000-4000-8000-0000000042c1'
    union all select concat_ws('/', base_total_eur, addons_total_eur, total_eur)
      from public.bookings where id = '00000000-0000-4000-8000-0000000042b1'
    union all select concat_ws('/', amount_eur, credited_eur, reversed_eur)
      from public.wallet_topups where id = '00000000-0000-4000-8000-0000000042d1'
    union all select concat_ws('/', balance_eur, debt_eur, held_eur) from public.wallets
     where user_id = '00000000-0000-4000-8000-000000004201'
    union all select (select string_agg(concat_ws(':', type, amount_eur, signed_amount_eur), ' '
                                        order by type)
                        from public.wallet_transactions
                       where user_id = '00000000-0000-4000-8000-000000004201')
  ) s;
  if scaled is distinct from
     '95.00, 12.50, 190.00/0.00/190.00, 250.00/250.00/250.00, 0.00/190.00/0.00, '
     || 'booking:190.00:-190.00 reversal:250.00:-250.00 topup:250.00:250.00' then
    raise exception 'money not at two decimals: %', scaled;
  end if;
  -- The cents the catalogue lists filter on are computed again, and indexed as before.
  if (select price_cents from public.tours where id = '00000000-0000-4000-8000-0000000042a1')
       <> 9500
     or (select price_cents from public.micro_tours
          where id = '00000000-0000-4000-8000-0000000042c1') <> 1250 then
    raise exception 'price_cents lost';
  end if;
  if (select count(*) from pg_indexes
       where schemaname = 'public'
         and indexname in ('tours_price_cents_idx', 'tours_country_category_duration_idx',
                           'micro_tours_price_cents_idx', 'micro_tours_price_cents_desc_idx',
                           'micro_tours_budget_cents_idx', 'micro_tours_country_price_cents_idx'))
     <> 6 then
    raise exception 'an index on the cents is missing';
  end if;
end
$$;
