-- The catalogue's search indexes keep a short pending list. A GIN index adds a write's entries to
-- a pending list first (fastupdate) and merges them into its tree once the list passes
-- gin_pending_list_limit, 4 MB by default; until then every search reads the whole list. On the
-- bench's 100,000 micro-tours, 200 edits of listings left 134–185 pending pages in each language's
-- key index, and a rare word's call took 2.6 ms instead of 0.57, a common phrase's 13.2 ms
-- instead of 8.9 (as many calls in a loop, on one connection). With a 64 kB list (at most about
-- eight pages) a search costs what it costs on a clean index, and an edit of 50 listings 9 ms a
-- listing instead of 4–5 (entries are merged more often); without a pending list at all
-- (fastupdate off) it was 31–37 ms a listing (decision 057). The lists already pending are
-- merged here.
alter index private.search_words_de_trgm_idx set (gin_pending_list_limit = 64);
alter index private.search_words_en_trgm_idx set (gin_pending_list_limit = 64);
alter index private.search_words_es_trgm_idx set (gin_pending_list_limit = 64);
alter index private.search_words_fr_trgm_idx set (gin_pending_list_limit = 64);
alter index private.search_words_it_trgm_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_admin_search_trgm_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_de_trgm_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_es_trgm_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_fr_trgm_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_it_trgm_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_keys_de_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_keys_es_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_keys_fr_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_keys_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_keys_it_idx set (gin_pending_list_limit = 64);
alter index public.micro_tours_search_trgm_idx set (gin_pending_list_limit = 64);
alter index public.tours_admin_search_trgm_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_de_trgm_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_es_trgm_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_fr_trgm_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_it_trgm_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_keys_de_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_keys_es_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_keys_fr_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_keys_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_keys_it_idx set (gin_pending_list_limit = 64);
alter index public.tours_search_trgm_idx set (gin_pending_list_limit = 64);

select pg_catalog.gin_clean_pending_list('private.search_words_de_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('private.search_words_en_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('private.search_words_es_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('private.search_words_fr_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('private.search_words_it_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_admin_search_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_de_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_es_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_fr_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_it_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_keys_de_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_keys_es_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_keys_fr_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_keys_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_keys_it_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.micro_tours_search_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_admin_search_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_de_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_es_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_fr_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_it_trgm_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_keys_de_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_keys_es_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_keys_fr_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_keys_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_keys_it_idx'::regclass);
select pg_catalog.gin_clean_pending_list('public.tours_search_trgm_idx'::regclass);
