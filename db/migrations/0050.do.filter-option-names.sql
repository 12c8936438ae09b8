-- The list filters' countries and cities named in the page's language (issue 48, decision 029).
-- The filter's value stays the row's own (English) column, the key every URL keeps
-- (?country=Portugal); the label is the name the rows' translations give it. A list request must
-- not read every row for it, so the names are counted as rows are written: one small row per
-- (list, field, key, language, name) with how many catalogue rows give that name, kept by
-- statement triggers, read through the view `filter_place_names`.

create table private.catalogue_place_names (
  kind text not null check (kind in ('tour', 'micro_tour')),
  field text not null check (field in ('country', 'city')),
  -- the row's own column: the filter's value
  value text not null,
  locale text not null check (locale in ('de', 'fr', 'es', 'it')),
  -- what that language's translation of the row calls it
  name text not null,
  -- never below 0 as the triggers keep it (not a check: an upsert's proposed row of a removal,
  -- -1, would fail it before it meets the row it updates); rows at 0 are deleted
  row_count integer not null,
  primary key (kind, field, value, locale, name)
);
comment on table private.catalogue_place_names is
  'how many tours or micro-tours name each country or city so in each language; kept by triggers, read by the *_filter_options views';

-- Public data, read by anyone through the filter views (security_invoker); written only by the
-- triggers below, which run as the table's owner.
alter table private.catalogue_place_names enable row level security;
revoke all on private.catalogue_place_names from public, anon, authenticated, service_role;
grant select on private.catalogue_place_names to anon, authenticated, service_role;
create policy catalogue_place_names_read on private.catalogue_place_names
  for select to anon, authenticated, service_role using (true);

/**
 * Adds each (field, key, language, name) of `changes` with its count (+1 per new row, -1 per
 * old row; an update gives both) to the names of `list_kind`, and drops the names no row gives
 * any more.
 */
create function private.add_place_names(list_kind text, changes jsonb) returns void
language sql security definer set search_path = '' as $$
  insert into private.catalogue_place_names as p (kind, field, value, locale, name, row_count)
  select list_kind, c.field, c.value, c.locale, c.name, sum(c.delta)
    from jsonb_to_recordset(changes) as c(field text, value text, locale text, name text, delta integer)
   group by c.field, c.value, c.locale, c.name
  having sum(c.delta) <> 0
  on conflict (kind, field, value, locale, name)
    do update set row_count = p.row_count + excluded.row_count;
  delete from private.catalogue_place_names p where p.kind = list_kind and p.row_count = 0;
$$;
revoke all on function private.add_place_names(text, jsonb) from public;

-- The names a statement's rows give (the transition tables new_rows and old_rows; a trigger
-- names only those of its event, so each is read in its own statement).

/** A statement's changes to the tours' country names. */
create function private.count_tour_place_names() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  added jsonb;
  removed jsonb;
begin
  if tg_op = 'TRUNCATE' then
    delete from private.catalogue_place_names where kind = 'tour';
    return null;
  end if;
  if tg_op <> 'DELETE' then
    select jsonb_agg(jsonb_build_object('field', 'country', 'value', r.country, 'locale', l.key,
                                        'name', l.value ->> 'country', 'delta', 1))
      into added
      from new_rows r cross join lateral jsonb_each(r.translations) as l
     where l.value ->> 'country' is not null;
  end if;
  if tg_op <> 'INSERT' then
    select jsonb_agg(jsonb_build_object('field', 'country', 'value', r.country, 'locale', l.key,
                                        'name', l.value ->> 'country', 'delta', -1))
      into removed
      from old_rows r cross join lateral jsonb_each(r.translations) as l
     where l.value ->> 'country' is not null;
  end if;
  if added is not null or removed is not null then
    perform private.add_place_names('tour', coalesce(added, '[]') || coalesce(removed, '[]'));
  end if;
  return null;
end
$$;

/** A statement's changes to the micro-tours' city and country names. */
create function private.count_micro_tour_place_names() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  added jsonb;
  removed jsonb;
