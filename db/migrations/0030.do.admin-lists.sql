-- Admin lists at scale: every admin list is one RPC answering one page as {total, rows}
-- (shapes in domain/src/admin-lists.ts), filtered, searched, sorted and paged in SQL, so the
-- browser never loads whole tables.
--
-- How each list stays fast at 100,000 rows:
-- - every sort key has a btree index ending in id, the tie-break, so a page in either direction
--   is an index walk; a deep page first takes the page's ids from that index alone (an
--   index-only scan when the table is vacuumed) and reads the 25 rows after;
-- - the search fields are joined by U+0001 into one expression with a trigram index (as the
--   catalogue search does, 0019): a substring search is an index lookup, and no match spans two
--   fields as the search text cannot hold U+0001;
-- - the total is a count without any sort.

-- 1. The search expressions and sort keys.

create index tours_admin_search_trgm_idx on public.tours
  using gin ((title || chr(1) || slug || chr(1) || country) extensions.gin_trgm_ops);
create index tours_country_id_idx on public.tours (country, id);
create index tours_created_id_idx on public.tours (created_at, id);
create index tours_updated_id_idx on public.tours (updated_at, id);

-- A micro-tour's pictures: complete with a cover that is not blank and at least one gallery
-- picture, partial with one of the two, missing with neither. The same rule as the admin
-- screen's getImageStatus: "blank" is what JavaScript's String.prototype.trim removes.
alter table public.micro_tours
  add column image_status text generated always as (
    case (case when pg_catalog.btrim(coalesce(cover_url, ''),
                 E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff')
               <> '' then 1 else 0 end
          + case when pg_catalog.cardinality(gallery_urls) > 0 then 1 else 0 end)
      when 2 then 'complete' when 1 then 'partial' else 'missing' end
  ) stored;
comment on column public.micro_tours.image_status is
  'complete, partial or missing (generated from cover_url and gallery_urls); the admin counters and filter';

create index micro_tours_admin_search_trgm_idx on public.micro_tours
  using gin ((title || chr(1) || slug || chr(1) || city || chr(1) || country) extensions.gin_trgm_ops);
create index micro_tours_title_id_idx on public.micro_tours (title, id);
create index micro_tours_city_id_idx on public.micro_tours (city, id);
create index micro_tours_country_id_idx on public.micro_tours (country, id);
create index micro_tours_created_id_idx on public.micro_tours (created_at, id);
create index micro_tours_image_status_idx on public.micro_tours (image_status, title, id);

create index bookings_created_id_idx on public.bookings (created_at, id);
create index bookings_start_date_id_idx on public.bookings (start_date, id);
create index bookings_total_id_idx on public.bookings (total_eur, id);

create index users_email_trgm_idx on auth.users using gin (email extensions.gin_trgm_ops);
create index users_created_id_idx on auth.users (created_at, id);
create index users_last_sign_in_id_idx on auth.users (last_sign_in_at, id);

create index contact_messages_admin_search_trgm_idx on public.contact_messages
  using gin ((first_name || chr(1) || last_name || chr(1) || email || chr(1) || message)
             extensions.gin_trgm_ops);
create index contact_messages_email_id_idx on public.contact_messages (email, id);

-- The log's date index gains the id tie-break.
drop index public.image_update_logs_created_idx;
create index image_update_logs_created_id_idx on public.image_update_logs (created_at, id);
create index image_update_logs_score_id_idx on public.image_update_logs (score, id);
create index image_update_logs_micro_tour_idx on public.image_update_logs (micro_tour_id)
  where micro_tour_id is not null;
create index image_update_logs_admin_search_trgm_idx on public.image_update_logs
  using gin ((coalesce(query, '') || chr(1) || coalesce(reason, '')) extensions.gin_trgm_ops);

-- 2. The checks every list makes.

-- Admins only; the page bounds and sort key checked; returns the search as an ILIKE pattern in
-- which the admin's %, _ and \ are literal characters, or null for no search.
create function private.admin_list_pattern(p_search text, p_sort text, p_sorts text[],
                                           p_limit integer, p_offset integer)
returns text
language plpgsql stable set search_path = '' as $$
declare
  term text := pg_catalog.btrim(pg_catalog.replace(coalesce(p_search, ''), chr(1), ''),
                                E' \t\n\r\f\u000b');
begin
  if not private.is_admin() then
    perform private.refuse('403', 'admin_required', 'Admin access required');
  end if;
  if p_limit is null or p_limit not between 1 and 100 then
    perform private.refuse('400', 'validation_failed', 'The page size (p_limit) must be between 1 and 100.');
  end if;
  if p_offset is null or p_offset < 0 then
    perform private.refuse('400', 'validation_failed', 'The offset (p_offset) must be 0 or more.');
  end if;
  if pg_catalog.length(term) > 200 then
    perform private.refuse('400', 'validation_failed', 'The search text (p_search) must be at most 200 characters.');
  end if;
  if p_sort is null or not (p_sort = any (p_sorts)) then
    perform private.refuse('400', 'validation_failed',
      pg_catalog.format('Unknown sort key (p_sort) "%s": use one of %s.',
                        pg_catalog.left(coalesce(p_sort, ''), 40), pg_catalog.array_to_string(p_sorts, ', ')));
  end if;
  if term = '' then
    return null;
  end if;
  return '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
end
$$;

-- Refuses a filter value outside its list.
create function private.admin_list_choice(p_name text, p_value text, p_values text[])
returns void
language plpgsql immutable set search_path = '' as $$
begin
  if p_value is not null and not (p_value = any (p_values)) then
    perform private.refuse('400', 'validation_failed',
      pg_catalog.format('Unknown %s "%s": use one of %s.', p_name, pg_catalog.left(p_value, 40),
                        pg_catalog.array_to_string(p_values, ', ')));
  end if;
end
$$;

create function private.admin_list_direction(p_descending boolean, p_default boolean)
returns text
language sql immutable set search_path = '' as $$
  select case when coalesce(p_descending, p_default) then 'desc' else 'asc' end
$$;

-- 3. The lists. Each counts the matching rows, takes the page's ids in order from the sort
-- key's index, then reads those rows.

create function public.admin_tours(p_search text default '', p_sort text default 'title',
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
begin
  execute 'select count(*) from public.tours t where ' || filter into total using pattern;
  execute format('select array(select t.id from public.tours t where %s
                               order by t.%I %s, t.id %s limit $2 offset $3)',
                 filter, p_sort, dir, dir)
    into ids using pattern, p_limit, p_offset;
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

create function public.admin_micro_tours(p_search text default '', p_sort text default 'title',
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
begin
  perform private.admin_list_choice('image status (p_image_status)', p_image_status,
                                    array['complete', 'partial', 'missing']);
  execute 'select count(*) from public.micro_tours m where ' || filter
    into total using pattern, p_limit, p_offset, p_image_status;
  execute format('select array(select m.id from public.micro_tours m where %s
                               order by m.%I %s, m.id %s limit $2 offset $3)',
                 filter, p_sort, dir, dir)
    into ids using pattern, p_limit, p_offset, p_image_status;
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', m.id, 'slug', m.slug, 'title', m.title, 'city', m.city, 'country', m.country,
             'cover_url', m.cover_url, 'gallery_count', cardinality(m.gallery_urls),
             'image_status', m.image_status) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n) join public.micro_tours m on m.id = p.id));
