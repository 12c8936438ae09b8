-- A searched list counts its matches from an index of words and word pairs (issue 53,
-- docs/decisions/056-search-by-words-and-pairs.md): `POST|GET /rest/v1/rpc/catalogue_search`
-- answers a searched page of either list as {total, ids}, and the page then reads its cards by id.
--
-- Why: a list's search was `search_text like '%term%'` under a trigram index. For a term in
-- thousands of rows the trigram index merges the long lists of common trigrams and then rechecks
-- every candidate row's text, twice per request (the count and the page): 27–35 ms of database
-- time at 100,000 micro-tours. A term is contained in a text, split on single spaces into words,
-- exactly when
--   * one word: some word of the text contains it;
--   * `p1 p2`: some word ends with p1 and the next word starts with p2;
--   * `p1 … pn`: a word ends with p1, the next n − 2 words are p2 … pn−1, the next starts with pn.
-- So each row's words and adjacent word pairs (`private.search_keys`) go under a GIN index, and a
-- vocabulary of the words (`private.search_words`) turns a term into the keys a matching row must
-- hold (`private.search_phrase_keys`): the words containing a one-word term, the pairs of words
-- ending with p1 and starting with p2 for two words. Those two are exact, so the count reads the
-- index alone; longer terms get keys every match holds and each candidate's text is tested.
-- A term whose keys would be too many (a letter or two, a very common fragment) is searched as
-- before, with like under the trigram index, which also still serves the map and the admin.

-- A text's words and pairs of adjacent words, as the index holds them. A word longer than 100
-- characters is held as the key '  overlong' instead (two spaces: no word or pair has them), so
-- no key outgrows an index entry; a row that has one is always a candidate, tested by its text.
create function private.search_keys(value text) returns text[]
language sql immutable strict parallel safe cost 1000 as $$
  select pg_catalog.array_agg(distinct v.k)
    from (select u.w, pg_catalog.lead(u.w) over (order by u.i) as nw
            from pg_catalog.unnest(pg_catalog.string_to_array(value, ' '))
                   with ordinality as u(w, i)) s
    cross join lateral (values
      (case when pg_catalog.char_length(s.w) > 100 then '  overlong' else s.w end),
      (case when pg_catalog.char_length(s.w) <= 100 and pg_catalog.char_length(s.nw) <= 100
            then s.w operator(pg_catalog.||) ' ' operator(pg_catalog.||) s.nw end)) as v(k)
   where v.k is not null
$$;
grant execute on function private.search_keys(text) to anon, authenticated, service_role;

comment on function private.search_keys(text) is
  'A search column''s words and adjacent word pairs, the keys of its GIN index (migration 0079)';

-- Only listings on sale are listed, so only they are indexed.
create index micro_tours_search_keys_idx on public.micro_tours
  using gin (private.search_keys(search_text)) where on_sale;
create index micro_tours_search_keys_de_idx on public.micro_tours
  using gin (private.search_keys(search_text_de)) where on_sale;
create index micro_tours_search_keys_fr_idx on public.micro_tours
  using gin (private.search_keys(search_text_fr)) where on_sale;
create index micro_tours_search_keys_es_idx on public.micro_tours
  using gin (private.search_keys(search_text_es)) where on_sale;
create index micro_tours_search_keys_it_idx on public.micro_tours
  using gin (private.search_keys(search_text_it)) where on_sale;
create index tours_search_keys_idx on public.tours
  using gin (private.search_keys(search_text)) where on_sale;
create index tours_search_keys_de_idx on public.tours
  using gin (private.search_keys(search_text_de)) where on_sale;
create index tours_search_keys_fr_idx on public.tours
  using gin (private.search_keys(search_text_fr)) where on_sale;
create index tours_search_keys_es_idx on public.tours
  using gin (private.search_keys(search_text_es)) where on_sale;
create index tours_search_keys_it_idx on public.tours
  using gin (private.search_keys(search_text_it)) where on_sale;

