-- A translation the admin's form cannot save says where and why in the admin's language (issue
-- 48). The refusal of 0046 named the language, the field and the limit only in its English
-- sentence ("Translation de.title must be a text of at most 200 characters, not blank."): a
-- German admin page marked the field and said a generic "some details are not valid". Its
-- DETAIL is now JSON, as every coded refusal's since 0049 ({"error": sentence, ...figures}):
-- the check's name, and when one field of one language is wrong, `language`, `field`, its
-- `rule` and the rule's figures:
--   text       maxLength, notBlank
--   list       maxItems, maxItemLength (items are never blank)
--   itinerary  maxDays, maxTitleLength, maxDescriptionLength
-- The English sentence, SQLSTATE 23514, the hint `validation_failed` and the check are unchanged.

/** The limits a translated field keeps (its English column's), as the refusal's figures. */
create function private.translation_figures(field text) returns jsonb
language sql immutable parallel safe set search_path = '' as $$
  select case
    when field in ('highlights', 'included', 'not_included', 'whats_included', 'whats_not') then
      jsonb_build_object('rule', 'list', 'maxItems', app_rules.translation_list_max_items(),
                         'maxItemLength', app_rules.translation_list_item_max_length())
    when field = 'itinerary' then
      jsonb_build_object('rule', 'itinerary', 'maxDays', app_rules.tour_duration_max_days(),
                         'maxTitleLength', app_rules.title_max_length(),
                         'maxDescriptionLength', app_rules.tour_full_description_max_length())
    else jsonb_build_object('rule', 'text',
      'maxLength', case field
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
      'notBlank', field in ('title', 'country', 'city'))
  end
$$;

-- The rule in words (0046's sentence, unchanged) from the same figures: one home for the limits.
create or replace function private.translation_rule(table_name text, field text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case figures ->> 'rule'
    when 'list' then
      format('must be a list of at most %s texts, each not blank and at most %s characters',
             figures ->> 'maxItems', figures ->> 'maxItemLength')
    when 'itinerary' then
      format('must be a list of at most %s days, each with a whole day number, a title that is not '
             'blank (at most %s characters) and a description (at most %s characters), nothing else',
             figures ->> 'maxDays', figures ->> 'maxTitleLength', figures ->> 'maxDescriptionLength')
    else format('must be a text of at most %s characters%s', figures ->> 'maxLength',
                case when (figures ->> 'notBlank')::boolean then ', not blank' else '' end)
  end
  from private.translation_figures(field) as figures
$$;

/**
 * The first thing wrong in a translations document of `table_name`: {"error": sentence}, with
 * the language, the field and the rule's figures when it is one field's value; null if nothing.
 */
create function private.translation_refusal(doc jsonb, table_name text) returns jsonb
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
    return jsonb_build_object('error',
      'Translations must be an object with one entry per language (de, fr, es, it).');
  end if;
  for lang, fields in select e.key, e.value from jsonb_each(doc) as e loop
    if lang not in ('de', 'fr', 'es', 'it') then
      return jsonb_build_object('error', format(
        'Unknown language "%s": translations are for de, fr, es and it; English is the row itself.',
        left(lang, 20)));
    end if;
    if jsonb_typeof(fields) <> 'object' then
      return jsonb_build_object('error',
        format('Translations in "%s" must be an object of fields.', lang), 'language', lang);
    end if;
    for field, value in select e.key, e.value from jsonb_each(fields) as e loop
      if field <> all (known) then
        return jsonb_build_object('error', format(
          'Unknown field "%s" in "%s": the translated fields are %s.',
          left(field, 40), lang, array_to_string(known, ', ')), 'language', lang);
      end if;
      single := jsonb_build_object(lang, jsonb_build_object(field, value));
      if not (case table_name when 'tours' then private.tour_translations_ok(single)
                              else private.micro_tour_translations_ok(single) end) then
        return jsonb_build_object(
          'error', format('Translation %s.%s %s.', lang, field,
                          private.translation_rule(table_name, field)),
          'language', lang, 'field', field) || private.translation_figures(field);
      end if;
    end loop;
  end loop;
  return null;
end
$$;

create or replace function private.refuse_translations(doc jsonb, table_name text) returns boolean
language plpgsql immutable parallel safe set search_path = '' as $$
declare
  refusal jsonb := coalesce(private.translation_refusal(doc, table_name),
                            jsonb_build_object('error', 'Translations do not fit their fields.'));
begin
  raise exception '%', refusal ->> 'error'
    using errcode = '23514', hint = 'validation_failed', table = table_name,
          constraint = table_name || '_translations_check',
          detail = (refusal || jsonb_build_object('constraint', table_name || '_translations_check'))::text;
end
$$;

drop function private.translation_problem(jsonb, text);

grant execute on function private.translation_figures(text),
  private.translation_refusal(jsonb, text)
  to anon, authenticated, service_role;
