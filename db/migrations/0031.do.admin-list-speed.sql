-- Admin lists: deep pages from the nearer end, common searches by the sort index (issue 31,
-- after 0030).
--
-- A page is taken from its sort key's index by skipping `offset` entries; at offset 99,975 of
-- 100,000 that is a walk of the whole index. The total is counted first (in the same snapshot:
-- the functions are stable), so a page in the second half is read from the other end instead:
-- the index is walked backwards past total - offset - limit entries and the page's ids are put
-- back in order. Every sort ends with the id tie-break and the reversed direction also reverses
-- where nulls go, so the page is exactly the one the forward walk gives; the worst case moves
-- from the last page to the middle one, half the walk.

-- The walk for a page: its direction, limit and offset, and whether its ids come reversed.
create function private.admin_list_window(p_total bigint, p_limit integer, p_offset integer,
                                          p_dir text, out reversed boolean, out dir text,
                                          out page_limit integer, out page_offset integer)
language sql immutable set search_path = '' as $$
  select w.back,
         case when not w.back then p_dir when p_dir = 'asc' then 'desc' else 'asc' end,
         case when w.back then least(p_limit::bigint, p_total - p_offset)::integer else p_limit end,
         case when w.back then greatest(p_total - p_offset - p_limit, 0)::integer else p_offset end
    from (select p_offset < p_total and p_offset > p_total / 2 as back) w
$$;

-- A search matching many rows (a common phrase: thousands of tours) is cheaper to page by walking
-- the sort key's index and filtering until the page is full than by fetching every match from
-- the trigram index and sorting them, which the planner picks as it cannot know where the matches
-- lie. With the total known, the rows the walk reads are about (offset + limit) * rows / total;
-- up to 10,000 of them the page is planned as that walk (bitmap and sequential scans and parallel
-- workers off for that one statement; the settings are put back after it).
-- The list functions are owned by service_role (0030): replacing them, and handing it the new
-- helpers, needs its CREATE on the schemas for the length of this migration.
grant create on schema private, public to service_role;

-- The title indexes carry the other search fields, so that walk reads the index alone (an
-- index-only scan of a vacuumed table), not a row of the table per entry it passes.
drop index public.tours_title_idx;
create index tours_title_idx on public.tours (title, id) include (slug, country);
drop index public.micro_tours_title_id_idx;
create index micro_tours_title_id_idx on public.micro_tours (title, id) include (slug, city, country);

create function private.admin_list_walks(p_table regclass, p_total bigint, p_rows integer)
returns boolean
language sql stable set search_path = '' as $$
  select p_total > 0 and p_rows::float8 * greatest(c.reltuples, 1) / p_total <= 10000
    from pg_catalog.pg_class c where c.oid = p_table
$$;

-- Sets the scan settings for the next statement (bitmap scans, sequential scans, parallel
-- workers, which only add their start to a walk that stops early); returns their values before.
create function private.admin_list_scans(p_settings text[])
returns text[]
language sql volatile set search_path = '' as $$
  select array[pg_catalog.current_setting('enable_bitmapscan'),
               pg_catalog.current_setting('enable_seqscan'),
               pg_catalog.current_setting('max_parallel_workers_per_gather')]
   from (select pg_catalog.set_config('enable_bitmapscan', p_settings[1], true),
                pg_catalog.set_config('enable_seqscan', p_settings[2], true),
                pg_catalog.set_config('max_parallel_workers_per_gather', p_settings[3], true)) s
$$;

create function private.admin_list_ordered(p_ids uuid[], p_reversed boolean)
returns uuid[]
language sql immutable set search_path = '' as $$
  select case when not p_reversed then p_ids
              else array(select u.id from unnest(p_ids) with ordinality as u(id, n) order by u.n desc) end
$$;

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
             'created_at', t.created_at, 'updated_at', t.updated_at) order by p.n), '[]')
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
             'image_status', m.image_status) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n) join public.micro_tours m on m.id = p.id));
end
$$;