-- Every word any listing's search column has held, per language (the marker of an overlong word
-- included). Words are added as rows are written and never taken away: a word no row holds any
-- more only adds a key that matches nothing.
create table private.search_words (
  language text not null check (language in ('en', 'de', 'fr', 'es', 'it')),
  word text collate "C" not null check (pg_catalog.char_length(word) between 1 and 100),
  primary key (language, word)
);
comment on table private.search_words is
  'The words of the catalogue''s search columns, per language (migration 0079)';
-- Words ending with a text: the reversed word's prefix.
create index search_words_reversed_idx on private.search_words
  (language, (pg_catalog.reverse(word)));
-- Words containing a text, one index per language so a lookup reads its language's words only.
create index search_words_en_trgm_idx on private.search_words
  using gin (word extensions.gin_trgm_ops) where language = 'en';
create index search_words_de_trgm_idx on private.search_words
  using gin (word extensions.gin_trgm_ops) where language = 'de';
create index search_words_fr_trgm_idx on private.search_words
  using gin (word extensions.gin_trgm_ops) where language = 'fr';
create index search_words_es_trgm_idx on private.search_words
  using gin (word extensions.gin_trgm_ops) where language = 'es';
create index search_words_it_trgm_idx on private.search_words
  using gin (word extensions.gin_trgm_ops) where language = 'it';

alter table private.search_words enable row level security;
create policy search_words_read on private.search_words for select
  to anon, authenticated, service_role using (true);
grant select on private.search_words to anon, authenticated, service_role;

-- A search column's words as the vocabulary holds them: split on single spaces, without the
-- empty ones, a word longer than 100 characters as the marker `search_keys` holds for it.
create function private.search_words_of(value text) returns setof text
language sql immutable strict parallel safe as $$
  select case when pg_catalog.char_length(w) > 100 then '  overlong' else w end
    from pg_catalog.unnest(pg_catalog.string_to_array(value, ' ')) as w
   where w <> ''
$$;

-- The words of the rows a statement wrote, in every language, that the vocabulary lacks. Runs as
-- the owner: a writer needs no right on the vocabulary. Two transactions adding the same new
-- words wait for each other's uncommitted rows; in different orders, over several statements
-- (the scale seed loads both tables at once, batch by batch), that is a deadlock. So adding
-- words takes a transaction lock first: writers that add words take turns, and a write that adds
-- none (most edits, every booking) takes nothing.
create function private.add_search_words() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  languages text[];
  words text[];
begin
  select pg_catalog.array_agg(s.language), pg_catalog.array_agg(s.word)
    into languages, words
    from (select distinct c.language, w.word
            from new_rows r
            cross join lateral (values ('en', r.search_text), ('de', r.search_text_de),
                                       ('fr', r.search_text_fr), ('es', r.search_text_es),
                                       ('it', r.search_text_it)) as c(language, value)
            cross join lateral private.search_words_of(c.value) as w(word)) s
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

create trigger micro_tours_search_words_insert after insert on public.micro_tours
  referencing new table as new_rows for each statement
  execute function private.add_search_words();
create trigger micro_tours_search_words_update after update on public.micro_tours
  referencing new table as new_rows for each statement
  execute function private.add_search_words();
create trigger tours_search_words_insert after insert on public.tours
  referencing new table as new_rows for each statement
  execute function private.add_search_words();
create trigger tours_search_words_update after update on public.tours
  referencing new table as new_rows for each statement
  execute function private.add_search_words();

insert into private.search_words (language, word)
select distinct c.language, w.word
  from (select search_text, search_text_de, search_text_fr, search_text_es, search_text_it
          from public.tours
        union all
        select search_text, search_text_de, search_text_fr, search_text_es, search_text_it
          from public.micro_tours) r
  cross join lateral (values ('en', r.search_text), ('de', r.search_text_de),
                             ('fr', r.search_text_fr), ('es', r.search_text_es),
                             ('it', r.search_text_it)) as c(language, value)
  cross join lateral private.search_words_of(c.value) as w(word)
on conflict do nothing;
analyze private.search_words;
-- The new indexes' expressions get their statistics (how many rows hold a key).
analyze public.micro_tours;
analyze public.tours;

