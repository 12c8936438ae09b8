-- A searched page's statement is planned once per connection (issue 53).
--
-- Why: `catalogue_search` built its statement as text and ran it with EXECUTE, which plans it
-- at every call. Among the fifty indexes of a listing table, planning took 0.26–0.38 ms, where
-- running it for a rare word took 0.1 ms (pg_stat_statements on the bench's 100,000
-- micro-tours). A search without filters (the list's usual one) now prepares its statement in
-- the session, under a name made of the text's digest, and runs it with its keys, term and page
-- as parameters under a generic plan: without filters the only way to the rows is the key
-- index (sequential scans are off), whatever the keys. Such a statement depends on the list,
-- language, order and exactness only, so a connection holds at most 80 of them. A search with
-- filters is planned per call as before: its literals would make a statement per filter value,
-- and a generic plan could walk a filter's index and compute each row's keys.

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
  statement_name text;
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
       select (select pg_catalog.count(*) from m),
              array(select m.id from m order by %s %s nulls last, m.title, m.id
                     limit $3 offset $4)',
      case when sort = 'title' then 'null' else pg_catalog.format('t.%I', order_column) end,
      title_column, catalogue, condition, search_column,
      case when exact then '' else pg_catalog.format('and pg_catalog.strpos(t.%I, $2) > 0',
                                                     search_column) end,
      case when sort = 'title' then 'm.title' else 'm.o' end, direction);
    if condition = 'true' then
      -- Planned once per connection (migration 0085). The name is the statement's own (its
      -- digest), so a connection that holds a statement under it holds this very one.
      statement_name := 'catalogue_search_' || pg_catalog.md5(statement);
      begin
        execute pg_catalog.format('execute %I(%L, %L, %s, %s)', statement_name, keys, term,
                                  page_size, page_from)
          into total, ids;
      exception when invalid_sql_statement_name then
        execute pg_catalog.format('prepare %I(text[], text, integer, integer) as %s',
                                  statement_name, statement);
        execute pg_catalog.format('execute %I(%L, %L, %s, %s)', statement_name, keys, term,
                                  page_size, page_from)
          into total, ids;
      end;
    else
      execute statement into total, ids using keys, term, page_size, page_from;
    end if;
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
