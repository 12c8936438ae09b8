-- Searches planned once per connection (issue 53, decision 058).
--
-- Why: `catalogue_search` built its statements as text and ran them with EXECUTE, which plans
-- them at every call. Among the fifty indexes of a listing table, planning the search took
-- 0.26–0.38 ms where running it for a rare word took 0.1 ms, and the vocabulary lookup of a
-- one-word term 0.1 ms more (pg_stat_statements on the bench's 100,000 micro-tours).
--
-- `private.execute_planned` prepares a statement in the session, under a name made of its
-- text's digest, and runs it with its parameters under a generic plan. A search without filters
-- (the list's usual one) and a one-word term's lookup go through it: without filters the key
-- index is the only way to the rows (sequential scans are off), whatever the keys, and the
-- lookup's pattern is a parameter the trigram index takes; so do the lookups of the words a
-- longer term's first and last tokens end and start, as a range (search_words_starting). Such
-- statements depend on the list, language, order, exactness and lookup only, so a connection
-- holds at most 95 of them. A search with filters is planned per call as before: its literals
-- would make a statement per value, and a generic plan could walk a filter's index and compute
-- each row's keys.

-- Runs `statement`, a query of one jsonb value with parameters of `parameter_types`, with
-- `arguments` (its parameters as SQL literals). The first run on a connection prepares it; a
-- connection that lost it (a pooler's `deallocate all`) prepares it again. The name is the
-- statement's own, so a connection that holds one under it holds this very statement.
create function private.execute_planned(statement text, parameter_types text, arguments text)
returns jsonb
language plpgsql volatile set search_path = ''
set plan_cache_mode = force_generic_plan as $$
declare
  statement_name text := 'planned_' || pg_catalog.md5(parameter_types || ' ' || statement);
  answer jsonb;
begin
  begin
    execute pg_catalog.format('execute %I(%s)', statement_name, arguments) into answer;
  exception when invalid_sql_statement_name then
    execute pg_catalog.format('prepare %I(%s) as %s', statement_name, parameter_types,
                              statement);
    execute pg_catalog.format('execute %I(%s)', statement_name, arguments) into answer;
  end;
  return answer;
end
$$;
grant execute on function private.execute_planned(text, text, text)
  to anon, authenticated, service_role;

-- Up to `most` words of `language` that start with `prefix` (`reversed`: whose reverse does, so
-- the words ending with its reverse). The words from the prefix up to its successor (its last
-- character one higher) are exactly those that start with it, in the words' byte order
-- (collation "C"); unlike a like pattern given as a parameter, that range is an index range
-- under a generic plan, so it is planned once per connection. A prefix without a successor (no
-- character, or a last one that cannot grow) is looked up with like, planned per call.
create function private.search_words_starting(language text, reversed boolean, prefix text,
                                              most integer)
returns text[]
language plpgsql volatile set search_path = '' as $$
declare
  word constant text := case when reversed then 'pg_catalog.reverse(v.word)' else 'v.word' end;
  last_code constant integer := pg_catalog.ascii(pg_catalog.right(prefix, 1));
  words text[];
begin
  if prefix = '' or last_code in (55295, 1114111) then
    execute pg_catalog.format(
      'select pg_catalog.array_agg(s.word) from (select v.word from private.search_words v
        where v.language = %L and %s like %L limit %s) s',
      language, word, private.like_literal(prefix) || '%', most)
      into words;
    return coalesce(words, '{}');
  end if;
  return array(select pg_catalog.jsonb_array_elements_text(private.execute_planned(
    pg_catalog.format(
      'select pg_catalog.to_jsonb(pg_catalog.array_agg(s.word)) from (select v.word
         from private.search_words v where v.language = %L and %s >= $1 and %s < $2
        limit $3) s',
      language, word, word),
    'text, text, integer',
    pg_catalog.format('%L, %L, %s', prefix,
                      pg_catalog.left(prefix, -1) || pg_catalog.chr(last_code + 1), most))));
end
$$;
grant execute on function private.search_words_starting(text, boolean, text, integer)
  to anon, authenticated, service_role;

create or replace function private.search_phrase_keys(language text, phrase text,
                                           out keys text[], out exact boolean)
-- Volatile since 0085: its lookups are prepared in the session.
language plpgsql volatile set search_path = '' as $$
declare
  -- GIN matches an array of keys item by item against each key: its time grows with the
  -- number of keys times the matches (1,705 keys: 65 ms warm for 2,437 rows, where like takes
  -- 16 ms; 0.3–1.5 s cold), so few keys only.
  keys_max constant integer := 64;
  tokens text[] := pg_catalog.string_to_array(phrase, ' ');
  n integer := pg_catalog.cardinality(tokens);
  ending text[];
  starting text[];
begin
  exact := false;
  if language is null or n is null or n = 0
     or exists (select from pg_catalog.unnest(tokens) t where pg_catalog.char_length(t) > 100) then
    return;
  end if;
  if n = 1 then
    if pg_catalog.char_length(phrase) < 3 then return; end if;
    -- Planned once per connection (0085): the trigram index takes the pattern as a parameter.
    keys := array(select pg_catalog.jsonb_array_elements_text(private.execute_planned(
      pg_catalog.format('select pg_catalog.to_jsonb(pg_catalog.array_agg(s.word))
                           from (select v.word from private.search_words v
                                  where v.language = %L and v.word like $1 limit $2) s',
                        language),
      'text, integer',
      pg_catalog.format('%L, %s', '%' || private.like_literal(phrase) || '%', keys_max + 1))));
    exact := true;
  else
    ending := private.search_words_starting(language, true, pg_catalog.reverse(tokens[1]),
                                            keys_max + 1);
    starting := private.search_words_starting(language, false, tokens[n], keys_max + 1);
    if n = 2 and pg_catalog.cardinality(ending) * pg_catalog.cardinality(starting) <= keys_max then
      keys := array(select e || ' ' || s from pg_catalog.unnest(ending) e,
                                               pg_catalog.unnest(starting) s);
      exact := true;
    elsif n = 2 then
      -- Too many pairs: every match holds one of the fewer words.
      keys := case when pg_catalog.cardinality(ending) <= pg_catalog.cardinality(starting)
                   then ending else starting end;
    elsif n = 3 then
      keys := case when pg_catalog.cardinality(ending) <= pg_catalog.cardinality(starting)
                   then array(select e || ' ' || tokens[2] from pg_catalog.unnest(ending) e)
                   else array(select tokens[2] || ' ' || s from pg_catalog.unnest(starting) s)
              end;
    else
      -- Its second and third words are whole: every match holds that pair.
      keys := array[tokens[2] || ' ' || tokens[3]];
    end if;
  end if;
  if pg_catalog.cardinality(keys) > keys_max then
    keys := null;
    exact := false;
    return;
  end if;
  -- A row with an overlong word may hold the term inside it: a candidate to be tested.
  if exists (select from private.search_words v
              where v.language = search_phrase_keys.language and v.word = '  overlong') then
    keys := keys || '{"  overlong"}'::text[];
    exact := false;
  end if;
end
$$;
create or replace function public.catalogue_search(catalogue text, locale text, phrase text,
                                        filters text, sort text, ascending boolean,
                                        page_from integer, page_size integer)
returns jsonb
-- Volatile, since it prepares statements in the session (PREPARE is refused in a stable
-- function); it still writes nothing, and a GET runs it in a read-only transaction.
language plpgsql volatile security invoker set search_path = ''
-- A page's few dozen matches are not worth starting workers for (each costs milliseconds).
set max_parallel_workers_per_gather = 0
-- Never a scan of every row: one computes each row's keys (0.25 ms a row) where the planner
-- expects a term's keys in most rows; through the key index that costs a read of each match.
set enable_seqscan = off
-- The prepared statement below keeps its first plan (otherwise the planner compares a custom
-- plan for the first five runs and may keep planning per call).
set plan_cache_mode = force_generic_plan as $$
declare
  parsed jsonb;
  term text;
  condition text;
  search_column text;
  title_column text;
  keys text[];
  exact boolean;
  matches text;
  order_column text;
  direction text;
  total bigint;
  ids uuid[];
  statement text;
  answer jsonb;
begin
  if catalogue is null or catalogue not in ('tours', 'micro_tours') then
    perform private.map_pins_refuse('catalogue', 'The catalogue is tours or micro_tours.');
  end if;
  if locale is null or locale not in ('en', 'de', 'fr', 'es', 'it') then
    perform private.map_pins_refuse('locale', 'The language is en, de, fr, es or it.');
  end if;
  if phrase is null or pg_catalog.char_length(phrase) > 200 or phrase ~ '[\x01-\x1f\x7f]'
     or pg_catalog.btrim(phrase) = '' then
    perform private.map_pins_refuse('phrase',
      'The search is 1 to 200 characters, without control characters.');
  end if;
  if filters is null or not pg_catalog.pg_input_is_valid(filters, 'jsonb') then
    perform private.map_pins_refuse('filters', 'Filters must be a list.');
  end if;
  parsed := filters::jsonb;
  condition := private.map_filter_sql(catalogue, parsed);
  if sort is null or not (catalogue = 'tours' and sort = 'title'
       or catalogue = 'micro_tours' and sort in ('price_cents', 'duration_minutes', 'rating')) then
    perform private.map_pins_refuse('sort', case catalogue
      when 'tours' then 'Tours are listed by title.'
      else 'Micro-tours are listed by price_cents, duration_minutes or rating.' end);
  end if;
  if ascending is null then
    perform private.map_pins_refuse('ascending', 'Ascending is true or false.');
  end if;
  if page_from is null or page_from not between 0 and 100000 then
    perform private.map_pins_refuse('page_from', 'The page starts at 0 to 100000.');
  end if;
  if page_size is null or page_size not between 1 and 100 then
    perform private.map_pins_refuse('page_size', 'A page holds 1 to 100 listings.');
  end if;

  -- Folded as the column is (the browser folds it too; folding is idempotent), trimmed.
  term := pg_catalog.btrim(private.search_fold(phrase), ' ');
  search_column := case locale when 'en' then 'search_text' else 'search_text_' || locale end;
  title_column := case locale when 'en' then 'title' else 'title_' || locale end;
  select k.keys, k.exact into keys, exact from private.search_phrase_keys(locale, term) k;
  order_column := case when sort = 'title' then title_column else sort end;
  direction := case when ascending then 'asc' else 'desc' end;

  if keys is not null then
    -- The matches, found through the key index (each row's text tested unless the keys are
    -- exact), are counted and ordered in one statement; materialized, so that the keys are only
    -- ever read from the index, never computed row by row. A page walking the order's index
    -- instead would test rows by the thousand when the matches sit at one end of the order.
    -- The title is copied out of its row once (`|| ''`): a long row keeps it in the TOAST
    -- table, and the sort would read it from there again at every comparison.
    statement := pg_catalog.format(
      'with m as materialized (
         select t.id, %s as o, t.%I operator(pg_catalog.||) '''' as title from public.%I t
          where t.on_sale and %s and private.search_keys(t.%I) operator(pg_catalog.&&) $1 %s)
       select pg_catalog.jsonb_build_object(
                ''total'', (select pg_catalog.count(*) from m),
                ''ids'', pg_catalog.to_jsonb(array(select m.id from m
                                                    order by %s %s nulls last, m.title, m.id
                                                    limit $3 offset $4)))',
      case when sort = 'title' then 'null' else pg_catalog.format('t.%I', order_column) end,
      title_column, catalogue, condition, search_column,
      case when exact then '' else pg_catalog.format('and pg_catalog.strpos(t.%I, $2) > 0',
                                                     search_column) end,
      case when sort = 'title' then 'm.title' else 'm.o' end, direction);
    -- Without filters, planned once per connection (see the top of this migration).
    if condition = 'true' then
      return private.execute_planned(statement, 'text[], text, integer, integer',
        pg_catalog.format('%L, %L, %s, %s', keys, term, page_size, page_from));
    end if;
    execute statement into answer using keys, term, page_size, page_from;
    return answer;
  else
    -- A term without keys is searched as the lists did before: like under the trigram index,
    -- the count, then the page along the order's index.
    matches := pg_catalog.format('t.%I like $1', search_column);
    execute pg_catalog.format(
      'select pg_catalog.count(*) from public.%I t where t.on_sale and %s and %s',
      catalogue, condition, matches)
      into total
      using '%' || private.like_literal(term) || '%';
    if total > page_from then
      execute pg_catalog.format(
        'select array(select t.id from public.%I t where t.on_sale and %s and %s
                       order by t.%I %s nulls last, t.%I, t.id limit %s offset %s)',
        catalogue, condition, matches, order_column, direction, title_column, page_size,
        page_from)
        into ids
        using '%' || private.like_literal(term) || '%';
    end if;
  end if;
  return pg_catalog.jsonb_build_object('total', total,
                                       'ids', pg_catalog.to_jsonb(coalesce(ids, '{}')));
end
$$;
grant execute on function public.catalogue_search(text, text, text, text, text, boolean,
                                                   integer, integer)
  to anon, authenticated, service_role;
