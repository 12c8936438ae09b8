-- Contact messages and newsletter sign-ups (issue 15).
--
-- Both are written only by the server for itself (service_role), after /functions/v1 has
-- checked the body and counted the sender against its rate limits: a visitor has no grant on
-- either table, so posting straight to /rest/v1 cannot get past those limits. Admins read the
-- messages (and mark them handled) through /rest/v1 under the policies below; nobody but the
-- server reads the subscriptions.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (length(btrim(first_name)) between 1 and 100),
  last_name text not null check (length(btrim(last_name)) between 1 and 100),
  email text not null check (length(email) between 3 and 320 and email like '%_@_%'),
  inquiry_type text not null
    check (inquiry_type in ('booking', 'custom', 'group', 'partnership', 'press', 'general',
                            'feedback')),
  group_size text check (group_size in ('1', '2', '3-5', '6-10', '10+')),
  message text not null check (length(btrim(message)) between 10 and 5000),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
create index contact_messages_created_idx on public.contact_messages (created_at desc, id desc);

alter table public.contact_messages enable row level security;
alter table public.contact_messages force row level security;
revoke all on public.contact_messages from public, anon, authenticated;
grant select, update (handled_at) on public.contact_messages to authenticated;
grant select, insert, update, delete on public.contact_messages to service_role;

create policy contact_messages_admin_read on public.contact_messages for select
  to authenticated using (private.is_admin());
create policy contact_messages_admin_update on public.contact_messages for update
  to authenticated using (private.is_admin()) with check (private.is_admin());
create policy service_role_all on public.contact_messages for all to service_role
  using (true) with check (true);

-- One row per address (compared lower-cased). Tokens are kept only as SHA-256 digests; the
-- unsubscribe link carries an HMAC of the row id made with a server key, so it is never stored.
create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) between 3 and 320 and email = lower(email)),
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash bytea check (confirm_token_hash is null or length(confirm_token_hash) = 32),
  confirm_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  check ((confirm_token_hash is null) = (confirm_expires_at is null))
);
create unique index newsletter_subscriptions_email_key on public.newsletter_subscriptions (email);
create unique index newsletter_subscriptions_confirm_token_key
  on public.newsletter_subscriptions (confirm_token_hash) where confirm_token_hash is not null;

create trigger newsletter_subscriptions_updated_at before update on public.newsletter_subscriptions
  for each row execute function private.set_updated_at();

alter table public.newsletter_subscriptions enable row level security;
alter table public.newsletter_subscriptions force row level security;
revoke all on public.newsletter_subscriptions from public, anon, authenticated;
grant select, insert, update, delete on public.newsletter_subscriptions to service_role;
create policy service_role_all on public.newsletter_subscriptions for all to service_role
  using (true) with check (true);
