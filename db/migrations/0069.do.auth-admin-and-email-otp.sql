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

-- Deleting an account (DELETE /admin/users/{id}) goes through private.delete_account (0071).
