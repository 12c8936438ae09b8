-- Tickets, check-in at the meeting point, and the guide role (issue 30).
--
-- 1. A booking remembers when it was checked in and by whom. Only staff (admins, and guides an
--    admin named) check a booking in, once, through public.check_in_booking; members cannot
--    write these columns (they have no update grant on bookings at all).
-- 2. A guide is `app_metadata.role = 'guide'` in the token AND still a guide in auth.users, so
--    taking the role away refuses the guide at once, not when their token expires.

-- The ticket, its mails and its calendar entry state the meeting time (0027 defines it).
grant execute on function app_rules.meeting_time() to public;

alter table public.bookings
  add column checked_in_at timestamptz,
  add column checked_in_by uuid references auth.users (id) on delete set null,
  -- Checked in only once paid; an operator may still cancel the departure afterwards (the
  -- arrival stays on record), so a cancelled booking may keep its check-in time.
  add constraint bookings_checked_in_paid
    check (checked_in_at is null or status in ('paid', 'cancelled'));

-- Admins, the service, or a guide whose account still has the role.
create function private.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.role() = 'service_role'
      or private.is_admin()
      or (coalesce(auth.jwt() -> 'app_metadata' ->> 'role' = 'guide', false)
          and exists (select 1 from auth.users u
                       where u.id = auth.uid() and u.raw_app_meta_data ->> 'role' = 'guide'))
$$;

create function private.require_staff() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_staff() then
    perform private.refuse('403', 'staff_required', 'Staff access required');
  end if;
  -- A signed-out device's token is refused like everywhere money or bookings change.
  if auth.role() = 'authenticated' then
    perform private.live_session_user();
  end if;
end
$$;

-- The holder's name as the account gives it (the app writes `name`, other clients `full_name`).
create function private.holder_name(meta jsonb) returns text
language sql immutable set search_path = '' as $$
  select nullif(btrim(coalesce(meta ->> 'name', meta ->> 'full_name')), '')
$$;

-- What the check-in screen shows for one booking.
create function private.check_in_answer(booking public.bookings, outcome text) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'outcome', outcome,
    'reference', upper(left(booking.id::text, 8)),
    'title', coalesce((select t.title from public.tours t where t.id = booking.tour_id),
                      (select m.title from public.micro_tours m where m.id = booking.micro_tour_id)),
    'startDate', booking.start_date::text,
    'travelers', booking.travelers,
    'holderName', (select private.holder_name(u.raw_user_meta_data)
                     from auth.users u where u.id = booking.user_id),
    'checkedInAt', booking.checked_in_at)
$$;

-- Staff mark a booking checked in: once, under the booking's row lock, so concurrent scans of
-- one ticket give one `checked_in` and `already_checked_in` (with the first time) to the rest.
create function public.check_in_booking(p_booking_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  booking public.bookings;
begin
  perform private.require_staff();
  select * into booking from public.bookings b
   where b.id = p_booking_id and b.status in ('paid', 'cancelled')
     for update;
  if not found then
    perform private.refuse('404', 'ticket_not_found', 'Ticket not found');
  end if;
  if booking.status = 'cancelled' then
    return private.check_in_answer(booking, 'cancelled');
  end if;
  if booking.checked_in_at is not null then
    return private.check_in_answer(booking, 'already_checked_in');
  end if;
  update public.bookings b set checked_in_at = now(), checked_in_by = auth.uid()
   where b.id = booking.id
  returning * into booking;
  return private.check_in_answer(booking, 'checked_in');
end
$$;

-- The bookings a typed reference may mean at the meeting point: paid or cancelled, departing
-- yesterday, today or tomorrow in the booking's own time zone. The reference is the id's first
-- 8 hex digits, so the lookup is a range of the primary key.
create function public.check_in_candidates(p_reference text) returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff();
  if p_reference is null or p_reference !~* '^[0-9a-f]{8}$' then
    perform private.refuse('400', 'validation_failed',
      'A booking reference is 8 letters and digits (0-9, A-F).');
  end if;
  return query
    select b.id from public.bookings b
     where b.id between (lower(p_reference) || '-0000-0000-0000-000000000000')::uuid
                    and (lower(p_reference) || '-ffff-ffff-ffff-ffffffffffff')::uuid
       and b.status in ('paid', 'cancelled')
       and abs(b.start_date - (now() at time zone coalesce(b.time_zone,
                                                          app_rules.default_time_zone()))::date) <= 1
     order by b.id
     limit 10;
end
$$;

-- The accounts holding a staff role, for the admin's list (admins only).
create function public.staff_members()
returns table (user_id uuid, email text, role text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501';
  end if;
  return query
    select u.id, u.email, u.raw_app_meta_data ->> 'role'
      from auth.users u
     where u.raw_app_meta_data ->> 'role' = 'guide'
     order by u.email;
end
$$;

-- Owned by service_role like the other definer functions reading auth.users (0026): it bypasses
-- the forced row-level security there, which a managed database's owner would not.
grant create on schema private, public to service_role;
alter function private.is_staff() owner to service_role;
alter function private.require_staff() owner to service_role;
alter function private.holder_name(jsonb) owner to service_role;
alter function private.check_in_answer(public.bookings, text) owner to service_role;
alter function public.check_in_booking(uuid) owner to service_role;
alter function public.check_in_candidates(text) owner to service_role;
alter function public.staff_members() owner to service_role;
revoke create on schema private, public from service_role;

revoke execute on function public.check_in_booking(uuid), public.check_in_candidates(text),
  public.staff_members() from public;
grant execute on function private.is_staff() to authenticated, service_role;
grant execute on function public.check_in_booking(uuid), public.check_in_candidates(text),
  public.staff_members() to authenticated, service_role;

-- A member's own cancellation is mailed too, saying what the refund was: a notice written with
-- the cancellation, like the departure-cancelled and waiting-list mails (0026).
alter table private.member_notices drop constraint member_notices_kind_check;
alter table private.member_notices add constraint member_notices_kind_check
  check (kind in ('departure_cancelled', 'waitlist_booked', 'waitlist_released', 'booking_cancelled'));

create function private.booking_cancelled_notice() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.member_notices (user_id, kind, booking_id, details)
  values (new.user_id, 'booking_cancelled', new.id, jsonb_build_object(
    'tourTitle', coalesce((select t.title from public.tours t where t.id = new.tour_id),
                          (select m.title from public.micro_tours m where m.id = new.micro_tour_id)),
    'startDate', new.start_date, 'travelers', new.travelers, 'total', new.total_eur,
    'refund', coalesce(new.refund_eur, 0), 'percent', coalesce(new.refund_percent, 0)));
  return null;
end
$$;
create trigger bookings_cancelled_by_member after update of status on public.bookings
  for each row when (old.status = 'paid' and new.status = 'cancelled'
                     and new.cancelled_by = 'member')
  execute function private.booking_cancelled_notice();
grant create on schema private to service_role;
alter function private.booking_cancelled_notice() owner to service_role;
revoke create on schema private from service_role;