end
$$;

create function public.admin_micro_tour_counts()
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  counts jsonb;
begin
  if not private.is_admin() then
    perform private.refuse('403', 'admin_required', 'Admin access required');
  end if;
  select jsonb_build_object(
           'total', count(*),
           'complete', count(*) filter (where m.image_status = 'complete'),
           'partial', count(*) filter (where m.image_status = 'partial'),
           'missing', count(*) filter (where m.image_status = 'missing'))
    into counts
    from public.micro_tours m;
  return counts;
end
$$;

-- The search finds a booking by its member's e-mail, its reference (the first 8 characters of
-- its id, upper case, matched as a prefix: a range of ids on the primary key) or its tour's or
-- micro-tour's title (found through the catalogue's admin search index, then checked on the
-- title alone).
create function public.admin_bookings(p_search text default '', p_sort text default 'created_at',
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
  execute format('select array(select b.id from public.bookings b %s where %s
                               order by %s %s, b.id %s limit $2 offset $3)',
                 case when p_sort = 'email' then 'join auth.users u on u.id = b.user_id' else '' end,
                 filter, case when p_sort = 'email' then 'u.email' else format('b.%I', p_sort) end,
                 dir, dir)
    into ids using pattern, p_limit, p_offset, p_status, p_user_id, first_id, last_id;
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

-- Members: every account, with its wallet and how many bookings it made.
create function private.admin_member_rows(p_ids uuid[])
returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', u.id, 'email', u.email, 'created_at', u.created_at,
           'last_sign_in_at', u.last_sign_in_at, 'email_confirmed_at', u.email_confirmed_at,
           'balance_eur', coalesce(w.balance_eur, 0), 'held_eur', coalesce(w.held_eur, 0),
           'bookings_count', (select count(*) from public.bookings b where b.user_id = u.id),
           'role', case when u.raw_app_meta_data ->> 'role' in ('admin', 'guide')
                        then u.raw_app_meta_data ->> 'role' end) order by p.n), '[]')
    from unnest(p_ids) with ordinality as p(id, n)
    join auth.users u on u.id = p.id
    left join public.wallets w on w.user_id = u.id
