-- A search column joins a listing's fields with chr(1) (migration 0045): `title␁description`. The
-- word index (0079) split it on spaces only, so the title's last word and the description's
-- first made one word, `aachen␁waldauszeit`, and the vocabulary held one such word for every
-- title ending a description's first word followed. A term is searched by the words that contain
-- it: `waldauszeit` was contained in 2,063 words of the bench's vocabulary, `recolte` in 738,
-- past the 64 keys a search takes, so those searches fell back to like (German tours' common
-- phrase 22–29 ms, against 10 in English). A term never holds chr(1) (the call refuses control
-- characters), so like never finds one across two fields: each field's words and adjacent pairs
-- are the same keys, exactly, without the glued ones.
create or replace function private.search_keys(value text) returns text[]
language sql immutable strict parallel safe cost 1000 as $$
  select pg_catalog.array_agg(distinct v.k)
    from (select u.w, pg_catalog.lead(u.w) over (partition by f.n order by u.i) as nw
            from pg_catalog.unnest(pg_catalog.string_to_array(value, pg_catalog.chr(1)))
                   with ordinality as f(field, n)
            cross join lateral pg_catalog.unnest(pg_catalog.string_to_array(f.field, ' '))
                   with ordinality as u(w, i)) s
    cross join lateral (values
      (case when pg_catalog.char_length(s.w) > 100 then '  overlong' else s.w end),
      (case when pg_catalog.char_length(s.w) <= 100 and pg_catalog.char_length(s.nw) <= 100
            then s.w operator(pg_catalog.||) ' ' operator(pg_catalog.||) s.nw end)) as v(k)
   where v.k is not null
$$;

create or replace function private.search_words_of(value text) returns setof text
language sql immutable strict parallel safe as $$
  select case when pg_catalog.char_length(w) > 100 then '  overlong' else w end
    from pg_catalog.unnest(pg_catalog.string_to_array(
           pg_catalog.replace(value, pg_catalog.chr(1), ' '), ' ')) as w
   where w <> ''
$$;

-- The indexes hold the keys the old function computed: built again.
reindex index public.micro_tours_search_keys_idx;
reindex index public.micro_tours_search_keys_de_idx;
reindex index public.micro_tours_search_keys_fr_idx;
reindex index public.micro_tours_search_keys_es_idx;
reindex index public.micro_tours_search_keys_it_idx;
reindex index public.tours_search_keys_idx;
reindex index public.tours_search_keys_de_idx;
reindex index public.tours_search_keys_fr_idx;
reindex index public.tours_search_keys_es_idx;
reindex index public.tours_search_keys_it_idx;

-- No text yields a glued word any more: out of the vocabulary, and each field's words in.
delete from private.search_words where pg_catalog.strpos(word, pg_catalog.chr(1)) > 0;
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
