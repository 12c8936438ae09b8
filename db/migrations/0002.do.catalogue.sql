-- Money: numeric that refuses more than two decimals instead of silently rounding them.
create domain public.eur as numeric
  check (value = round(value, 2) and value > -10000000000 and value < 10000000000);

create function private.is_slug(value text) returns boolean
language sql immutable
as $$ select value ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(value) <= 120 $$;

create function private.is_nonblank(value text, max_length integer) returns boolean
language sql immutable
as $$ select length(btrim(value)) > 0 and length(value) <= max_length $$;

grant execute on function private.is_slug(text), private.is_nonblank(text, integer)
  to anon, authenticated, service_role;

create table public.tours (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (private.is_slug(slug)),
  title text not null check (private.is_nonblank(title, 200)),
  short_description text not null default '' check (length(short_description) <= 1000),
  full_description text not null default '' check (length(full_description) <= 20000),
  category text not null check (category in ('eco', 'gastro', 'no-flight-europe')),
  country text not null check (private.is_nonblank(country, 100)),
  price_eur public.eur not null check (price_eur >= 0),
  duration_days integer not null check (duration_days between 1 and 365),
  -- Public screens say easy/moderate/challenging, the admin form easy/medium/hard: both stand.
  difficulty text not null check (difficulty in ('easy', 'moderate', 'challenging', 'medium', 'hard')),
  transport text check (transport in ('train', 'bus', 'bike', 'walk')),
  group_size integer not null check (group_size between 1 and 1000),
  rating numeric(2, 1) check (rating between 0 and 5),
  cover_image text check (length(cover_image) <= 2048),
  image_override_url text check (length(image_override_url) <= 2048),
  gallery text[] not null default '{}' check (cardinality(gallery) <= 10),
  gallery_override text[] not null default '{}' check (cardinality(gallery_override) <= 10),
  available_dates date[] not null default '{}',
  highlights text[] not null default '{}',
  itinerary jsonb not null default '[]'::jsonb check (jsonb_typeof(itinerary) = 'array'),
  included text[] not null default '{}',
  not_included text[] not null default '{}',
  start_locations text[] not null default '{}',
  meeting_point text check (length(meeting_point) <= 500),
  end_location text check (length(end_location) <= 500),
  cancellation_policy text check (length(cancellation_policy) <= 5000),
  -- Locked tours are never touched by bulk image fixing.
  image_locked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger tours_set_updated_at before update on public.tours
  for each row execute function private.set_updated_at();

-- Every filter and sort of the tour list, and the case-insensitive search.
create index tours_category_idx on public.tours (category, title);
create index tours_country_idx on public.tours (country, title);
create index tours_difficulty_idx on public.tours (difficulty);
create index tours_transport_idx on public.tours (transport);
create index tours_duration_idx on public.tours (duration_days);
create index tours_price_idx on public.tours (price_eur);
create index tours_title_idx on public.tours (title, id);
create index tours_created_idx on public.tours (created_at desc, id);
create index tours_rating_idx on public.tours (rating desc nulls last, title);
create index tours_title_trgm_idx on public.tours using gin (title extensions.gin_trgm_ops);
create index tours_short_description_trgm_idx on public.tours
  using gin (short_description extensions.gin_trgm_ops);

create table public.micro_tours (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (private.is_slug(slug)),
  title text not null check (private.is_nonblank(title, 200)),
  description text not null default '' check (length(description) <= 5000),
  city text not null check (private.is_nonblank(city, 100)),
  country text not null check (private.is_nonblank(country, 100)),
  price_eur public.eur not null check (price_eur between 5 and 30),
  duration_hours numeric(3, 1) not null check (duration_hours between 1 and 8),
  rating numeric(2, 1) check (rating between 0 and 5),
  language text[] not null default '{}',
  meeting_point text check (length(meeting_point) <= 500),
  whats_included text[] not null default '{}',
  whats_not text[] not null default '{}',
  cover_url text check (length(cover_url) <= 2048),
  gallery_urls text[] not null default '{}' check (cardinality(gallery_urls) <= 10),
  image_locked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger micro_tours_set_updated_at before update on public.micro_tours
  for each row execute function private.set_updated_at();

create index micro_tours_price_idx on public.micro_tours (price_eur, title);
create index micro_tours_price_desc_idx on public.micro_tours (price_eur desc, title);
create index micro_tours_duration_idx on public.micro_tours (duration_hours, title);
create index micro_tours_rating_idx on public.micro_tours (rating desc nulls last, title);
create index micro_tours_country_idx on public.micro_tours (country, city);
create index micro_tours_city_idx on public.micro_tours (city);
-- Blog budget tabs: one price, ordered by city then rating.
create index micro_tours_budget_idx on public.micro_tours (price_eur, city, rating desc nulls last);
create index micro_tours_title_trgm_idx on public.micro_tours using gin (title extensions.gin_trgm_ops);
create index micro_tours_description_trgm_idx on public.micro_tours
  using gin (description extensions.gin_trgm_ops);

create table public.addons (
  id uuid primary key default gen_random_uuid(),
  title text not null check (private.is_nonblank(title, 200)),
  description text not null default '' check (length(description) <= 2000),
  price_eur public.eur not null check (price_eur >= 0),
  applies_to text not null check (applies_to in ('global', 'category', 'tour')),
  category text check (category in ('eco', 'gastro', 'no-flight-europe')),
  tour_ids uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint addons_scope_check check (
    (applies_to = 'global' and category is null and cardinality(tour_ids) = 0)
    or (applies_to = 'category' and category is not null and cardinality(tour_ids) = 0)
    or (applies_to = 'tour' and category is null and cardinality(tour_ids) > 0)
  )
);
create trigger addons_set_updated_at before update on public.addons
  for each row execute function private.set_updated_at();
create index addons_scope_idx on public.addons (applies_to, price_eur);
create index addons_category_idx on public.addons (category) where category is not null;
create index addons_tour_ids_idx on public.addons using gin (tour_ids);

-- Catalogue: everyone reads, only admins (app_metadata.role from the server) write.
alter table public.tours enable row level security;
alter table public.tours force row level security;
alter table public.micro_tours enable row level security;
alter table public.micro_tours force row level security;
alter table public.addons enable row level security;
alter table public.addons force row level security;

grant select on public.tours, public.micro_tours, public.addons to anon, authenticated;
grant insert, update, delete on public.tours, public.micro_tours, public.addons to authenticated;
grant all on public.tours, public.micro_tours, public.addons to service_role;

create policy tours_read on public.tours for select to anon, authenticated using (true);
create policy tours_admin_insert on public.tours for insert to authenticated
  with check (private.is_admin());
create policy tours_admin_update on public.tours for update to authenticated
  using (private.is_admin()) with check (private.is_admin());
create policy tours_admin_delete on public.tours for delete to authenticated
  using (private.is_admin());

create policy micro_tours_read on public.micro_tours for select to anon, authenticated using (true);
create policy micro_tours_admin_insert on public.micro_tours for insert to authenticated
  with check (private.is_admin());
create policy micro_tours_admin_update on public.micro_tours for update to authenticated
  using (private.is_admin()) with check (private.is_admin());
create policy micro_tours_admin_delete on public.micro_tours for delete to authenticated
  using (private.is_admin());

create policy addons_read on public.addons for select to anon, authenticated using (true);
create policy addons_admin_insert on public.addons for insert to authenticated
  with check (private.is_admin());
create policy addons_admin_update on public.addons for update to authenticated
  using (private.is_admin()) with check (private.is_admin());
create policy addons_admin_delete on public.addons for delete to authenticated
  using (private.is_admin());