$$;

create function public.admin_members(p_search text default '', p_sort text default 'created_at',
                                     p_descending boolean default true,
                                     p_limit integer default 25, p_offset integer default 0)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort,
    array['created_at', 'email', 'balance_eur', 'last_sign_in_at'], p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, true);
  filter text := case when pattern is null then 'true' else 'u.email ilike $1' end;
  total bigint;
  ids uuid[];
begin
  execute 'select count(*) from auth.users u where ' || filter into total using pattern;
  execute format('select array(select u.id from auth.users u %s where %s
                               order by %s %s, u.id %s limit $2 offset $3)',
                 case when p_sort = 'balance_eur' then 'left join public.wallets w on w.user_id = u.id' else '' end,
                 filter,
                 case when p_sort = 'balance_eur' then 'coalesce(w.balance_eur, 0)' else format('u.%I', p_sort) end,
                 dir, dir)
    into ids using pattern, p_limit, p_offset;
  return jsonb_build_object('total', total, 'rows', private.admin_member_rows(ids));
end
$$;

create function public.admin_member(p_user_id uuid)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  found_rows jsonb;
begin
  if not private.is_admin() then
    perform private.refuse('403', 'admin_required', 'Admin access required');
  end if;
  found_rows := private.admin_member_rows(array[p_user_id]);
  if jsonb_array_length(found_rows) = 0 then
    perform private.refuse('404', 'not_found', 'Member not found');
  end if;
  return found_rows -> 0;
end
$$;

-- A member's ledger, newest first, with the e-mail of the admin who made each adjustment.
create function public.admin_member_ledger(p_user_id uuid, p_limit integer default 25,
                                           p_offset integer default 0)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.admin_list_pattern('', 'created_at', array['created_at'], p_limit, p_offset);
  if p_user_id is null then
    perform private.refuse('400', 'validation_failed', 'The member (p_user_id) is required.');
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    perform private.refuse('404', 'not_found', 'Member not found');
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.wallet_transactions x where x.user_id = p_user_id),
    'rows', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', x.id, 'created_at', x.created_at, 'type', x.type, 'direction', x.direction,
               'amount_eur', x.amount_eur, 'notes', x.notes, 'reason', x.reason,
               'booking_id', x.booking_id, 'created_by_email', a.email)
               order by x.created_at desc, x.id desc), '[]')
        from (select * from public.wallet_transactions x
               where x.user_id = p_user_id
               order by x.created_at desc, x.id desc limit p_limit offset p_offset) x
        left join auth.users a on a.id = x.created_by));
end
$$;

create function public.admin_contact_messages(p_search text default '',
                                              p_sort text default 'created_at',
                                              p_descending boolean default true,
                                              p_limit integer default 25,
                                              p_offset integer default 0,
                                              p_handled boolean default null)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort, array['created_at', 'email'],
                                             p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, true);
  filter text := concat_ws(' and ', 'true',
    case when pattern is not null then
      '(c.first_name || chr(1) || c.last_name || chr(1) || c.email || chr(1) || c.message) ilike $1' end,
    case when p_handled then 'c.handled_at is not null'
         when not p_handled then 'c.handled_at is null' end);
  total bigint;
  ids uuid[];
begin
  execute 'select count(*) from public.contact_messages c where ' || filter
    into total using pattern;
  execute format('select array(select c.id from public.contact_messages c where %s
                               order by c.%I %s, c.id %s limit $2 offset $3)',
                 filter, p_sort, dir, dir)
    into ids using pattern, p_limit, p_offset;
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email,
             'inquiry_type', c.inquiry_type, 'group_size', c.group_size, 'message', c.message,
             'created_at', c.created_at, 'handled_at', c.handled_at) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n)
      join public.contact_messages c on c.id = p.id));
end
$$;

