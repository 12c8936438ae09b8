-- State of the auth service. Only the server's own connection reads and writes these tables:
-- RLS is enabled and forced without policies, and nothing is granted to anon or authenticated.

-- One row per signed-in device. Signing out deletes the row, and with it its refresh tokens.
create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1' check (aal = 'aal1'),
  -- How the session began: a password, or a link from an e-mail.
  amr_method text not null check (amr_method in ('password', 'otp')),
  user_agent text check (length(user_agent) <= 512),
  ip inet,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index sessions_user_idx on auth.sessions (user_id);

-- Refresh tokens are kept as sha256 digests. Each refresh rotates the live token into a child;
-- the chain stays so that a reused, already rotated token can be recognised.
create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash bytea not null check (length(token_hash) = 32),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_id bigint references auth.refresh_tokens (id) on delete set null,
  rotated_at timestamptz,
  created_at timestamptz not null default now(),
  constraint refresh_tokens_token_hash_key unique (token_hash)
);
-- A token is rotated at most once, and a session has exactly one live token.
create unique index refresh_tokens_parent_key on auth.refresh_tokens (parent_id);
create unique index refresh_tokens_live_per_session_key on auth.refresh_tokens (session_id)
  where rotated_at is null;
create index refresh_tokens_rotated_idx on auth.refresh_tokens (rotated_at)
  where rotated_at is not null;

-- Links sent by e-mail (confirm the address, reset the password): digest only, single use.
-- A sign-up link carries the password hash chosen in that sign-up: whoever confirms gets the
-- password of the sign-up whose mail they opened, not one set earlier by someone else.
create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('signup', 'recovery')),
  token_hash bytea not null check (length(token_hash) = 32),
  password_hash text check (password_hash is null or token_type = 'signup'),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint one_time_tokens_token_hash_key unique (token_hash)
);
create index one_time_tokens_user_type_idx on auth.one_time_tokens (user_id, token_type);
create index one_time_tokens_expires_idx on auth.one_time_tokens (expires_at);

-- Every e-mail sent. Without SMTP this is the only copy (shown on the dev mailbox page); when
-- SMTP delivered it, the link is not kept.
create table auth.mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (length(kind) between 1 and 40),
  to_address text not null check (length(to_address) between 3 and 320),
  subject text not null check (length(subject) <= 500),
  text_body text not null,
  html_body text not null,
  link text check (length(link) <= 4096),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text check (length(error) <= 2000)
);
create index mail_outbox_created_idx on auth.mail_outbox (created_at desc);

-- Fixed-window request counters shared by every gateway instance.
create table auth.rate_limits (
  bucket text not null check (length(bucket) between 1 and 200),
  window_start timestamptz not null,
  hits integer not null check (hits > 0),
  primary key (bucket, window_start)
);
create index rate_limits_window_idx on auth.rate_limits (window_start);

alter table auth.sessions enable row level security;
alter table auth.sessions force row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.refresh_tokens force row level security;
alter table auth.one_time_tokens enable row level security;
alter table auth.one_time_tokens force row level security;
alter table auth.mail_outbox enable row level security;
alter table auth.mail_outbox force row level security;
alter table auth.rate_limits enable row level security;
alter table auth.rate_limits force row level security;

revoke all on auth.sessions, auth.refresh_tokens, auth.one_time_tokens, auth.mail_outbox,
  auth.rate_limits from public, anon, authenticated;
