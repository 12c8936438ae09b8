-- A searched page of either list in one call (issue 53, decision 058):
-- `GET /rest/v1/rpc/search_tours` and `GET /rest/v1/rpc/search_micro_tours` answer the page's
-- listings, in the list's order, as rows of the table: the page selects their card columns as it
-- selects them from the table (`select=`, aliases and all). The exact count of the matches rides
-- in `Content-Range` (`0-23/3013`, `*/3013` past the end), as on any list read with
-- `Prefer: count=exact`.
--
-- Why: a searched page was two requests, `catalogue_search` for the count and ids and then the
-- cards by id. Each PostgREST request costs its transaction, settings and pre-request, and the
-- cards' statement was planned at every request among the table's fifty indexes (0.27–0.35 ms
-- of a rare word's 2.3 ms: pg_stat_statements on the bench's 100,000 micro-tours). Here the
-- cards come from a statement planned once per connection, in the same transaction.
-- `catalogue_search` stays: it holds the search, its checks and its errors, and answers callers
-- that want the ids alone.

-- The page's ids in order and their Content-Range, set as the response's header; PostgREST
-- lets a function's `response.headers` stand over its own.
create function private.searched_page_ids(catalogue text, locale text, phrase text,
                                          filters text, sort text, ascending boolean,
                                          page_from integer, page_size integer)
returns uuid[]
language plpgsql volatile security invoker set search_path = '' as $$
declare
  answer jsonb := public.catalogue_search(catalogue, locale, phrase, filters, sort, ascending,
                                          page_from, page_size);
  ids uuid[] := array(select pg_catalog.jsonb_array_elements_text(answer -> 'ids')::uuid);
  total bigint := (answer ->> 'total')::bigint;
begin
  perform pg_catalog.set_config('response.headers', pg_catalog.jsonb_build_array(
    pg_catalog.jsonb_build_object('Content-Range', case
      when pg_catalog.cardinality(ids) = 0 then '*/' || total
      else page_from || '-' || (page_from + pg_catalog.cardinality(ids) - 1) || '/' || total
    end))::text, true);
  return ids;
end
$$;
grant execute on function private.searched_page_ids(text, text, text, text, text, boolean,
                                                    integer, integer)
  to anon, authenticated, service_role;

create function public.search_micro_tours(locale text, phrase text, filters text, sort text,
                                          ascending boolean, page_from integer,
                                          page_size integer)
returns setof public.micro_tours
-- Volatile as catalogue_search is (it prepares its statement); a GET still runs read-only.
language plpgsql volatile security invoker set search_path = ''
set plan_cache_mode = force_generic_plan as $$
declare
  ids uuid[] := private.searched_page_ids('micro_tours', locale, phrase, filters, sort,
                                          ascending, page_from, page_size);
begin
  return query select t.* from public.micro_tours t where t.id = any (ids)
                order by pg_catalog.array_position(ids, t.id);
end
$$;
grant execute on function public.search_micro_tours(text, text, text, text, boolean, integer,
                                                    integer)
  to anon, authenticated, service_role;

create function public.search_tours(locale text, phrase text, filters text, sort text,
                                    ascending boolean, page_from integer, page_size integer)
returns setof public.tours
language plpgsql volatile security invoker set search_path = ''
set plan_cache_mode = force_generic_plan as $$
declare
  ids uuid[] := private.searched_page_ids('tours', locale, phrase, filters, sort, ascending,
                                          page_from, page_size);
begin
  return query select t.* from public.tours t where t.id = any (ids)
                order by pg_catalog.array_position(ids, t.id);
end
$$;
grant execute on function public.search_tours(text, text, text, text, boolean, integer, integer)
  to anon, authenticated, service_role;
