-- Lists sorted in the reader's language (issue 48, decision 029): /de/tours in German alphabetical
-- order, and German titles as the micro-tours' tie-breaker after price, duration or rating. Each
-- language's title, English where the row has none, is a stored generated column the lists order
-- by (`order=title_de.asc,id.asc`), with the indexes English has for the same orders.
--
-- Stored columns rather than expression indexes over `translations` (bench/RESULTS.md, "Lists in
-- the reader's language"): PostgreSQL computes an ORDER BY expression for every row an index scan
-- returns, the rows an OFFSET skips included, and here that meant reading the row's TOASTed
-- translations once more per row (page 50 of /fr/micro-tours: +4,800 buffers, +24%). A stored
-- title is read from the row itself: the sorted page costs what the same page in English order
-- does. The columns are short (a title, ~35 bytes) and kept in the row (`main`, as the search
-- columns since migration 0047): with the default `extended`, a scale tour (5.6 KB before
-- TOAST) had its title moved out of line, and a sort of 1,931 rows read 174,000 buffers.
alter table public.tours
  add column title_de text generated always as (coalesce(translations #>> '{de,title}', title)) stored,
  add column title_fr text generated always as (coalesce(translations #>> '{fr,title}', title)) stored,
  add column title_es text generated always as (coalesce(translations #>> '{es,title}', title)) stored,
  add column title_it text generated always as (coalesce(translations #>> '{it,title}', title)) stored,
  -- In the same statement, so that the rewrite of the table already writes them in the row.
  alter column title_de set storage main,
  alter column title_fr set storage main,
  alter column title_es set storage main,
  alter column title_it set storage main;

alter table public.micro_tours
  add column title_de text generated always as (coalesce(translations #>> '{de,title}', title)) stored,
  add column title_fr text generated always as (coalesce(translations #>> '{fr,title}', title)) stored,
  add column title_es text generated always as (coalesce(translations #>> '{es,title}', title)) stored,
  add column title_it text generated always as (coalesce(translations #>> '{it,title}', title)) stored,
  -- In the same statement, so that the rewrite of the table already writes them in the row.
  alter column title_de set storage main,
  alter column title_fr set storage main,
  alter column title_es set storage main,
  alter column title_it set storage main;

-- The tours list: title, then id (English: tours_title_idx).
create index tours_title_de_idx on public.tours (title_de, id);
create index tours_title_fr_idx on public.tours (title_fr, id);
create index tours_title_es_idx on public.tours (title_es, id);
create index tours_title_it_idx on public.tours (title_it, id);

-- The micro-tours list's five sorts, each followed by the title (English: migrations 0002, 0009).
-- Without them a language's sort read a whole price group (25,000 rows at 100,000) and sorted it.
create index micro_tours_price_cents_title_de_idx on public.micro_tours (price_cents, title_de);
create index micro_tours_price_cents_title_fr_idx on public.micro_tours (price_cents, title_fr);
create index micro_tours_price_cents_title_es_idx on public.micro_tours (price_cents, title_es);
create index micro_tours_price_cents_title_it_idx on public.micro_tours (price_cents, title_it);
create index micro_tours_price_cents_desc_title_de_idx on public.micro_tours
  (price_cents desc nulls last, title_de);
create index micro_tours_price_cents_desc_title_fr_idx on public.micro_tours
  (price_cents desc nulls last, title_fr);
create index micro_tours_price_cents_desc_title_es_idx on public.micro_tours
  (price_cents desc nulls last, title_es);
create index micro_tours_price_cents_desc_title_it_idx on public.micro_tours
  (price_cents desc nulls last, title_it);
create index micro_tours_duration_minutes_title_de_idx on public.micro_tours
  (duration_minutes, title_de);
create index micro_tours_duration_minutes_title_fr_idx on public.micro_tours
  (duration_minutes, title_fr);
create index micro_tours_duration_minutes_title_es_idx on public.micro_tours
  (duration_minutes, title_es);
create index micro_tours_duration_minutes_title_it_idx on public.micro_tours
  (duration_minutes, title_it);
create index micro_tours_duration_minutes_desc_title_de_idx on public.micro_tours
  (duration_minutes desc nulls last, title_de);
create index micro_tours_duration_minutes_desc_title_fr_idx on public.micro_tours
  (duration_minutes desc nulls last, title_fr);
create index micro_tours_duration_minutes_desc_title_es_idx on public.micro_tours
  (duration_minutes desc nulls last, title_es);
create index micro_tours_duration_minutes_desc_title_it_idx on public.micro_tours
  (duration_minutes desc nulls last, title_it);
create index micro_tours_rating_title_de_idx on public.micro_tours (rating desc nulls last, title_de);
create index micro_tours_rating_title_fr_idx on public.micro_tours (rating desc nulls last, title_fr);
create index micro_tours_rating_title_es_idx on public.micro_tours (rating desc nulls last, title_es);
create index micro_tours_rating_title_it_idx on public.micro_tours (rating desc nulls last, title_it);
