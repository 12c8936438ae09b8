-- Two-factor sign-in with TOTP authenticator apps, GoTrue's /auth/v1/factors (issue 51, part 1;
-- docs/decisions/041-totp-factors.md). Like the other auth tables, only the server's own
-- connection (service_role) reads and writes these: RLS is enabled and forced, and nothing is
-- granted to anon or authenticated.

-- One row per authenticator app a member enrolled. The shared secret is kept only encrypted
-- (AES-256-GCM, the factor's id as associated data) with a key the server derives from the JWT
-- secret; the database alone never yields a usable secret. last_used_step is the RFC 6238 time
-- step of the last code accepted: a code, or one of an earlier step, is never accepted again.
create table auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text check (length(friendly_name) <= 200),
  factor_type text not null check (factor_type = 'totp'),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  -- 12-byte IV, 16-byte tag, then the encrypted base32 secret.
  secret_ciphertext bytea not null check (length(secret_ciphertext) between 29 and 200),
  last_used_step bigint check (last_used_step >= 0),
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mfa_factors_user_idx on auth.mfa_factors (user_id, created_at);
-- As GoTrue: a member's factors have distinct names (unnamed ones aside).
create unique index mfa_factors_user_friendly_name_key on auth.mfa_factors (user_id, friendly_name)
  where trim(friendly_name) <> '';
create trigger mfa_factors_updated_at before update on auth.mfa_factors
  for each row execute function private.set_updated_at();

-- A challenge opens one verification of a factor; it works once, for five minutes (GoTrue's
-- default), from the address that asked for it.
create table auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address inet,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
create index mfa_challenges_factor_idx on auth.mfa_challenges (factor_id);
create index mfa_challenges_created_idx on auth.mfa_challenges (created_at);

-- A session proven with a factor is at aal2 from then on (its refreshes too), and remembers
-- which factor and when, for the token's amr claim. Unenrolling the factor takes it back to aal1.
alter table auth.sessions drop constraint sessions_aal_check;
alter table auth.sessions add column factor_id uuid
  references auth.mfa_factors (id) on delete set null;
alter table auth.sessions add column mfa_verified_at timestamptz;
alter table auth.sessions add constraint sessions_aal_check
  check (aal in ('aal1', 'aal2') and (aal = 'aal2') = (mfa_verified_at is not null));
create index sessions_factor_idx on auth.sessions (factor_id) where factor_id is not null;

alter table auth.mfa_factors enable row level security;
alter table auth.mfa_factors force row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_challenges force row level security;
revoke all on auth.mfa_factors, auth.mfa_challenges from public, anon, authenticated;
grant select, insert, update, delete on auth.mfa_factors, auth.mfa_challenges to service_role;
create policy service_role_all on auth.mfa_factors for all to service_role
  using (true) with check (true);
create policy service_role_all on auth.mfa_challenges for all to service_role
  using (true) with check (true);
