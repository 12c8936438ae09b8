-- Storage writes (/storage/v1 uploads, removals, listings). The server writes storage.objects as
-- the caller (platform/caller-db.ts), so these policies decide: anyone reads the objects of a
-- public bucket; only admins (app_metadata.role, which only the server writes) insert, replace,
-- remove or list them. service_role keeps its own policies from 0008. RLS stays forced (0004).

grant select on storage.buckets to anon, authenticated;
grant select on storage.objects to anon, authenticated;
grant insert, update, delete on storage.objects to authenticated;

create policy buckets_read on storage.buckets for select to anon, authenticated
  using (public or private.is_admin());

-- Reading one object of a public bucket (downloads, existence checks). Listing is refused to
-- non-admins by storage.list_objects below, the only way the server lists.
create policy objects_read on storage.objects for select to anon, authenticated
  using (
    private.is_admin()
    or exists (select 1 from storage.buckets b where b.id = bucket_id and b.public)
  );
create policy objects_admin_insert on storage.objects for insert to authenticated
  with check (private.is_admin());
create policy objects_admin_update on storage.objects for update to authenticated
  using (private.is_admin())
  with check (private.is_admin());
create policy objects_admin_delete on storage.objects for delete to authenticated
  using (private.is_admin());

-- storage-api's list: one level below `p_prefix` (which ends with '/' or is ''), folders first
-- (null ids), then files; names compared byte-wise so the order is the same on every host.
-- Security invoker: row-level security applies inside too.
create function storage.list_objects(
  p_bucket text,
  p_prefix text,
  p_search text,
  p_limit integer,
  p_offset integer,
  p_sort_column text,
  p_descending boolean
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (private.is_admin() or current_user = 'service_role') then
    raise exception 'Only admins may list stored files' using errcode = '42501';
  end if;
  if p_sort_column not in ('name', 'updated_at', 'created_at', 'last_accessed_at') then
    raise exception 'Unknown sort column %', p_sort_column using errcode = '22023';
  end if;
  return query
  with matched as (
    select substr(o.name, char_length(p_prefix) + 1) as rest, o.id, o.updated_at, o.created_at,
           o.last_accessed_at, o.metadata
      from storage.objects o
     where o.bucket_id = p_bucket
       and starts_with(o.name, p_prefix)
       and (p_search = '' or starts_with(lower(substr(o.name, char_length(p_prefix) + 1)),
                                         lower(p_search)))
  ),
  entries as (
    select split_part(m.rest, '/', 1) as entry, position('/' in m.rest) > 0 as is_folder, m.*
      from matched m
  ),
  listed as (
    select e.entry, null::uuid as id, null::timestamptz as updated_at,
           null::timestamptz as created_at, null::timestamptz as last_accessed_at,
           null::jsonb as metadata, 0 as kind, null::timestamptz as sort_time
      from entries e
     where e.is_folder
     group by e.entry
    union all
    select e.entry, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata, 1,
           case p_sort_column
             when 'updated_at' then e.updated_at
             when 'created_at' then e.created_at
             when 'last_accessed_at' then e.last_accessed_at
           end
      from entries e
     where not e.is_folder
  )
  select l.entry, l.id, l.updated_at, l.created_at, l.last_accessed_at, l.metadata
    from listed l
   order by l.kind,
            case when p_descending then null else l.sort_time end asc,
            case when p_descending then l.sort_time end desc,
            (case when p_descending then null else l.entry end) collate "C" asc,
            (case when p_descending then l.entry end) collate "C" desc
   limit p_limit offset p_offset;
end
$$;

revoke all on function storage.list_objects(text, text, text, integer, integer, text, boolean)
  from public;
grant execute on function storage.list_objects(text, text, text, integer, integer, text, boolean)
  to anon, authenticated, service_role;
