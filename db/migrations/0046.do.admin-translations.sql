-- The admin edits every language of a tour and a micro-tour (issue 48, decision 029, after 0045).
--
-- 1. A translations document that does not fit is refused with the machine code
--    `validation_failed` (PostgREST's `hint`, as every refusal of ours since 0023) and a sentence
--    naming the language and the field, instead of the check constraint's own error, which names
--    only the constraint and dumps the whole row. Still SQLSTATE 23514 from the same constraint,
--    whose test is the same; only a document failing it reaches the refusal.
-- 2. A member who sends the admin's update is refused with 42501 and `admin_required` instead of
--    an update that silently changes no row.
-- 3. The admin lists (`admin_tours`, `admin_micro_tours`) name, per row of the page, how many
--    fields each language lacks (`translation_missing`) and how many the row has in English
--    (`translatable_fields`): two small numbers, not the document, computed for the 25 rows of
--    the page only, so a page costs what it did.

-- 1. Refusals that say what is wrong.

/** The rule a translated field breaks, in words: the English column's limits. */
create function private.translation_rule(table_name text, field text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case
    when field in ('highlights', 'included', 'not_included', 'whats_included', 'whats_not') then
      format('must be a list of at most %s texts, each not blank and at most %s characters',
             app_rules.translation_list_max_items(), app_rules.translation_list_item_max_length())
    when field = 'itinerary' then
      format('must be a list of at most %s days, each with a whole day number, a title that is not '
             'blank (at most %s characters) and a description (at most %s characters), nothing else',
             app_rules.tour_duration_max_days(), app_rules.title_max_length(),
             app_rules.tour_full_description_max_length())
    else format('must be a text of at most %s characters%s',
      case field
        when 'title' then app_rules.title_max_length()
        when 'country' then app_rules.country_max_length()
        when 'city' then app_rules.city_max_length()
        when 'short_description' then app_rules.tour_short_description_max_length()
        when 'full_description' then app_rules.tour_full_description_max_length()
        when 'description' then app_rules.micro_tour_description_max_length()
        when 'meeting_point' then app_rules.meeting_point_max_length()
        when 'end_location' then app_rules.end_location_max_length()
        when 'cancellation_policy' then app_rules.cancellation_policy_max_length()
      end,
      case when field in ('title', 'country', 'city') then ', not blank' else '' end)
  end
$$;

/** The first thing wrong in a translations document of `table_name`, as a sentence; null if none. */
create function private.translation_problem(doc jsonb, table_name text) returns text
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  known text[] := case table_name
    when 'tours' then array['title', 'short_description', 'full_description', 'country',
      'highlights', 'itinerary', 'included', 'not_included', 'meeting_point', 'end_location',
      'cancellation_policy']
    else array['title', 'description', 'city', 'country', 'meeting_point', 'whats_included',
      'whats_not'] end;
  lang text;
  fields jsonb;
  field text;
  value jsonb;
  single jsonb;
begin
  if jsonb_typeof(doc) is distinct from 'object' then
    return 'Translations must be an object with one entry per language (de, fr, es, it).';
  end if;
  for lang, fields in select e.key, e.value from jsonb_each(doc) as e loop
    if lang not in ('de', 'fr', 'es', 'it') then
      return format('Unknown language "%s": translations are for de, fr, es and it; English is the row itself.',
                    left(lang, 20));
    end if;
    if jsonb_typeof(fields) <> 'object' then
      return format('Translations in "%s" must be an object of fields.', lang);
    end if;
    for field, value in select e.key, e.value from jsonb_each(fields) as e loop
      if field <> all (known) then
        return format('Unknown field "%s" in "%s": the translated fields are %s.',
                      left(field, 40), lang, array_to_string(known, ', '));
      end if;
      single := jsonb_build_object(lang, jsonb_build_object(field, value));
      if not (case table_name when 'tours' then private.tour_translations_ok(single)
                              else private.micro_tour_translations_ok(single) end) then
        return format('Translation %s.%s %s.', lang, field, private.translation_rule(table_name, field));
      end if;
    end loop;
  end loop;
  return null;
end
$$;

/**
 * The refusal of a translations document of `table_name` that its check found wrong: SQLSTATE
 * 23514 as before, the sentence naming what is wrong, `validation_failed` in the hint. Called
 * by the check only after the document failed it (`ok or refuse`), so a valid write pays nothing.
 */
create function private.refuse_translations(doc jsonb, table_name text) returns boolean
language plpgsql immutable parallel safe set search_path = '' as $$
begin
  raise exception '%', coalesce(private.translation_problem(doc, table_name),
                               'Translations do not fit their fields.')
    using errcode = '23514', hint = 'validation_failed', table = table_name,
          constraint = table_name || '_translations_check',
          detail = format('Refused by %s_translations_check; nothing was saved.', table_name);
end
$$;

grant execute on function private.translation_rule(text, text),
  private.translation_problem(jsonb, text), private.refuse_translations(jsonb, text)
  to anon, authenticated, service_role;

-- The same checks under the same names; every row in place passed them already (0045).
alter table public.tours
  drop constraint tours_translations_check,
  add constraint tours_translations_check check (
    private.tour_translations_ok(translations) or private.refuse_translations(translations, 'tours'));
alter table public.micro_tours
  drop constraint micro_tours_translations_check,
  add constraint micro_tours_translations_check check (
    private.micro_tour_translations_ok(translations)
    or private.refuse_translations(translations, 'micro_tours'));

-- 2. A member's update of the catalogue is refused, not silently empty.

/** An update policy's test: true for an admin, the refusal `admin_required` for anyone else. */
create function private.admin_writes_only() returns boolean
language plpgsql stable set search_path = '' as $$
begin
  if private.is_admin() then
    return true;
  end if;
  raise exception 'Admin privileges required' using errcode = '42501', hint = 'admin_required',
    detail = 'Only an admin changes the catalogue; nothing was saved.';
end
$$;
grant execute on function private.admin_writes_only() to authenticated, service_role;

alter policy tours_admin_update on public.tours using (private.admin_writes_only());
alter policy micro_tours_admin_update on public.micro_tours using (private.admin_writes_only());

-- 3. What each language lacks, for the admin lists.

/**
 * A value shown on a page: a text with more than blanks (what JavaScript's trim removes, as
 * image_status, 0030) or a non-empty list. The rule of missingTranslations (domain).
 */
create function private.is_given(value jsonb) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(case jsonb_typeof(value)
    when 'string' then pg_catalog.btrim(value #>> '{}',
      E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') <> ''
    when 'array' then jsonb_array_length(value) > 0
    else false end, false)
$$;

/**
 * {translatable_fields: the fields `english` gives, translation_missing: {de: n, fr: n, es: n,
 * it: n}}: how many of them each language of `doc` lacks.
 */
create function private.translation_gaps(english jsonb, doc jsonb) returns jsonb
language sql immutable parallel safe set search_path = '' as $$
  select jsonb_build_object(
    'translatable_fields', (select count(*) from jsonb_each(english) e where private.is_given(e.value)),
    'translation_missing', (
      select jsonb_object_agg(l.code, (
               select count(*) from jsonb_each(english) e
                where private.is_given(e.value) and not private.is_given(doc -> l.code -> e.key)))
        from unnest(array['de', 'fr', 'es', 'it']) as l(code)))
$$;

create function private.tour_translation_gaps(t public.tours) returns jsonb
language sql stable parallel safe set search_path = '' as $$
  select private.translation_gaps(jsonb_build_object(
    'title', t.title, 'short_description', t.short_description,
    'full_description', t.full_description, 'country', t.country, 'highlights', t.highlights,
    'itinerary', t.itinerary, 'included', t.included, 'not_included', t.not_included,
    'meeting_point', t.meeting_point, 'end_location', t.end_location,
    'cancellation_policy', t.cancellation_policy), t.translations)
$$;

create function private.micro_tour_translation_gaps(m public.micro_tours) returns jsonb
language sql stable parallel safe set search_path = '' as $$
  select private.translation_gaps(jsonb_build_object(
    'title', m.title, 'description', m.description, 'city', m.city, 'country', m.country,
    'meeting_point', m.meeting_point, 'whats_included', m.whats_included,
    'whats_not', m.whats_not), m.translations)
$$;

grant execute on function private.is_given(jsonb), private.translation_gaps(jsonb, jsonb),
  private.tour_translation_gaps(public.tours), private.micro_tour_translation_gaps(public.micro_tours)
  to authenticated, service_role;

-- The list functions are owned by service_role (0030): replacing them needs its CREATE on the
-- schemas for the length of this migration. Their answer gains the two numbers per row.
grant create on schema private, public to service_role;

create or replace function public.admin_tours(p_search text default '', p_sort text default 'title',
                                   p_descending boolean default false,
                                   p_limit integer default 25, p_offset integer default 0)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort,
    array['title', 'country', 'created_at', 'updated_at'], p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, false);
  filter text := case when pattern is null then 'true'
                      else '(t.title || chr(1) || t.slug || chr(1) || t.country) ilike $1' end;
  total bigint;
  ids uuid[];
  page record;
  scans text[];
begin
  execute 'select count(*) from public.tours t where ' || filter into total using pattern;
  page := private.admin_list_window(total, p_limit, p_offset, dir);
  if pattern is not null and private.admin_list_walks('public.tours', total, page.page_offset + page.page_limit) then
    scans := private.admin_list_scans(array['off', 'off', '0']);
  end if;
  execute format('select array(select t.id from public.tours t where %s
                               order by t.%I %s, t.id %s limit $2 offset $3)',
                 filter, p_sort, page.dir, page.dir)
    into ids using pattern, page.page_limit, page.page_offset;
  if scans is not null then
    perform private.admin_list_scans(scans);
  end if;
  ids := private.admin_list_ordered(ids, page.reversed);
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', t.id, 'slug', t.slug, 'title', t.title, 'country', t.country,
             'cover_image', t.cover_image, 'image_override_url', t.image_override_url,
             'gallery_count', cardinality(t.gallery),
             'gallery_override_count', cardinality(t.gallery_override),
             'created_at', t.created_at, 'updated_at', t.updated_at)
             || private.tour_translation_gaps(t) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n) join public.tours t on t.id = p.id));
