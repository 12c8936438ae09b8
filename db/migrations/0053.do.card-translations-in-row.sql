-- A list's cards in the reader's language without reading `translations` (issue 48, bench/RESULTS.md
-- "Cards in the reader's language"). A card in German showed `translations->de->title`,
-- `->short_description` and `->country`: `translations` (all four languages, ~4 KB) is TOASTed in
-- nearly every row, and PostgreSQL detoasts and decompresses it once per field for every row the
-- query projects, which is every row an OFFSET skips and every match a search sorts. A German
-- search for a rare word (45 matches, first page) took 7.5 ms instead of 0.7 ms; page 50 of
-- /de/tours read 13 times English's buffers.
--
-- Each language's card fields are a small stored object in the row (`card_de`: the fields the
-- language has, null when it has none), kept by PostgreSQL from `translations` like the search
-- columns and titles, and `main` like them so they stay in the row. A card reads
-- `card_de->title`: English where a field is missing, and the page says so, as before.

-- The fields of one language's translation a card shows, or null when it has none of them.
-- jsonb_build_object is only stable (it formats any type); picking keys of a jsonb is immutable.
-- Generated columns are computed before the row's checks run: a translation that is not an
-- object gives null here, and the translations check then refuses it with its own message.
create function private.card_fields(translation jsonb, fields text[]) returns jsonb
language sql immutable parallel safe
as $$
  select jsonb_object_agg(key, value)
    from jsonb_each(case when jsonb_typeof(translation) = 'object' then translation end)
   where key = any(fields)
$$;

-- Generated columns call it as the role that writes the row (an admin's request).
grant execute on function private.card_fields(jsonb, text[]) to anon, authenticated, service_role;

alter table public.tours
  add column card_de jsonb generated always as
    (private.card_fields(translations -> 'de', '{title,short_description,country}')) stored,
  add column card_fr jsonb generated always as
    (private.card_fields(translations -> 'fr', '{title,short_description,country}')) stored,
  add column card_es jsonb generated always as
    (private.card_fields(translations -> 'es', '{title,short_description,country}')) stored,
  add column card_it jsonb generated always as
    (private.card_fields(translations -> 'it', '{title,short_description,country}')) stored,
  -- In the same statement, so that the rewrite of the table already writes them in the row.
  alter column card_de set storage main,
  alter column card_fr set storage main,
  alter column card_es set storage main,
  alter column card_it set storage main;

alter table public.micro_tours
  add column card_de jsonb generated always as
    (private.card_fields(translations -> 'de', '{title,description,city,country}')) stored,
  add column card_fr jsonb generated always as
    (private.card_fields(translations -> 'fr', '{title,description,city,country}')) stored,
  add column card_es jsonb generated always as
    (private.card_fields(translations -> 'es', '{title,description,city,country}')) stored,
  add column card_it jsonb generated always as
    (private.card_fields(translations -> 'it', '{title,description,city,country}')) stored,
  -- In the same statement, so that the rewrite of the table already writes them in the row.
  alter column card_de set storage main,
  alter column card_fr set storage main,
  alter column card_es set storage main,
  alter column card_it set storage main;

comment on column public.tours.card_de is
  'The German fields of a tour card (title, short_description, country), from translations; null when none.';
comment on column public.micro_tours.card_de is
  'The German fields of a micro-tour card (title, description, city, country), from translations; null when none.';