begin
  if tg_op = 'TRUNCATE' then
    delete from private.catalogue_place_names where kind = 'micro_tour';
    return null;
  end if;
  if tg_op <> 'DELETE' then
    select jsonb_agg(jsonb_build_object('field', f.field, 'value', f.value, 'locale', l.key,
                                        'name', l.value ->> f.field, 'delta', 1))
      into added
      from new_rows r
      cross join lateral jsonb_each(r.translations) as l
      cross join lateral (values ('city', r.city), ('country', r.country)) as f(field, value)
     where l.value ->> f.field is not null;
  end if;
  if tg_op <> 'INSERT' then
    select jsonb_agg(jsonb_build_object('field', f.field, 'value', f.value, 'locale', l.key,
                                        'name', l.value ->> f.field, 'delta', -1))
      into removed
      from old_rows r
      cross join lateral jsonb_each(r.translations) as l
      cross join lateral (values ('city', r.city), ('country', r.country)) as f(field, value)
     where l.value ->> f.field is not null;
  end if;
  if added is not null or removed is not null then
    perform private.add_place_names('micro_tour', coalesce(added, '[]') || coalesce(removed, '[]'));
  end if;
  return null;
end
$$;
revoke all on function private.count_tour_place_names(), private.count_micro_tour_place_names()
  from public;

-- A statement trigger per table and event: transition tables need one event per trigger.
do $$
declare
  target record;
  event record;
begin
  for target in
    select * from (values ('tours', 'count_tour_place_names'),
                          ('micro_tours', 'count_micro_tour_place_names')) as t(tbl, fn)
  loop
    for event in
      select * from (values ('insert', 'referencing new table as new_rows'),
                            ('update', 'referencing old table as old_rows new table as new_rows'),
                            ('delete', 'referencing old table as old_rows'),
                            ('truncate', '')) as e(name, transitions)
    loop
      execute format(
        'create trigger %I after %s on public.%I %s for each statement '
        'execute function private.%I()',
        target.tbl || '_place_names_' || event.name, event.name, target.tbl,
        event.transitions, target.fn);
    end loop;
  end loop;
end
$$;

-- The rows already there.
insert into private.catalogue_place_names (kind, field, value, locale, name, row_count)
select 'tour', 'country', t.country, l.key, l.value ->> 'country', count(*)
  from public.tours t cross join lateral jsonb_each(t.translations) as l
 where l.value ->> 'country' is not null
 group by 3, 4, 5;
insert into private.catalogue_place_names (kind, field, value, locale, name, row_count)
select 'micro_tour', f.field, f.value, l.key, l.value ->> f.field, count(*)
  from public.micro_tours m
  cross join lateral jsonb_each(m.translations) as l
  cross join lateral (values ('city', m.city), ('country', m.country)) as f(field, value)
 where l.value ->> f.field is not null
 group by 2, 3, 4, 5;

/**
 * Each key of a list's field in each language, named as most of its rows name it (the first name
 * in order on a tie): one row per list, field and language, `names` as `{"Germany": "Deutschland"}`.
 * A key no row names in a language is not there: the list shows it in English.
 */
create view private.place_name_choices with (security_invoker = true) as
select chosen.kind, chosen.field, chosen.locale, jsonb_object_agg(chosen.value, chosen.name) as names
  from (select distinct on (p.kind, p.field, p.locale, p.value) p.kind, p.field, p.locale, p.value, p.name
          from private.catalogue_place_names p
         order by p.kind, p.field, p.locale, p.value, p.row_count desc, p.name) as chosen
 group by chosen.kind, chosen.field, chosen.locale;
grant select on private.place_name_choices to anon, authenticated, service_role;

-- What a list's filters read on a page in another language, beside `*_filter_options` (which
-- stay as they were, so an English page reads exactly what it did): one row per list and
-- language, `names` as `{"country": {"Germany": "Deutschland"}, "city": {…}}`.
create view public.filter_place_names with (security_invoker = true) as
select c.kind, c.locale, jsonb_object_agg(c.field, c.names) as names
  from private.place_name_choices c
 group by c.kind, c.locale;
grant select on public.filter_place_names to anon, authenticated, service_role;
