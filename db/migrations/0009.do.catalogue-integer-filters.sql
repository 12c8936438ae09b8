-- Catalogue lists plan well on any PostgreSQL, superuser or not
-- (see docs/decisions/004-portable-catalogue-plans.md; replaces the leakproof marks of 0007).

-- Under row-level security the planner reads column statistics only through leakproof
-- operators. Core marks the integer comparisons leakproof but not the numeric ones, so the list
-- screens filter and sort on exact integer copies of the money and duration columns.
-- The copies are exact: public.eur refuses more than two decimals and duration_hours is
-- numeric(3, 1), so the multiplications below always give whole numbers and the casts never round.
-- STORED: since PostgreSQL 18 a generated column is virtual unless told otherwise, and virtual
-- columns cannot be indexed. tours.price_eur has no upper bound below the domain's 10^10 euros,
-- hence bigint there.
alter table public.tours
  add column price_cents bigint generated always as ((price_eur * 100)::bigint) stored;
alter table public.micro_tours
  add column price_cents integer generated always as ((price_eur * 100)::integer) stored,
  add column duration_minutes integer
    generated always as ((duration_hours * 60)::integer) stored;

-- Adding a column rewrites the table but gathers no statistics for it, and a rewrite does not count
-- as changes towards autovacuum's next analyze: without this, the planner would guess.
analyze public.tours (price_cents);
analyze public.micro_tours (price_cents, duration_minutes);

comment on column public.tours.price_cents is
  'price_eur in cents (generated); filter and sort on this column, see decision 004';
comment on column public.micro_tours.price_cents is
  'price_eur in cents (generated); filter and sort on this column, see decision 004';
comment on column public.micro_tours.duration_minutes is
  'duration_hours in minutes (generated); filter and sort on this column, see decision 004';

-- The price and duration indexes move to the integer columns. The descending sorts get indexes
-- that match what the list asks for (DESC NULLS LAST); the old descending price index was
-- NULLS FIRST and never served that sort.
drop index public.micro_tours_price_idx;
drop index public.micro_tours_price_desc_idx;
drop index public.micro_tours_duration_idx;
drop index public.micro_tours_budget_idx;
drop index public.micro_tours_country_price_idx;
drop index public.tours_price_idx;
drop index public.tours_country_category_duration_idx;

create index micro_tours_price_cents_idx on public.micro_tours (price_cents, title);
create index micro_tours_price_cents_desc_idx on public.micro_tours
  (price_cents desc nulls last, title);
create index micro_tours_duration_minutes_idx on public.micro_tours (duration_minutes, title);
create index micro_tours_duration_minutes_desc_idx on public.micro_tours
  (duration_minutes desc nulls last, title);
-- Blog budget tabs: one price, ordered by city then rating.
create index micro_tours_budget_cents_idx on public.micro_tours
  (price_cents, city, rating desc nulls last);
create index micro_tours_country_price_cents_idx on public.micro_tours
  (country, price_cents, title) include (duration_minutes);
create index tours_price_cents_idx on public.tours (price_cents);
-- The price bound is checked in the index, so the exact count never visits the table.
create index tours_country_category_duration_idx on public.tours
  (country, category, duration_days, title) include (price_cents);

-- 0007 marked the numeric comparisons leakproof where the migrating login was a superuser.
-- Nothing relies on that any more; undoing it where allowed makes the embedded database plan
-- like a managed one (where it never happened) and like a restore from pg_dump (which drops it).
-- Elsewhere this does nothing.
do $$
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter function pg_catalog.numeric_eq(numeric, numeric) not leakproof;
    alter function pg_catalog.numeric_ne(numeric, numeric) not leakproof;
    alter function pg_catalog.numeric_lt(numeric, numeric) not leakproof;
    alter function pg_catalog.numeric_le(numeric, numeric) not leakproof;
    alter function pg_catalog.numeric_gt(numeric, numeric) not leakproof;
    alter function pg_catalog.numeric_ge(numeric, numeric) not leakproof;
  end if;
end
$$;