-- The image log: found by its tour's title or slug, its micro-tour's title, its query or reason.
create function public.admin_image_logs(p_search text default '', p_sort text default 'created_at',
                                        p_descending boolean default true,
                                        p_limit integer default 25, p_offset integer default 0,
                                        p_action text default null)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort, array['created_at', 'score'],
                                             p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, true);
  filter text := concat_ws(' and ', 'true',
    case when pattern is not null then
      'l.id in (select l2.id from public.image_update_logs l2 join public.tours t2 on t2.id = l2.tour_id
                 where (t2.title || chr(1) || t2.slug || chr(1) || t2.country) ilike $1
                   and (t2.title ilike $1 or t2.slug ilike $1)
                union all
                select l2.id from public.image_update_logs l2
                  join public.micro_tours m2 on m2.id = l2.micro_tour_id
                 where (m2.title || chr(1) || m2.slug || chr(1) || m2.city || chr(1) || m2.country) ilike $1
                   and m2.title ilike $1
                union all
                select l2.id from public.image_update_logs l2
                 where (coalesce(l2.query, '''') || chr(1) || coalesce(l2.reason, '''')) ilike $1)' end,
    case when p_action is not null then 'l.action = $4' end);
  total bigint;
  ids uuid[];
begin
  perform private.admin_list_choice('action (p_action)', p_action,
                                    array['updated', 'skipped', 'failed']);
  execute 'select count(*) from public.image_update_logs l where ' || filter
    into total using pattern, p_limit, p_offset, p_action;
  execute format('select array(select l.id from public.image_update_logs l where %s
                               order by l.%I %s, l.id %s limit $2 offset $3)',
                 filter, p_sort, dir, dir)
    into ids using pattern, p_limit, p_offset, p_action;
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', l.id, 'tour_id', l.tour_id, 'micro_tour_id', l.micro_tour_id,
             'action', l.action, 'score', l.score, 'reason', l.reason, 'query', l.query,
             'new_url', l.new_url, 'created_at', l.created_at,
             'tour_title', coalesce(t.title, m.title, 'Unknown Tour'),
             'tour_slug', coalesce(t.slug, m.slug, 'unknown'),
             'micro_tour_title', m.title) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n)
      join public.image_update_logs l on l.id = p.id
      left join public.tours t on t.id = l.tour_id
      left join public.micro_tours m on m.id = l.micro_tour_id));
end
$$;

-- 4. Owned by service_role like the other definer functions reading auth.users (0026, 0028): it
-- meets the forced row-level security there through its own policies, which a managed
-- database's owner would not.
grant create on schema private, public to service_role;
alter function private.admin_list_pattern(text, text, text[], integer, integer) owner to service_role;
alter function private.admin_list_choice(text, text, text[]) owner to service_role;
alter function private.admin_list_direction(boolean, boolean) owner to service_role;
alter function private.admin_member_rows(uuid[]) owner to service_role;
alter function public.admin_tours(text, text, boolean, integer, integer) owner to service_role;
alter function public.admin_micro_tours(text, text, boolean, integer, integer, text) owner to service_role;
alter function public.admin_micro_tour_counts() owner to service_role;
alter function public.admin_bookings(text, text, boolean, integer, integer, text, uuid) owner to service_role;
alter function public.admin_members(text, text, boolean, integer, integer) owner to service_role;
alter function public.admin_member(uuid) owner to service_role;
alter function public.admin_member_ledger(uuid, integer, integer) owner to service_role;
alter function public.admin_contact_messages(text, text, boolean, integer, integer, boolean) owner to service_role;
alter function public.admin_image_logs(text, text, boolean, integer, integer, text) owner to service_role;
revoke create on schema private, public from service_role;

revoke execute on function private.admin_list_pattern(text, text, text[], integer, integer),
  private.admin_list_choice(text, text, text[]), private.admin_list_direction(boolean, boolean),
  private.admin_member_rows(uuid[]),
  public.admin_tours(text, text, boolean, integer, integer),
  public.admin_micro_tours(text, text, boolean, integer, integer, text),
  public.admin_micro_tour_counts(),
  public.admin_bookings(text, text, boolean, integer, integer, text, uuid),
  public.admin_members(text, text, boolean, integer, integer),
  public.admin_member(uuid),
  public.admin_member_ledger(uuid, integer, integer),
  public.admin_contact_messages(text, text, boolean, integer, integer, boolean),
  public.admin_image_logs(text, text, boolean, integer, integer, text)
  from public;
grant execute on function public.admin_tours(text, text, boolean, integer, integer),
  public.admin_micro_tours(text, text, boolean, integer, integer, text),
  public.admin_micro_tour_counts(),
  public.admin_bookings(text, text, boolean, integer, integer, text, uuid),
  public.admin_members(text, text, boolean, integer, integer),
  public.admin_member(uuid),
  public.admin_member_ledger(uuid, integer, integer),
  public.admin_contact_messages(text, text, boolean, integer, integer, boolean),
  public.admin_image_logs(text, text, boolean, integer, integer, text)
  to authenticated;

analyze public.tours, public.micro_tours, public.bookings, auth.users, public.contact_messages,
  public.image_update_logs;
