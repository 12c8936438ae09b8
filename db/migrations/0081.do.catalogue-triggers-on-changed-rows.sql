-- A listing's update triggers that keep catalogue-wide tables look only at the rows whose fields
-- they read changed: the vocabulary's (0079) the search texts, the place names' (0050, below)
-- the place fields. Most updates of a listing change neither: a rating after a review, a tour's
-- dates after a departure's cancellation, the sale flag. Each such row still had its five texts
-- split into words and every word looked up in the vocabulary, and its place names counted once
-- up and once down: on the bench's listings 0.6–1.1 and 0.7 ms a row (50 rows: 31–55 and 33–40
-- ms; after this, 0.6–0.9 and 0.9–1.4 ms for all 50), inside the transactions of reviews,
-- departures and the admin's edits.
create or replace function private.add_search_words() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  changed uuid[];
  languages text[];
  words text[];
begin
  -- On an update, only the rows whose words may differ (the old rows exist only then).
  if tg_op = 'UPDATE' then
    select pg_catalog.array_agg(n.id) into changed
      from new_rows n
      join old_rows o on o.id = n.id
     where (n.search_text, n.search_text_de, n.search_text_fr, n.search_text_es, n.search_text_it)
           is distinct from
           (o.search_text, o.search_text_de, o.search_text_fr, o.search_text_es, o.search_text_it);
    if changed is null then return null; end if;
  end if;
  select pg_catalog.array_agg(s.language), pg_catalog.array_agg(s.word)
    into languages, words
    from (select distinct c.language, w.word
            from new_rows r
            cross join lateral (values ('en', r.search_text), ('de', r.search_text_de),
                                       ('fr', r.search_text_fr), ('es', r.search_text_es),
                                       ('it', r.search_text_it)) as c(language, value)
            cross join lateral private.search_words_of(c.value) as w(word)
           where changed is null or r.id = any (changed)) s
   where not exists (select from private.search_words v
                      where v.language = s.language and v.word = s.word);
  if words is null then return null; end if;
  -- The key is this vocabulary's own (the first bytes of 'search_w' as a number).
  perform pg_catalog.pg_advisory_xact_lock(8315159430931439479);
  insert into private.search_words (language, word)
  select f.language, f.word
    from rows from (pg_catalog.unnest(languages), pg_catalog.unnest(words)) as f(language, word)
  on conflict do nothing;
  return null;
end
$$;

drop trigger micro_tours_search_words_update on public.micro_tours;
create trigger micro_tours_search_words_update after update on public.micro_tours
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.add_search_words();
drop trigger tours_search_words_update on public.tours;
create trigger tours_search_words_update after update on public.tours
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.add_search_words();

-- The place names' counts (0050), likewise: an update counts only the rows whose names may have
-- changed. Every other row added one and took one away, 0.7 ms a row of the bench's listings.
create or replace function private.count_tour_place_names() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  changed uuid[];
  added jsonb;
  removed jsonb;
begin
  if tg_op = 'TRUNCATE' then
    delete from private.catalogue_place_names where kind = 'tour';
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select pg_catalog.array_agg(n.id) into changed
      from new_rows n
      join old_rows o on o.id = n.id
     where (n.country, n.translations) is distinct from (o.country, o.translations);
    if changed is null then return null; end if;
  end if;
  if tg_op <> 'DELETE' then
    select jsonb_agg(jsonb_build_object('field', 'country', 'value', r.country, 'locale', l.key,
                                        'name', l.value ->> 'country', 'delta', 1))
      into added
      from new_rows r cross join lateral jsonb_each(r.translations) as l
     where l.value ->> 'country' is not null and (changed is null or r.id = any (changed));
  end if;
  if tg_op <> 'INSERT' then
    select jsonb_agg(jsonb_build_object('field', 'country', 'value', r.country, 'locale', l.key,
                                        'name', l.value ->> 'country', 'delta', -1))
      into removed
      from old_rows r cross join lateral jsonb_each(r.translations) as l
     where l.value ->> 'country' is not null and (changed is null or r.id = any (changed));
  end if;
  if added is not null or removed is not null then
    perform private.add_place_names('tour', coalesce(added, '[]') || coalesce(removed, '[]'));
  end if;
  return null;
end
$$;

create or replace function private.count_micro_tour_place_names() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  changed uuid[];
  added jsonb;
  removed jsonb;
begin
  if tg_op = 'TRUNCATE' then
    delete from private.catalogue_place_names where kind = 'micro_tour';
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select pg_catalog.array_agg(n.id) into changed
      from new_rows n
      join old_rows o on o.id = n.id
     where (n.city, n.country, n.translations) is distinct from (o.city, o.country, o.translations);
    if changed is null then return null; end if;
  end if;
  if tg_op <> 'DELETE' then
    select jsonb_agg(jsonb_build_object('field', f.field, 'value', f.value, 'locale', l.key,
                                        'name', l.value ->> f.field, 'delta', 1))
      into added
      from new_rows r
      cross join lateral jsonb_each(r.translations) as l
      cross join lateral (values ('city', r.city), ('country', r.country)) as f(field, value)
     where l.value ->> f.field is not null and (changed is null or r.id = any (changed));
  end if;
  if tg_op <> 'INSERT' then
    select jsonb_agg(jsonb_build_object('field', f.field, 'value', f.value, 'locale', l.key,
                                        'name', l.value ->> f.field, 'delta', -1))
      into removed
      from old_rows r
      cross join lateral jsonb_each(r.translations) as l
      cross join lateral (values ('city', r.city), ('country', r.country)) as f(field, value)
     where l.value ->> f.field is not null and (changed is null or r.id = any (changed));
  end if;
  if added is not null or removed is not null then
    perform private.add_place_names('micro_tour', coalesce(added, '[]') || coalesce(removed, '[]'));
  end if;
  return null;
end
$$;
