-- Tours and micro-tours in every language (issue 48, decision 029): one jsonb column per table,
-- `translations`, holding for each language other than English the fields written in it:
--   {"de": {"title": "…", "short_description": "…", "highlights": ["…"], …}, "fr": {…}}
-- English stays in the row's own columns and is the fallback of every field a language lacks.
-- One column keeps a row's languages together (an admin saves a tour and its translations in
-- one write, under the table's own RLS), and lets each language's search column be generated
-- from the row alone.

create function app_rules.translation_list_item_max_length() returns integer
language sql immutable parallel safe as $$ select 1000 $$;
create function app_rules.translation_list_max_items() returns integer
language sql immutable parallel safe as $$ select 60 $$;
grant execute on function app_rules.translation_list_item_max_length(),
  app_rules.translation_list_max_items() to public;

/** A text field of a translation: a string within `max_length`, not blank if `required`. */
create function private.is_translated_text(value jsonb, max_length integer, required boolean)
returns boolean language sql immutable parallel safe as $$
  select value is null or (
    jsonb_typeof(value) = 'string'
    and length(value #>> '{}') <= max_length
    and (not required or length(btrim(value #>> '{}')) > 0)
  )
$$;

/** A list field of a translation: strings, each non-blank and within the item limit. */
create function private.is_translated_list(value jsonb) returns boolean
language sql immutable parallel safe as $$
  select value is null or (
    jsonb_typeof(value) = 'array'
    and jsonb_array_length(value) <= app_rules.translation_list_max_items()
    and not exists (
      select 1 from jsonb_array_elements(value) as item
      where jsonb_typeof(item) <> 'string'
        or length(btrim(item #>> '{}')) = 0
        or length(item #>> '{}') > app_rules.translation_list_item_max_length()
    )
  )
$$;

/** An itinerary in another language: days with a whole `day`, a non-blank title and a description. */
create function private.is_translated_itinerary(value jsonb) returns boolean
language sql immutable parallel safe as $$
  select value is null or (
    jsonb_typeof(value) = 'array'
    and jsonb_array_length(value) <= app_rules.tour_duration_max_days()
    and not exists (
      select 1 from jsonb_array_elements(value) as day
      where jsonb_typeof(day) <> 'object'
        or coalesce(jsonb_typeof(day -> 'day'), '') <> 'number'
        or coalesce(jsonb_typeof(day -> 'title'), '') <> 'string'
        or not private.is_translated_text(day -> 'title', app_rules.title_max_length(), true)
        or coalesce(jsonb_typeof(day -> 'description'), '') <> 'string'
        or length(day ->> 'description') > app_rules.tour_full_description_max_length()
        or exists (select 1 from jsonb_object_keys(day) as k where k not in ('day', 'title', 'description'))
    )
  )
$$;

/** The languages of a translations document: objects under de, fr, es or it, with known fields. */
create function private.has_translation_shape(doc jsonb, fields text[]) returns boolean
language sql immutable parallel safe as $$
  select jsonb_typeof(doc) = 'object'
    and not exists (
      select 1 from jsonb_each(doc) as lang(code, fields_doc)
      where lang.code not in ('de', 'fr', 'es', 'it')
        or jsonb_typeof(lang.fields_doc) <> 'object'
        or exists (select 1 from jsonb_object_keys(lang.fields_doc) as f where f <> all (fields))
    )
$$;

create function private.tour_translations_ok(doc jsonb) returns boolean
language sql immutable parallel safe as $$
  select private.has_translation_shape(doc, array[
      'title', 'short_description', 'full_description', 'country', 'highlights', 'itinerary',
      'included', 'not_included', 'meeting_point', 'end_location', 'cancellation_policy'])
    and not exists (
      select 1 from jsonb_each(doc) as lang(code, t)
      where not (
        private.is_translated_text(t -> 'title', app_rules.title_max_length(), true)
        and private.is_translated_text(t -> 'short_description', app_rules.tour_short_description_max_length(), false)
        and private.is_translated_text(t -> 'full_description', app_rules.tour_full_description_max_length(), false)
        and private.is_translated_text(t -> 'country', app_rules.country_max_length(), true)
        and private.is_translated_list(t -> 'highlights')
        and private.is_translated_itinerary(t -> 'itinerary')
        and private.is_translated_list(t -> 'included')
        and private.is_translated_list(t -> 'not_included')
        and private.is_translated_text(t -> 'meeting_point', app_rules.meeting_point_max_length(), false)
        and private.is_translated_text(t -> 'end_location', app_rules.end_location_max_length(), false)
        and private.is_translated_text(t -> 'cancellation_policy', app_rules.cancellation_policy_max_length(), false)
      )
    )
$$;

create function private.micro_tour_translations_ok(doc jsonb) returns boolean
language sql immutable parallel safe as $$
  select private.has_translation_shape(doc, array[
      'title', 'description', 'city', 'country', 'meeting_point', 'whats_included', 'whats_not'])
    and not exists (
      select 1 from jsonb_each(doc) as lang(code, t)
      where not (
        private.is_translated_text(t -> 'title', app_rules.title_max_length(), true)
        and private.is_translated_text(t -> 'description', app_rules.micro_tour_description_max_length(), false)
        and private.is_translated_text(t -> 'city', app_rules.city_max_length(), true)
        and private.is_translated_text(t -> 'country', app_rules.country_max_length(), true)
        and private.is_translated_text(t -> 'meeting_point', app_rules.meeting_point_max_length(), false)
        and private.is_translated_list(t -> 'whats_included')
        and private.is_translated_list(t -> 'whats_not')
      )
    )
$$;

grant execute on function
  private.is_translated_text(jsonb, integer, boolean), private.is_translated_list(jsonb),
  private.is_translated_itinerary(jsonb), private.has_translation_shape(jsonb, text[]),
  private.tour_translations_ok(jsonb), private.micro_tour_translations_ok(jsonb)
  to anon, authenticated, service_role;

alter table public.tours
  add column translations jsonb not null default '{}'
    constraint tours_translations_check check (private.tour_translations_ok(translations));
alter table public.micro_tours
  add column translations jsonb not null default '{}'
    constraint micro_tours_translations_check check (private.micro_tour_translations_ok(translations));

comment on column public.tours.translations is
  'the tour''s fields in de, fr, es, it: {"de": {"title": …}}; English (the row''s columns) is the fallback of each missing field';
comment on column public.micro_tours.translations is
  'the micro-tour''s fields in de, fr, es, it: {"de": {"title": …}}; English (the row''s columns) is the fallback of each missing field';

-- Search in the reader's language: the same fold and fields as search_text (migration 0032), each
-- field in that language or, where it has none, in English; a trigram index each, so a German
-- search runs as an English one does.
alter table public.tours
  add column search_text_de text generated always as (private.search_fold(
    coalesce(translations #>> '{de,title}', title) || chr(1) ||
    coalesce(translations #>> '{de,short_description}', short_description))) stored,
  add column search_text_fr text generated always as (private.search_fold(
    coalesce(translations #>> '{fr,title}', title) || chr(1) ||
    coalesce(translations #>> '{fr,short_description}', short_description))) stored,
  add column search_text_es text generated always as (private.search_fold(
    coalesce(translations #>> '{es,title}', title) || chr(1) ||
    coalesce(translations #>> '{es,short_description}', short_description))) stored,
  add column search_text_it text generated always as (private.search_fold(
    coalesce(translations #>> '{it,title}', title) || chr(1) ||
    coalesce(translations #>> '{it,short_description}', short_description))) stored;
alter table public.micro_tours
  add column search_text_de text generated always as (private.search_fold(
    coalesce(translations #>> '{de,title}', title) || chr(1) ||
    coalesce(translations #>> '{de,description}', description))) stored,
  add column search_text_fr text generated always as (private.search_fold(
    coalesce(translations #>> '{fr,title}', title) || chr(1) ||
    coalesce(translations #>> '{fr,description}', description))) stored,
  add column search_text_es text generated always as (private.search_fold(
    coalesce(translations #>> '{es,title}', title) || chr(1) ||
    coalesce(translations #>> '{es,description}', description))) stored,
  add column search_text_it text generated always as (private.search_fold(
    coalesce(translations #>> '{it,title}', title) || chr(1) ||
    coalesce(translations #>> '{it,description}', description))) stored;

create index tours_search_de_trgm_idx on public.tours using gin (search_text_de extensions.gin_trgm_ops);
create index tours_search_fr_trgm_idx on public.tours using gin (search_text_fr extensions.gin_trgm_ops);
create index tours_search_es_trgm_idx on public.tours using gin (search_text_es extensions.gin_trgm_ops);
create index tours_search_it_trgm_idx on public.tours using gin (search_text_it extensions.gin_trgm_ops);
create index micro_tours_search_de_trgm_idx on public.micro_tours using gin (search_text_de extensions.gin_trgm_ops);
create index micro_tours_search_fr_trgm_idx on public.micro_tours using gin (search_text_fr extensions.gin_trgm_ops);
create index micro_tours_search_es_trgm_idx on public.micro_tours using gin (search_text_es extensions.gin_trgm_ops);
create index micro_tours_search_it_trgm_idx on public.micro_tours using gin (search_text_it extensions.gin_trgm_ops);

analyze public.tours;
analyze public.micro_tours;
