-- GoTrue's secure password change: a session older than a few minutes changes the password only
-- with the current password or a six-digit code mailed by GET /auth/v1/reauthenticate. The code
-- is kept like the e-mail links, as a digest (of the user's id and the code), and is used once.
alter table auth.one_time_tokens drop constraint one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
  check (token_type in ('signup', 'recovery', 'reauthentication'));
