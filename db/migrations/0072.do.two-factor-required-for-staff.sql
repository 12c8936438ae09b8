-- Two-factor sign-in required for admins and guides, and recovery codes (issue 51, part 2;
-- docs/decisions/045-two-factor-required-for-staff.md).
--
-- 1. An admin or a guide acts as one only from a session proven with a second factor: the
--    token's `aal` claim is 'aal2' (the auth service sets it from the session row and signs the
--    token, so nobody can write it). Below aal2, row-level security treats them as any member,
--    and a function that refuses a non-admin refuses them with `insufficient_aal` (403) instead
--    of `admin_required`, so the app knows to ask for the code rather than to give up.
-- 2. auth.mfa_recovery_codes: ten single-use codes per member, kept as SHA-256 digests only.
-- 3. auth.sessions.mfa_method: how the session reached aal2 (an app's code or a recovery code),
--    for the token's amr claim.

-- The token's level, as the auth service signed it.
create function private.session_is_aal2() returns boolean
language sql stable as $$
  select coalesce(auth.jwt() ->> 'aal' = 'aal2', false)
$$;

-- Admin rights come only from app_metadata, which only the server writes, and only at aal2.
-- (No search_path of its own, as before: policies call it for every row, and so it stays inlined.)
create or replace function private.is_admin() returns boolean
language sql stable as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = 'admin', false)
     and private.session_is_aal2()
$$;

-- Admins, the service, or a guide whose account still has the role, each at aal2.
create or replace function private.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.role() = 'service_role'
      or private.is_admin()
      or (coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = 'guide', false)
          and private.session_is_aal2()
          and exists (select 1 from auth.users u
                       where u.id = auth.uid() and u.raw_app_meta_data ->> 'role' = 'guide'))
$$;

-- A member who would pass the check on a session proven with a second factor, but whose session
-- is below aal2: what they lack is the factor, not the role. `needed` is 'admin' (an admin) or
-- 'staff' (an admin or a guide).
create function private.lacks_second_factor(needed text) returns boolean
language sql stable set search_path = '' as $$
  select auth.role() = 'authenticated'
     and coalesce(auth.jwt() -> 'app_metadata' ->> 'role'
                    in ('admin', case when needed = 'staff' then 'guide' end), false)
     and not private.session_is_aal2()
$$;

-- Every refusal of a staff-only call names the second factor for those who hold the role: the
-- one home of that rule, since the admin-only functions refuse through these.
create or replace function private.refuse(status text, code text, message text,
                                          extra jsonb default '{}')
returns void
language plpgsql set search_path = '' as $$
begin
  if (code = 'admin_required' and private.lacks_second_factor('admin'))
     or (code = 'staff_required' and private.lacks_second_factor('staff')) then
    raise exception 'Two-factor sign-in required: verify your authenticator code first.'
      using errcode = 'PT403', hint = 'insufficient_aal',
        detail = jsonb_build_object('error',
          'Two-factor sign-in required: verify your authenticator code first.')::text;
  end if;
  raise exception '%', message using errcode = 'PT' || status,
    detail = (jsonb_build_object('error', message) || extra)::text, hint = code;
end
$$;

-- Refusals raised as insufficient_privilege (42501, PostgREST's 403) keep that SQLSTATE.
create function private.refuse_insufficient_privilege(message text, extra_detail text)
returns void
language plpgsql set search_path = '' as $$
begin
  if private.lacks_second_factor('admin') then
    raise exception 'Two-factor sign-in required: verify your authenticator code first.'
      using errcode = '42501', hint = 'insufficient_aal';
  end if;
  if extra_detail is null then
    raise exception '%', message using errcode = '42501', hint = 'admin_required';
  end if;
  raise exception '%', message using errcode = '42501', hint = 'admin_required',
    detail = extra_detail;
end
$$;

create or replace function private.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_admin() then
    perform private.refuse_insufficient_privilege('Admin access required', null);
  end if;
end
$$;

create or replace function private.admin_writes_only() returns boolean
language plpgsql stable set search_path = '' as $$
begin
  if private.is_admin() then
    return true;
  end if;
  perform private.refuse_insufficient_privilege('Admin privileges required',
    'Only an admin changes the catalogue; nothing was saved.');
  return false;
end
$$;

create or replace function public.departure_bookings(p_departure_id uuid)
returns table (id uuid, user_id uuid, email text, travelers integer, total_eur numeric,
               status text, refund_eur numeric, cancelled_by text, created_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select b.id, b.user_id, u.email::text, b.travelers, b.total_eur::numeric, b.status,
           b.refund_eur::numeric, b.cancelled_by, b.created_at
      from public.bookings b join auth.users u on u.id = b.user_id
     where b.departure_id = p_departure_id
     order by b.created_at, b.id;
end
$$;

grant execute on function private.session_is_aal2(), private.lacks_second_factor(text),
  private.refuse_insufficient_privilege(text, text) to anon, authenticated, service_role;

-- 2. Recovery codes: each works once (used_at), for the member who holds it; a new set replaces
--    the old one. Only the auth service's connection reads them, like the other auth tables.
create table auth.mfa_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The set the code belongs to (GoTrue answers its id when codes are generated).
  set_id uuid not null,
  code_hash bytea not null check (length(code_hash) = 32),
  used_at timestamptz,
  created_at timestamptz not null default now(),
  constraint mfa_recovery_codes_hash_key unique (user_id, code_hash)
);
create index mfa_recovery_codes_user_idx on auth.mfa_recovery_codes (user_id);

alter table auth.mfa_recovery_codes enable row level security;
alter table auth.mfa_recovery_codes force row level security;
revoke all on auth.mfa_recovery_codes from public, anon, authenticated;
grant select, insert, update, delete on auth.mfa_recovery_codes to service_role;
create policy service_role_all on auth.mfa_recovery_codes for all to service_role
  using (true) with check (true);

-- 3. How an aal2 session was proven: 'totp' (an app's code) or 'mfa/recovery_code' (GoTrue's
--    amr method for a recovery code). Sessions raised before this were all raised by a code.
alter table auth.sessions add column mfa_method text
  check (mfa_method in ('totp', 'mfa/recovery_code'));
update auth.sessions set mfa_method = 'totp' where aal = 'aal2';
alter table auth.sessions add constraint sessions_mfa_proof_check
  check ((mfa_method is null) = (mfa_verified_at is null));
