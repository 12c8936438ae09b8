-- Catalogue lists at scale (see docs/decisions/002-catalogue-query-plans.md).

-- Under row-level security PostgreSQL only uses column statistics through leakproof operators.
-- The numeric comparisons cannot fail or reveal anything about their inputs, but core does not
-- mark them leakproof, so every price or duration filter was estimated at a handful of rows and
-- planned on the wrong index. Marking them needs a superuser; elsewhere this is skipped with a
-- notice and lists stay correct, only slower at large sizes.
do $$
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter function pg_catalog.numeric_eq(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_ne(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_lt(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_le(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_gt(numeric, numeric) leakproof;
    alter function pg_catalog.numeric_ge(numeric, numeric) leakproof;
  else
    raise notice 'not a superuser: numeric comparisons stay non-leakproof; large catalogue lists plan worse';
  end if;
end
$$;

-- PostgREST prepares its statements; a generic plan ignores the filter values.
alter role authenticator set plan_cache_mode = force_custom_plan;

-- The list screens' main filter and sort combinations.
create index micro_tours_country_price_idx on public.micro_tours (country, price_eur, title)
  include (duration_hours);
create index tours_country_category_duration_idx on public.tours
  (country, category, duration_days, title);
