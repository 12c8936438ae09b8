-- The Settings page's account functions (issue 51; docs/decisions/044-settings-and-account-deletion.md).
--
-- 1. private.account_owners: the owner of money records. Every account gets a row (a trigger on
--    auth.users); bookings, the ledger, the wallet, top-ups, withdrawals, receipts, date changes,
--    waiting-list entries and reviews now point here instead of at auth.users, so an account can
--    go while those records stay, owned by an id that no longer leads to a person. The ledger
--    itself is never touched (it is append-only).
-- 2. public.my_sessions(): the caller's own sign-in sessions, for 'sessions on other devices'.
-- 3. public.export_my_data(): everything the product holds on the caller, as one JSON value,
--    read as the caller (row-level security applies) and filtered to the caller's own rows.
-- 4. private.delete_account(user id): the rules of deleting an account, in one transaction: the
--    refusals (an upcoming booking, a pending withdrawal, money in the wallet or held for the
--    waiting list, a debt), then the personal data go and the money records keep their owner id.
-- 5. public.admin_bookings keeps listing a deleted member's bookings.

create table private.account_owners (
  id uuid primary key,
  created_at timestamptz not null default now(),
  -- Set when the account was deleted: the records that name this owner belong to nobody now.
  deleted_at timestamptz
);
alter table private.account_owners enable row level security;
alter table private.account_owners force row level security;
grant select, insert, update on private.account_owners to service_role;
create policy service_role_all on private.account_owners for all to service_role
  using (true) with check (true);

insert into private.account_owners (id, created_at) select id, created_at from auth.users;

create function private.add_account_owner() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.account_owners (id, created_at) values (new.id, new.created_at)
    on conflict (id) do nothing;
  return new;
end;
$$;
revoke execute on function private.add_account_owner() from public;
-- NOTE: named to fire before users_create_wallet (AFTER triggers run in name order): the new
-- wallet row points at the owner row.
create trigger users_account_owner after insert on auth.users
  for each row execute function private.add_account_owner();

alter table public.bookings drop constraint bookings_user_id_fkey,
  add constraint bookings_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;
alter table public.booking_date_changes drop constraint booking_date_changes_user_id_fkey,
  add constraint booking_date_changes_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;
alter table public.receipts drop constraint receipts_user_id_fkey,
  add constraint receipts_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;
alter table public.review_records drop constraint review_records_user_id_fkey,
  add constraint review_records_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;
alter table public.waitlist_entries drop constraint waitlist_entries_user_id_fkey,
  add constraint waitlist_entries_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;
alter table public.wallet_topups drop constraint wallet_topups_user_id_fkey,
  add constraint wallet_topups_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;
alter table public.wallet_transactions drop constraint wallet_transactions_user_id_fkey,
  add constraint wallet_transactions_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;
alter table public.wallet_transactions drop constraint wallet_transactions_created_by_fkey,
  add constraint wallet_transactions_created_by_fkey foreign key (created_by)
    references private.account_owners (id) on delete restrict;
alter table public.wallet_withdrawals drop constraint wallet_withdrawals_user_id_fkey,
  add constraint wallet_withdrawals_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;
alter table public.wallets drop constraint wallets_user_id_fkey,
  add constraint wallets_user_id_fkey foreign key (user_id)
    references private.account_owners (id) on delete restrict;

-- The caller's sessions; last_active_at is the last refresh (or the start).
create function public.my_sessions()
returns table (
  id uuid,
  user_agent text,
  created_at timestamptz,
  last_active_at timestamptz,
  aal text,
  is_current boolean
)
language sql stable security definer set search_path = '' as $$
  select s.id, s.user_agent, s.created_at, coalesce(s.refreshed_at, s.created_at), s.aal,
         s.id::text is not distinct from nullif(auth.jwt() ->> 'session_id', '')
    from auth.sessions s
   where s.user_id = auth.uid()
   order by coalesce(s.refreshed_at, s.created_at) desc, s.id;
$$;
revoke execute on function public.my_sessions() from public;
grant execute on function public.my_sessions() to authenticated;

-- What only the auth tables and the newsletter (kept by address) know of the caller, and their
-- reviews including hidden ones: read with the owner's rights, for auth.uid() alone.
create function private.my_account_data() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'account', (
      select jsonb_build_object(
        'id', u.id, 'email', u.email, 'email_confirmed_at', u.email_confirmed_at,
        'created_at', u.created_at, 'last_sign_in_at', u.last_sign_in_at,
        'user_metadata', u.raw_user_meta_data)
        from auth.users u where u.id = auth.uid()),
    'sessions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', s.id, 'user_agent', s.user_agent, 'ip', s.ip, 'created_at', s.created_at,
               'last_active_at', coalesce(s.refreshed_at, s.created_at), 'aal', s.aal)
             order by s.created_at)
        from auth.sessions s where s.user_id = auth.uid()), '[]'::jsonb),
    'two_factor', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
               'status', f.status, 'created_at', f.created_at)
             order by f.created_at)
        from auth.mfa_factors f where f.user_id = auth.uid()), '[]'::jsonb),
    'newsletter', (
      select jsonb_build_object(
        'email', n.email, 'status', n.status, 'locale', n.locale, 'created_at', n.created_at,
        'confirmed_at', n.confirmed_at, 'unsubscribed_at', n.unsubscribed_at)
        from public.newsletter_subscriptions n
        join auth.users u on u.email = n.email
       where u.id = auth.uid()),
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', r.id, 'booking_id', r.booking_id, 'tour_id', r.tour_id,
               'micro_tour_id', r.micro_tour_id, 'rating', r.rating, 'body', r.body,
               'author_name', r.author_name, 'trip_month', r.trip_month,
               'created_at', r.created_at, 'hidden_at', r.hidden_at,
               'hidden_reason', r.hidden_reason)
             order by r.created_at)
        from public.review_records r where r.user_id = auth.uid()), '[]'::jsonb)
  )
  where auth.uid() is not null;
