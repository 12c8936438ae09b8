-- Catalogue search is case-blind in every European script, whatever locale the database was
-- created with (docs/decisions/021-search-fold-every-script.md). lower() follows the database's
-- ctype: under the plain C locale, which some managed hosts use, it lowers ASCII only, so
-- 'ΑΘΉΝΑ' did not find 'Αθήνα'. The fold now lowers with ICU's root locale, and final sigma
-- becomes σ: lower() writes ς at a word's end, so a typed 'ΑΣ' ('ας') would miss 'Ασία'.

do $$
begin
  if not exists (select from pg_catalog.pg_collation
                  where collname = 'und-x-icu' and collprovider = 'i') then
    raise exception 'this PostgreSQL was built without ICU (no collation "und-x-icu")'
      using hint = 'Catalogue search lowers text with ICU: use a PostgreSQL built with ICU (the official packages and images are).';
  end if;
end
$$;

-- The stored columns are computed by the old fold: they go (with their indexes) and come back.
alter table public.micro_tours drop column search_text;
alter table public.tours drop column search_text;

-- Same steps as before, but lower() with an explicit ICU collation, then ς → σ.
create or replace function private.search_fold(value text) returns text
  language sql immutable strict parallel safe
as $$
  select pg_catalog.translate(pg_catalog.lower(pg_catalog.regexp_replace(pg_catalog.normalize(
    pg_catalog.translate(
      pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(value,
        'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'Þ', 'TH'), 'þ', 'th'),
      'ŁłØøĐđÐðĦħıŦŧ*', 'LlOoDdDdHhiTt∗'),
    'NFD'), '[\u0300-\u036f]', '', 'g') collate pg_catalog."und-x-icu"), 'ς', 'σ')
$$;

comment on function private.search_fold(text) is
  'Lower case (ICU root locale, ς as σ) without accents; must equal searchFold in domain/src/search-fold.ts';

alter table public.micro_tours
  add column search_text text generated always as
    (private.search_fold(title || chr(1) || description)) stored;
alter table public.tours
  add column search_text text generated always as
    (private.search_fold(title || chr(1) || short_description)) stored;

comment on column public.micro_tours.search_text is
  'title and description folded by search_fold (generated); search with like on this column';
comment on column public.tours.search_text is
  'title and short_description folded by search_fold (generated); search with like on this column';

create index micro_tours_search_trgm_idx on public.micro_tours
  using gin (search_text extensions.gin_trgm_ops);
create index tours_search_trgm_idx on public.tours
  using gin (search_text extensions.gin_trgm_ops);

analyze public.micro_tours (search_text);
analyze public.tours (search_text);