-- `value` as a like pattern that matches it literally.
create function private.like_literal(value text) returns text
language sql immutable strict parallel safe as $$
  select pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(value,
    '\', '\\'), '%', '\%'), '_', '\_')
$$;
grant execute on function private.like_literal(text) to anon, authenticated, service_role;

-- The keys a row searched for `phrase` (folded) in `language` must hold, and whether holding
-- one of them is enough (`exact`) or each candidate's text is to be tested too. Null keys: the
-- term is searched with like instead (a token shorter than three characters alone, a token
-- longer than any indexed word, or more than 64 keys).
create function private.search_phrase_keys(language text, phrase text,
                                           out keys text[], out exact boolean)
language plpgsql stable set search_path = '' as $$
declare
  -- GIN matches an array of keys item by item against each key: its time grows with the
  -- number of keys times the matches (1,705 keys: 65 ms warm for 2,437 rows, where like takes
  -- 16 ms; 0.3–1.5 s cold), so few keys only.
  keys_max constant integer := 64;
  tokens text[] := pg_catalog.string_to_array(phrase, ' ');
  n integer := pg_catalog.cardinality(tokens);
  ending text[];
  starting text[];
  -- Run with the language and pattern as literals, so each lookup is planned for them: the
  -- language's own trigram index, a like prefix as an index range.
  lookup constant text := 'select pg_catalog.array_agg(s.word) from (select v.word
     from private.search_words v where v.language = %L and %s like %L limit %s) s';
begin
  exact := false;
  if language is null or n is null or n = 0
     or exists (select from pg_catalog.unnest(tokens) t where pg_catalog.char_length(t) > 100) then
    return;
  end if;
  if n = 1 then
    if pg_catalog.char_length(phrase) < 3 then return; end if;
    execute pg_catalog.format(lookup, language, 'v.word',
                              '%' || private.like_literal(phrase) || '%', keys_max + 1)
      into keys;
    keys := coalesce(keys, '{}');
    exact := true;
  else
    execute pg_catalog.format(lookup, language, 'pg_catalog.reverse(v.word)',
                              private.like_literal(pg_catalog.reverse(tokens[1])) || '%',
                              keys_max + 1)
      into ending;
    execute pg_catalog.format(lookup, language, 'v.word',
                              private.like_literal(tokens[n]) || '%', keys_max + 1)
      into starting;
    ending := coalesce(ending, '{}');
    starting := coalesce(starting, '{}');
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
grant execute on function private.search_phrase_keys(text, text)
  to anon, authenticated, service_role;

-- One page of a searched list: {total, ids}, the exact count of the listings on sale that match
-- `phrase` and `filters` (the list's own, as the map's pins call takes them, the search left
-- out), and the ids of the page from `page_from`, ordered by `sort` (then the title the page
-- shows, then id). It runs as the caller (row-level security applies) and refuses bad input
-- with 400 `validation_failed`, the field in DETAIL. GET-able, so its answers are cached as the
-- catalogue's are; `filters` is JSON text for that reason.
create function public.catalogue_search(catalogue text, locale text, phrase text,
                                        filters text, sort text, ascending boolean,
                                        page_from integer, page_size integer)
returns jsonb
language plpgsql stable security invoker set search_path = ''
-- A page's few dozen matches are not worth starting workers for (each costs milliseconds).
set max_parallel_workers_per_gather = 0
-- Never a scan of every row: one computes each row's keys (0.25 ms a row) where the planner
-- expects a term's keys in most rows; through the key index that costs a read of each match.
set enable_seqscan = off as $$
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
    execute pg_catalog.format(
      'with m as materialized (
         select t.id, %s as o, t.%I operator(pg_catalog.||) '''' as title from public.%I t
          where t.on_sale and %s and private.search_keys(t.%I) operator(pg_catalog.&&) $1 %s)
       select (select pg_catalog.count(*) from m),
              array(select m.id from m order by %s %s nulls last, m.title, m.id
                     limit %s offset %s)',
      case when sort = 'title' then 'null' else pg_catalog.format('t.%I', order_column) end,
      title_column, catalogue, condition, search_column,
      case when exact then '' else pg_catalog.format('and pg_catalog.strpos(t.%I, $2) > 0',
                                                     search_column) end,
      case when sort = 'title' then 'm.title' else 'm.o' end, direction, page_size, page_from)
      into total, ids
      using keys, term;
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
