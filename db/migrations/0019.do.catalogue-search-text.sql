-- Catalogue search: one folded text column per table with one trigram index
-- (see docs/decisions/011-catalogue-search-column.md).

-- Lower case without accents, so 'gdansk' finds 'Gdańsk' and 'LODZ' finds 'Łódź'. The browser
-- folds the typed term with the same steps (domain/src/search-fold.ts); a test keeps them equal.
-- Steps: letters that Unicode does not decompose are spelled out, NFD splits the rest into a base
-- letter and combining marks, the marks (U+0300–U+036F) go, then lower case. '*' becomes '∗'
-- because PostgREST reads every '*' of a like pattern as a wildcard, so the browser can only ask
-- for a literal star as '∗'.
create function private.search_fold(value text) returns text
  language sql immutable strict parallel safe
as $$
  select pg_catalog.lower(pg_catalog.regexp_replace(pg_catalog.normalize(
    pg_catalog.translate(
      pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(value,
        'ß', 'ss'), 'ẞ', 'SS'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'), 'Þ', 'TH'), 'þ', 'th'),
      'ŁłØøĐđÐðĦħıŦŧ*', 'LlOoDdDdHhiTt∗'),
    'NFD'), '[\u0300-\u036f]', '', 'g'))
$$;

-- Every role that writes a catalogue row computes the column.
grant execute on function private.search_fold(text) to anon, authenticated, service_role;

comment on function private.search_fold(text) is
  'Lower case without accents; must equal searchFold in domain/src/search-fold.ts';

-- Title and description are joined by U+0001, which the browser removes from every term, so a
-- match never spans the two fields: the search stays 'contains in the title or the description'.
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

-- The per-column indexes served the old `or=(title.ilike…,description.ilike…)` search only.
drop index public.micro_tours_title_trgm_idx;
drop index public.micro_tours_description_trgm_idx;
drop index public.tours_title_trgm_idx;
drop index public.tours_short_description_trgm_idx;

analyze public.micro_tours (search_text);
analyze public.tours (search_text);

-- The audit leaves out every generated column (price_cents, duration_minutes, search_text), as
-- they follow from the columns it records; it used to name the first two.
create or replace function private.record_catalogue_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changed jsonb;
begin
  if auth.role() is null then
    return null;
  end if;
  select coalesce(jsonb_object_agg(key,
           case when o.value is null then jsonb_build_object('new', n.value)
                when n.value is null then jsonb_build_object('old', o.value)
                else jsonb_build_object('old', o.value, 'new', n.value) end), '{}')
    into changed
    from jsonb_each(before_row) o
    full join jsonb_each(after_row) n using (key)
   -- Bookkeeping and generated columns follow from the rest.
   where key not in ('id', 'created_at', 'updated_at')
     and key not in (select a.attname from pg_catalog.pg_attribute a
                      where a.attrelid = tg_relid and a.attgenerated <> '')
     and o.value is distinct from n.value
     and not (o.value is null and n.value = 'null'::jsonb)
     and not (n.value is null and o.value = 'null'::jsonb);
  if tg_op = 'UPDATE' and changed = '{}' then
    return null;
  end if;
  insert into public.catalogue_audit
    (actor_id, actor_email, actor_role, table_name, row_id, action, changes)
  values (auth.uid(), nullif(auth.jwt() ->> 'email', ''), auth.role(), tg_table_name,
          (coalesce(after_row, before_row) ->> 'id')::uuid, lower(tg_op), changed);
  return null;
end
$$;
