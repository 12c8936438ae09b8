-- The bucket API, signed upload URLs and private e-tickets (decision 043). The server writes
-- storage.buckets and storage.objects as the caller (platform/caller-db.ts), so these policies
-- decide; RLS stays forced on every table (0004).

-- The product's picture buckets read an upload from its bytes and encode it again without its
-- metadata (upload-image.ts); every other bucket keeps the bytes and the declared content type, as
-- storage-api does. Only a migration sets this: the bucket API cannot.
alter table storage.buckets add column pictures boolean not null default false;
update storage.buckets set pictures = true where id in ('tours', 'covers', 'panoramas');

-- Buckets: admins (private.is_admin, which reads the token's role) create, change and remove them;
-- service_role keeps its own policy from 0008. Reading stays as 0013 has it.
-- The product's own buckets (its pictures, the e-tickets) are changed by migrations only.
grant insert, update, delete on storage.buckets to authenticated;
create policy buckets_admin_insert on storage.buckets for insert to authenticated
  with check (private.is_admin() and not pictures);
create policy buckets_admin_update on storage.buckets for update to authenticated
  using (private.is_admin() and not pictures and id <> 'e-tickets')
  with check (private.is_admin() and not pictures and id <> 'e-tickets');
create policy buckets_admin_delete on storage.buckets for delete to authenticated
  using (private.is_admin() and not pictures and id <> 'e-tickets');


-- Who created a bucket through the bucket API (storage-api's `owner`); null for the product's own.
alter table storage.buckets add column owner uuid;

-- storage-api's user metadata (supabase-js `upload(..., { metadata })`, answered by `info()`).
alter table storage.objects add column user_metadata jsonb;

-- A member reads the objects stored for them (their e-tickets): signing a download URL runs as
-- the caller, so this is what lets a member sign their own ticket and nobody else's.
create policy objects_owner_read on storage.objects for select to authenticated
  using (owner = auth.uid());

-- Each signed upload token stores one upload: its id is recorded in the transaction that writes
-- the object's row, so a replayed token (even one that allows replacing) is refused.
create table storage.signed_upload_uses (
  token_id uuid primary key,
  expires_at timestamptz not null,
  used_at timestamptz not null default now()
);
alter table storage.signed_upload_uses enable row level security;
alter table storage.signed_upload_uses force row level security;
grant select, insert, delete on storage.signed_upload_uses to service_role;
create policy service_role_all on storage.signed_upload_uses for all to service_role
  using (true)
  with check (true);

-- Bookings' e-tickets: private, PDFs only, each stored for its member.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('e-tickets', 'e-tickets', false, 5242880, array['application/pdf']);

-- A used upload token can be forgotten once it has expired (it opens nothing then): the nightly
-- prune removes those rows too (0027's function, one row added).
create or replace function private.prune_old_records() returns jsonb
language plpgsql set search_path = '' as $$
declare
  result jsonb := '{}';
  target record;
  removed bigint;
begin
  for target in
    select * from (values
      ('private', 'function_requests', 'created_at', app_rules.keep_function_requests_days()),
      ('auth', 'mail_outbox', 'created_at', app_rules.keep_mail_outbox_days()),
      ('public', 'image_update_logs', 'created_at', app_rules.keep_image_logs_days()),
      ('public', 'catalogue_audit', 'changed_at', app_rules.keep_catalogue_audit_days()),
      ('private', 'member_notices', 'sent_at', app_rules.keep_member_notices_days()),
      ('storage', 'signed_upload_uses', 'expires_at', 0)
    ) as kept (schema_name, table_name, time_column, keep_days)
  loop
    execute format('delete from %I.%I where %I < now() - make_interval(days => $1)',
                   target.schema_name, target.table_name, target.time_column)
      using target.keep_days;
    get diagnostics removed = row_count;
    result := result || jsonb_build_object(target.table_name, removed);
  end loop;
  return result;
end
$$;
