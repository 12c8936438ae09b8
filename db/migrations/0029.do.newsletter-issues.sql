-- Newsletter issues (issue 30): an admin writes an issue, the server sends it to the confirmed
-- subscribers through the job queue.
--
-- `newsletter-send` stores the issue and adds a `newsletter_issue` job in one transaction. That
-- job writes a pending delivery for each confirmed subscriber of the moment (recipient_count)
-- and adds `newsletter_batch` jobs; a batch mails its recipients whose delivery is not sent yet
-- and records each mail, so a batch run again after a crash or a retry mails nobody twice. An
-- issue is 'sent' once no delivery is pending or failed. Only the server (service_role) writes;
-- admins read.

create function app_rules.newsletter_subject_max_length() returns integer
language sql immutable parallel safe as $$ select 200 $$;
create function app_rules.newsletter_body_max_length() returns integer
language sql immutable parallel safe as $$ select 20000 $$;
-- Every role may run the constants: a check constraint calls them as whoever writes the row.
grant execute on function app_rules.newsletter_subject_max_length(),
  app_rules.newsletter_body_max_length() to public;

create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text not null
    check (length(btrim(subject)) between 1 and app_rules.newsletter_subject_max_length()),
  body text not null
    check (length(btrim(body)) between 1 and app_rules.newsletter_body_max_length()),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  state text not null default 'sending' check (state in ('sending', 'sent')),
  -- Null until the issue job has taken the list of confirmed subscribers.
  recipient_count integer check (recipient_count >= 0),
  sent_at timestamptz,
  check ((state = 'sent') = (sent_at is not null))
);
create index newsletter_issues_created_idx on public.newsletter_issues (created_at desc, id desc);

-- One row per issue and recipient, written by the issue job for every confirmed subscriber of
-- the moment: pending, then sent (sent_at), failed (the last error; the batch job retries it) or
-- skipped (unsubscribed before its batch ran).
create table public.newsletter_deliveries (
  issue_id uuid not null references public.newsletter_issues (id) on delete cascade,
  subscription_id uuid not null references public.newsletter_subscriptions (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'skipped')),
  sent_at timestamptz,
  last_error text check (length(last_error) <= 1000),
  attempts integer not null default 0 check (attempts >= 0),
  primary key (issue_id, subscription_id),
  check ((status = 'sent') = (sent_at is not null)),
  check ((status = 'failed') = (last_error is not null))
);
alter table public.newsletter_issues enable row level security;
alter table public.newsletter_issues force row level security;
alter table public.newsletter_deliveries enable row level security;
alter table public.newsletter_deliveries force row level security;
revoke all on public.newsletter_issues, public.newsletter_deliveries
  from public, anon, authenticated;
grant select on public.newsletter_issues, public.newsletter_deliveries to authenticated;
grant select, insert, update, delete on public.newsletter_issues, public.newsletter_deliveries
  to service_role;
create policy newsletter_issues_admin_read on public.newsletter_issues for select
  to authenticated using (private.is_admin());
create policy newsletter_deliveries_admin_read on public.newsletter_deliveries for select
  to authenticated using (private.is_admin());
create policy service_role_all on public.newsletter_issues for all to service_role
  using (true) with check (true);
create policy service_role_all on public.newsletter_deliveries for all to service_role
  using (true) with check (true);

-- The issues, newest first, with their counts (admins).
create function public.newsletter_issues()
returns table (id uuid, subject text, created_at timestamptz, created_by_email text,
               state text, recipient_count integer, sent_count integer, failed_count integer,
               sent_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select i.id, i.subject, i.created_at, u.email::text, i.state, i.recipient_count,
           (select count(*)::integer from public.newsletter_deliveries d
             where d.issue_id = i.id and d.status = 'sent'),
           (select count(*)::integer from public.newsletter_deliveries d
             where d.issue_id = i.id and d.status = 'failed'),
           i.sent_at
      from public.newsletter_issues i left join auth.users u on u.id = i.created_by
     order by i.created_at desc, i.id desc
     limit 100;
end
$$;
revoke execute on function public.newsletter_issues() from public;
grant execute on function public.newsletter_issues() to authenticated;

-- How many addresses an issue sent now would reach (admins): the 'Send to N subscribers' button.
create function public.newsletter_subscriber_count()
returns integer
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return (select count(*)::integer from public.newsletter_subscriptions
           where status = 'confirmed');
end
$$;
revoke execute on function public.newsletter_subscriber_count() from public;
grant execute on function public.newsletter_subscriber_count() to authenticated;

grant create on schema public to service_role;
alter function public.newsletter_issues() owner to service_role;
alter function public.newsletter_subscriber_count() owner to service_role;
revoke create on schema public from service_role;