create or replace function public.admin_bookings(p_search text default '', p_sort text default 'created_at',
                                      p_descending boolean default true,
                                      p_limit integer default 25, p_offset integer default 0,
                                      p_status text default null, p_user_id uuid default null)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort,
    array['created_at', 'start_date', 'total_eur', 'email'], p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, true);
  reference text := lower(btrim(coalesce(p_search, ''), E' \t\n\r\f\u000b'));
  first_id uuid;
  last_id uuid;
  filter text;
  total bigint;
  ids uuid[];
  page record;
begin
  perform private.admin_list_choice('status (p_status)', p_status,
                                    array['paid', 'pending', 'cancelled']);
  if reference ~ '^[0-9a-f]{1,8}$' then
    first_id := rpad(reference, 32, '0')::uuid;
    last_id := rpad(reference, 32, 'f')::uuid;
  end if;
  filter := concat_ws(' and ', 'true',
    case when pattern is not null then
      'b.id in (select b2.id from public.bookings b2 join auth.users u2 on u2.id = b2.user_id
                 where u2.email ilike $1
                union all
                select b2.id from public.bookings b2 join public.tours t2 on t2.id = b2.tour_id
                 where (t2.title || chr(1) || t2.slug || chr(1) || t2.country) ilike $1
                   and t2.title ilike $1
                union all
                select b2.id from public.bookings b2 join public.micro_tours m2 on m2.id = b2.micro_tour_id
                 where (m2.title || chr(1) || m2.slug || chr(1) || m2.city || chr(1) || m2.country) ilike $1
                   and m2.title ilike $1
                union all
                select b2.id from public.bookings b2 where b2.id between $6 and $7)' end,
    case when p_status is not null then 'b.status = $4' end,
    case when p_user_id is not null then 'b.user_id = $5' end);
  execute 'select count(*) from public.bookings b where ' || filter
    into total using pattern, p_limit, p_offset, p_status, p_user_id, first_id, last_id;
  page := private.admin_list_window(total, p_limit, p_offset, dir);
  execute format('select array(select b.id from public.bookings b %s where %s
                               order by %s %s, b.id %s limit $2 offset $3)',
                 case when p_sort = 'email' then 'join auth.users u on u.id = b.user_id' else '' end,
                 filter, case when p_sort = 'email' then 'u.email' else format('b.%I', p_sort) end,
                 page.dir, page.dir)
    into ids using pattern, page.page_limit, page.page_offset, p_status, p_user_id, first_id, last_id;
  ids := private.admin_list_ordered(ids, page.reversed);
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', b.id, 'reference', upper(left(b.id::text, 8)), 'user_id', b.user_id,
             'email', u.email, 'kind', case when b.tour_id is not null then 'tour' else 'micro_tour' end,
             'tour_id', b.tour_id, 'micro_tour_id', b.micro_tour_id,
             'title', coalesce(t.title, m.title, ''), 'slug', coalesce(t.slug, m.slug, ''),
             'start_date', b.start_date, 'travelers', b.travelers, 'total_eur', b.total_eur,
             'status', b.status, 'refund_eur', b.refund_eur, 'checked_in_at', b.checked_in_at,
             'created_at', b.created_at) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n)
      join public.bookings b on b.id = p.id
      join auth.users u on u.id = b.user_id
      left join public.tours t on t.id = b.tour_id
      left join public.micro_tours m on m.id = b.micro_tour_id));
end
$$;

alter function private.admin_list_window(bigint, integer, integer, text) owner to service_role;
alter function private.admin_list_ordered(uuid[], boolean) owner to service_role;
alter function private.admin_list_walks(regclass, bigint, integer) owner to service_role;
alter function private.admin_list_scans(text[]) owner to service_role;
revoke execute on function private.admin_list_window(bigint, integer, integer, text),
  private.admin_list_ordered(uuid[], boolean), private.admin_list_walks(regclass, bigint, integer),
  private.admin_list_scans(text[]) from public;
revoke create on schema private, public from service_role;
