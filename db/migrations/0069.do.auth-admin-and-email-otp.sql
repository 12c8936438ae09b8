-- The auth admin API, e-mail one-time codes and GoTrue's secure e-mail change (issue 51;
-- docs/decisions/042-auth-admin-api-and-email-otp.md).

-- New kinds of mailed tokens: a magic link (passwordless sign-in, also carrying a six-digit
-- code), an invitation, and the two halves of an e-mail change (one to the current address,
-- one to the new one). A row may hold a code beside its link token: the code's digest is made
-- with the user's id, so equal codes of two users never collide. Wrong codes count against
-- the user's live codes; a code with too many wrong guesses stops working.
alter table auth.one_time_tokens drop constraint one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
  check (token_type in ('signup', 'recovery', 'reauthentication', 'magiclink', 'invite',
                        'email_change_current', 'email_change_new'));
alter table auth.one_time_tokens add column code_hash bytea check (length(code_hash) = 32);
alter table auth.one_time_tokens add column failed_attempts integer not null default 0
  check (failed_attempts >= 0);
-- Where an e-mail change leads: the address the link or code confirms.
alter table auth.one_time_tokens add column email text check (length(email) <= app_rules.email_max_length());
create index one_time_tokens_code_idx on auth.one_time_tokens (user_id, code_hash)
  where code_hash is not null;

-- GoTrue's user columns for an e-mail change waiting for its confirmations, and invitations.
alter table auth.users add column email_change text
  check (email_change = lower(btrim(email_change)) and length(email_change) between 3 and app_rules.email_max_length());
alter table auth.users add column email_change_sent_at timestamptz;
alter table auth.users add column invited_at timestamptz;

-- Deleting an account (the admin API's DELETE /admin/users/{id}): refused while the account has
-- bookings, ledger entries, receipts or money, which the law keeps; otherwise the account goes
-- with what only it holds (its empty wallet, its waiting-list places; the rest cascades). Any
-- other record that still names the account refuses it too. 'deleted', 'not_found' or
-- 'account_has_records'.
create function private.delete_user_account(p_user_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from auth.users u where u.id = p_user_id for update;
  if not found then
    return 'not_found';
  end if;
  if exists (select 1 from public.bookings b where b.user_id = p_user_id)
     or exists (select 1 from public.wallet_transactions t
                 where t.user_id = p_user_id or t.created_by = p_user_id)
     or exists (select 1 from public.wallet_topups t where t.user_id = p_user_id)
     or exists (select 1 from public.wallet_withdrawals w where w.user_id = p_user_id)
     or exists (select 1 from public.receipts r where r.user_id = p_user_id)
     or exists (select 1 from public.wallets w where w.user_id = p_user_id
                   and (w.balance_eur <> 0 or w.debt_eur <> 0 or w.held_eur <> 0)) then
    return 'account_has_records';
  end if;
  begin
    delete from public.waitlist_entries e where e.user_id = p_user_id;
    delete from public.wallets w where w.user_id = p_user_id;
    delete from auth.users u where u.id = p_user_id;
  exception when foreign_key_violation then
    return 'account_has_records';
  end;
  return 'deleted';
end
$$;

-- Owned by service_role like the other definer functions reading auth.users (0026, 0028).
grant delete on public.wallets, public.waitlist_entries to service_role;
grant create on schema private to service_role;
alter function private.delete_user_account(uuid) owner to service_role;
revoke create on schema private from service_role;
revoke execute on function private.delete_user_account(uuid) from public;
grant execute on function private.delete_user_account(uuid) to service_role;