end
$$;

create or replace function public.admin_micro_tours(p_search text default '', p_sort text default 'title',
                                         p_descending boolean default false,
                                         p_limit integer default 25, p_offset integer default 0,
                                         p_image_status text default null)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort,
    array['title', 'city', 'country', 'created_at'], p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, false);
  filter text := concat_ws(' and ', 'true',
    case when pattern is not null
         then '(m.title || chr(1) || m.slug || chr(1) || m.city || chr(1) || m.country) ilike $1' end,
    case when p_image_status is not null then 'm.image_status = $4' end);
  total bigint;
  ids uuid[];
  page record;
  scans text[];
begin
  perform private.admin_list_choice('image status (p_image_status)', p_image_status,
                                    array['complete', 'partial', 'missing']);
  execute 'select count(*) from public.micro_tours m where ' || filter
    into total using pattern, p_limit, p_offset, p_image_status;
  page := private.admin_list_window(total, p_limit, p_offset, dir);
  if pattern is not null and private.admin_list_walks('public.micro_tours', total, page.page_offset + page.page_limit) then
    scans := private.admin_list_scans(array['off', 'off', '0']);
  end if;
  execute format('select array(select m.id from public.micro_tours m where %s
                               order by m.%I %s, m.id %s limit $2 offset $3)',
                 filter, p_sort, page.dir, page.dir)
    into ids using pattern, page.page_limit, page.page_offset, p_image_status;
  if scans is not null then
    perform private.admin_list_scans(scans);
  end if;
  ids := private.admin_list_ordered(ids, page.reversed);
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', m.id, 'slug', m.slug, 'title', m.title, 'city', m.city, 'country', m.country,
             'cover_url', m.cover_url, 'gallery_count', cardinality(m.gallery_urls),
             'image_status', m.image_status)
             || private.micro_tour_translation_gaps(m) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n) join public.micro_tours m on m.id = p.id));
end
$$;

revoke create on schema private, public from service_role;