$$;
revoke execute on function private.my_account_data() from public;
grant execute on function private.my_account_data() to authenticated;

-- NOTE: the member tables' read policies also let an admin read everyone's rows, so each list
-- is filtered to the caller too: an admin's download holds only the admin's own rows.
create function public.export_my_data() returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_own jsonb;
begin
  if v_user is null then
    raise exception 'not_signed_in' using errcode = '42501', hint = 'not_signed_in';
  end if;
  v_own := private.my_account_data();
  return jsonb_build_object(
    'format', 'ecotours-member-data/1',
    'exported_at', now(),
    'account', v_own -> 'account',
    'sessions', v_own -> 'sessions',
    'two_factor', v_own -> 'two_factor',
    'home_place', (
      select to_jsonb(h) - 'user_id' from public.member_home_places h where h.user_id = v_user),
    'bookings', coalesce((
      select jsonb_agg(to_jsonb(b) order by b.created_at, b.id)
        from public.bookings b where b.user_id = v_user), '[]'::jsonb),
    'lead_traveler_contacts', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at, c.booking_id)
        from public.booking_contacts c where c.user_id = v_user), '[]'::jsonb),
    'booking_date_changes', coalesce((
      select jsonb_agg(to_jsonb(d) order by d.created_at, d.id)
        from public.booking_date_changes d where d.user_id = v_user), '[]'::jsonb),
    'wallet', (
      select jsonb_build_object('balance_eur', w.balance_eur, 'held_eur', w.held_eur,
                                'debt_eur', w.debt_eur, 'created_at', w.created_at,
                                'updated_at', w.updated_at)
        from public.wallets w where w.user_id = v_user),
    'ledger', coalesce((
      select jsonb_agg(to_jsonb(t) order by t.created_at, t.id)
        from public.wallet_transactions t where t.user_id = v_user), '[]'::jsonb),
    'top_ups', coalesce((
      select jsonb_agg(to_jsonb(t) - 'resume' order by t.created_at, t.id)
        from public.wallet_topups t where t.user_id = v_user), '[]'::jsonb),
    'withdrawals', coalesce((
      select jsonb_agg(to_jsonb(w) order by w.created_at, w.id)
        from public.wallet_withdrawals w where w.user_id = v_user), '[]'::jsonb),
    'receipts', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.issued_at, r.id)
        from public.receipts r where r.user_id = v_user), '[]'::jsonb),
    'waitlist', coalesce((
      select jsonb_agg(to_jsonb(e) order by e.created_at, e.id)
        from public.waitlist_entries e where e.user_id = v_user), '[]'::jsonb),
    'reviews', v_own -> 'reviews',
    'newsletter', v_own -> 'newsletter'
  );
end;
$$;
revoke execute on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;

-- Why an account cannot be deleted now, or null: the first reason in this order. An upcoming
-- booking is paid or pending and starts today or later in its tour's time zone.
create function private.account_deletion_blocker(p_user uuid) returns text
language sql stable set search_path = '' as $$
  select case
    when exists (
      select 1 from public.bookings b
       where b.user_id = p_user and b.status in ('paid', 'pending')
         and b.start_date >= (now() at time zone b.time_zone)::date)
      then 'upcoming_booking'
    when exists (
      select 1 from public.wallet_withdrawals w where w.user_id = p_user and w.status = 'pending')
      then 'withdrawal_pending'
    when exists (
      select 1 from public.wallets w where w.user_id = p_user and w.balance_eur > 0)
      then 'wallet_not_empty'
    when exists (
      select 1 from public.wallets w where w.user_id = p_user and w.held_eur > 0)
      or exists (
      select 1 from public.waitlist_entries e where e.user_id = p_user and e.status = 'waiting')
      then 'waitlist_holds_money'
    when exists (
      select 1 from public.wallets w where w.user_id = p_user and w.debt_eur > 0)
      then 'wallet_debt'
  end;
$$;
revoke execute on function private.account_deletion_blocker(uuid) from public;
grant execute on function private.account_deletion_blocker(uuid) to service_role;

-- The name a deleted member's reviews show from then on.
create function app_rules.former_member_name() returns text
language sql immutable as $$ select 'Former member' $$;

