-- The files a mail carries (an e-ticket PDF, a calendar entry), kept with the mail when it is not
-- sent by SMTP, so that the dev mailbox can list and hand them out. Pruned with their mail.
create table auth.mail_outbox_attachments (
  mail_id bigint not null references auth.mail_outbox (id) on delete cascade,
  position smallint not null check (position >= 0),
  filename text not null check (length(filename) between 1 and 255),
  content_type text not null check (length(content_type) between 1 and 255),
  content bytea not null,
  primary key (mail_id, position)
);

alter table auth.mail_outbox_attachments enable row level security;
alter table auth.mail_outbox_attachments force row level security;
revoke all on auth.mail_outbox_attachments from public, anon, authenticated;
grant delete, insert, select on auth.mail_outbox_attachments to service_role;
create policy service_role_all on auth.mail_outbox_attachments for all to service_role
  using (true) with check (true);