-- Deletes an account (the server has checked who asks: the member with their password, or an
-- admin). Refused with SQLSTATE PT409 and the reason as the message. Answers the address and
-- metadata the farewell mail needs, read before they go.
create function private.delete_account(p_user uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user auth.users%rowtype;
  v_blocker text;
begin
  select * into v_user from auth.users where id = p_user for update;
  if not found then
    raise exception 'user_not_found' using errcode = 'PT404';
  end if;
  -- The wallet's row lock orders this after any money movement in flight, and holds the next.
  perform 1 from public.wallets where user_id = p_user for update;
  v_blocker := private.account_deletion_blocker(p_user);
  if v_blocker is not null then
    raise exception '%', v_blocker using errcode = 'PT409';
  end if;

  update public.review_records set author_name = app_rules.former_member_name()
   where user_id = p_user;
  delete from public.newsletter_subscriptions where email = v_user.email;
  delete from public.contact_messages where email = v_user.email;
  delete from auth.mail_outbox where to_address = v_user.email;
  update private.account_owners set deleted_at = now() where id = p_user;
  -- Cascades: sessions and refresh tokens, two-factor factors, one-time tokens, lead-traveller
  -- contacts, the home city, notices, idempotency records, staff roles, guide assignments.
  delete from auth.users where id = p_user;

  return jsonb_build_object('email', v_user.email, 'user_metadata', v_user.raw_user_meta_data);
end;
$$;
revoke execute on function private.delete_account(uuid) from public;
grant execute on function private.delete_account(uuid) to service_role;

-- 5. The admin's bookings list keeps a deleted member's bookings (no e-mail any more): the rows
--    and the sort by e-mail join the accounts with a left join, so the page holds what the
--    total counts. Otherwise as in 0031.
create or replace function public.admin_bookings(p_search text DEFAULT ''::text, p_sort text DEFAULT 'created_at'::text, p_descending boolean DEFAULT true, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0, p_status text DEFAULT NULL::text, p_user_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort,
    array['created_at', 'start_date', 'total_eur', 'email'], p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, true);
  reference text := lower(btrim(coalesce(p_search, ''), E' \t\n\r\f\u000b'));
  first_id uuid;
  last_id uuid;
  filter text;
  total bigint;
  ids uuid[];
  page record;
begin
  perform private.admin_list_choice('status (p_status)', p_status,
                                    array['paid', 'pending', 'cancelled']);
  if reference ~ '^[0-9a-f]{1,8}$' then
    first_id := rpad(reference, 32, '0')::uuid;
    last_id := rpad(reference, 32, 'f')::uuid;
  end if;
  filter := concat_ws(' and ', 'true',
    case when pattern is not null then
      'b.id in (select b2.id from public.bookings b2 join auth.users u2 on u2.id = b2.user_id
                 where u2.email ilike $1
                union all
                select b2.id from public.bookings b2 join public.tours t2 on t2.id = b2.tour_id
                 where (t2.title || chr(1) || t2.slug || chr(1) || t2.country) ilike $1
                   and t2.title ilike $1
                union all
                select b2.id from public.bookings b2 join public.micro_tours m2 on m2.id = b2.micro_tour_id
                 where (m2.title || chr(1) || m2.slug || chr(1) || m2.city || chr(1) || m2.country) ilike $1
                   and m2.title ilike $1
                union all
                select b2.id from public.bookings b2 where b2.id between $6 and $7)' end,
    case when p_status is not null then 'b.status = $4' end,
    case when p_user_id is not null then 'b.user_id = $5' end);
  execute 'select count(*) from public.bookings b where ' || filter
    into total using pattern, p_limit, p_offset, p_status, p_user_id, first_id, last_id;
  page := private.admin_list_window(total, p_limit, p_offset, dir);
  execute format('select array(select b.id from public.bookings b %s where %s
                               order by %s %s, b.id %s limit $2 offset $3)',
                 case when p_sort = 'email' then 'left join auth.users u on u.id = b.user_id' else '' end,
                 filter, case when p_sort = 'email' then 'u.email' else format('b.%I', p_sort) end,
                 page.dir, page.dir)
    into ids using pattern, page.page_limit, page.page_offset, p_status, p_user_id, first_id, last_id;
  ids := private.admin_list_ordered(ids, page.reversed);
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', b.id, 'reference', upper(left(b.id::text, 8)), 'user_id', b.user_id,
             'email', u.email, 'kind', case when b.tour_id is not null then 'tour' else 'micro_tour' end,
             'tour_id', b.tour_id, 'micro_tour_id', b.micro_tour_id,
             'title', coalesce(t.title, m.title, ''), 'slug', coalesce(t.slug, m.slug, ''),
             'start_date', b.start_date, 'travelers', b.travelers, 'total_eur', b.total_eur,
             'status', b.status, 'refund_eur', b.refund_eur, 'checked_in_at', b.checked_in_at,
             'created_at', b.created_at) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n)
      join public.bookings b on b.id = p.id
      left join auth.users u on u.id = b.user_id
      left join public.tours t on t.id = b.tour_id
      left join public.micro_tours m on m.id = b.micro_tour_id));
end
$function$;

