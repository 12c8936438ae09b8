-- Guides assigned to tours and micro-tours, and the guide's list of the day (issue 50,
-- docs/decisions/040-guide-day-list.md).
--
-- 1. public.guide_assignments: an admin names the guides of a tour or micro-tour. Guides read
--    their own rows, admins all; every write goes through public.set_guide_assignment, which
--    accepts only accounts that hold the guide role now. A guide's check-in rights (0028) do
--    not depend on it: it decides what the day's list shows and what it may check in.
-- 2. public.guide_day(): today's departures (today in each tour's own time zone) of the
--    caller's tours (an admin's: every tour), with their paid bookings and each one's lead
--    traveller (public.booking_contacts, 0065), for the check-in page.
-- 3. public.guide_check_in(booking id): check-in from that list. Idempotent (a second call
--    answers already_checked_in with the first time and writes nothing), under the booking's
--    row lock (two guides at once: one write), only on the departure's day in its time zone,
--    only for a paid booking of a departure that is not cancelled, only on the caller's tours.

create table public.guide_assignments (
  id uuid primary key default gen_random_uuid(),
  guide_id uuid not null references auth.users (id) on delete cascade,
  tour_id uuid references public.tours (id) on delete cascade,
  micro_tour_id uuid references public.micro_tours (id) on delete cascade,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  constraint guide_assignments_one_listing check (num_nonnulls(tour_id, micro_tour_id) = 1)
);
create unique index guide_assignments_tour on public.guide_assignments (tour_id, guide_id)
  where tour_id is not null;
create unique index guide_assignments_micro_tour
  on public.guide_assignments (micro_tour_id, guide_id) where micro_tour_id is not null;
create index guide_assignments_guide on public.guide_assignments (guide_id);
-- The day's list of an admin reads every departure of one date.
create index departures_start_date_idx on public.departures (start_date);

alter table public.guide_assignments enable row level security;
alter table public.guide_assignments force row level security;
grant select on public.guide_assignments to authenticated;
grant select, insert, delete on public.guide_assignments to service_role;
create policy guide_assignments_read on public.guide_assignments for select to authenticated
  using (private.is_admin() or guide_id = auth.uid());
create policy service_role_all on public.guide_assignments for all to service_role
  using (true) with check (true);

-- Whether the caller sees every tour's list (admins, the service) or only their own.
create function private.sees_every_tour() returns boolean
language sql stable set search_path = '' as $$
  select auth.role() = 'service_role' or private.is_admin()
$$;
grant execute on function private.sees_every_tour() to authenticated, service_role;

-- Whether the caller may work the list of this tour or micro-tour.
create function private.guides_listing(p_tour_id uuid, p_micro_tour_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.sees_every_tour()
      or exists (select 1 from public.guide_assignments a
                  where a.guide_id = auth.uid()
                    and (a.tour_id = p_tour_id or a.micro_tour_id = p_micro_tour_id))
$$;

-- An admin assigns a guide to a tour or micro-tour (p_assigned) or takes the assignment back.
-- Saying the same twice changes nothing. Only an account that is a guide now can be assigned.
create function public.set_guide_assignment(p_guide_id uuid, p_assigned boolean,
                                            p_tour_id uuid default null,
                                            p_micro_tour_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_admin();
  if p_guide_id is null or p_assigned is null or num_nonnulls(p_tour_id, p_micro_tour_id) <> 1 then
    perform private.refuse('400', 'validation_failed',
      'Name a guide and one tour or micro-tour.');
  end if;
  if p_assigned then
    if not exists (select 1 from auth.users u
                    where u.id = p_guide_id and u.raw_app_meta_data ->> 'role' = 'guide') then
      perform private.refuse('404', 'guide_not_found', 'This account is not a guide.');
    end if;
    if p_tour_id is not null and not exists (select 1 from public.tours t where t.id = p_tour_id) then
      perform private.refuse('404', 'tour_not_found', 'Tour not found');
    end if;
    if p_micro_tour_id is not null
       and not exists (select 1 from public.micro_tours m where m.id = p_micro_tour_id) then
      perform private.refuse('404', 'micro_tour_not_found', 'Micro-tour not found');
    end if;
    insert into public.guide_assignments (guide_id, tour_id, micro_tour_id, created_by)
    values (p_guide_id, p_tour_id, p_micro_tour_id, auth.uid())
    on conflict do nothing;
  else
    delete from public.guide_assignments a
     where a.guide_id = p_guide_id
       and (a.tour_id = p_tour_id or a.micro_tour_id = p_micro_tour_id);
  end if;
  return jsonb_build_object('guideId', p_guide_id, 'tourId', p_tour_id,
                            'microTourId', p_micro_tour_id, 'assigned', p_assigned);
end
$$;

-- Today's departures of the caller's tours, each with its paid bookings, as the check-in page
-- shows them. "Today" is the date on each tour's own wall clock; a departure cancelled by an
-- operator is left out (its travelers were refunded).
create function public.guide_day() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  every_tour boolean;
  answer jsonb;
begin
  perform private.require_staff();
  every_tour := private.sees_every_tour();
  with listings as (
    select d.id, d.tour_id, d.micro_tour_id, d.start_date, d.start_time, d.status,
           coalesce(t.title, m.title) as title,
           coalesce(t.translations, m.translations) as translations,
           nullif(btrim(coalesce(t.meeting_point, m.meeting_point)), '') as meeting_point,
           private.country_time_zone(coalesce(t.country, m.country)) as time_zone
      from public.departures d
      left join public.tours t on t.id = d.tour_id
      left join public.micro_tours m on m.id = d.micro_tour_id
     -- Every zone's today is within a day of UTC's: the range lets the date index narrow it.
     where d.start_date between (now() at time zone 'UTC')::date - 1
                            and (now() at time zone 'UTC')::date + 1
       and d.status <> 'cancelled'
       and (every_tour or exists (
             select 1 from public.guide_assignments a
              where a.guide_id = auth.uid()
                and (a.tour_id = d.tour_id or a.micro_tour_id = d.micro_tour_id)))
  ),
  today as (
    select l.* from listings l
     where l.start_date = (now() at time zone l.time_zone)::date
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'departureId', d.id,
           'kind', case when d.tour_id is null then 'micro_tour' else 'tour' end,
           'listingId', coalesce(d.tour_id, d.micro_tour_id),
           'title', d.title,
           'titleTranslations', coalesce((select jsonb_object_agg(l.key, l.value ->> 'title')
                                            from jsonb_each(d.translations) l
                                           where jsonb_typeof(l.value -> 'title') = 'string'),
                                         '{}'),
           'startDate', d.start_date::text,
           'startTime', to_char(d.start_time, 'HH24:MI'),
           'timeZone', d.time_zone,
           'meetingPoint', d.meeting_point,
           'status', d.status,
           'expected', coalesce(b.expected, 0),
           'checkedIn', coalesce(b.checked_in, 0),
           'bookings', coalesce(b.bookings, '[]'))
         order by d.start_time, d.title, d.id), '[]')
    into answer
    from today d
    left join lateral (
      select sum(x.travelers)::integer as expected,
             (sum(x.travelers) filter (where x.checked_in_at is not null))::integer as checked_in,
             jsonb_agg(jsonb_build_object(
               'bookingId', x.id,
               'reference', upper(left(x.id::text, 8)),
               'leadName', x.lead_name,
               'phone', x.phone,
               'travelers', x.travelers,
               'addons', x.addons,
               'checkedInAt', x.checked_in_at)
             order by lower(x.lead_name), x.id) as bookings
        from (
          -- The lead traveller the booking names (0065); older bookings have none, and show
          -- the member's name as their account gives it (else the e-mail address).
          select bk.id, bk.travelers, bk.checked_in_at,
                 coalesce(c.lead_name, private.holder_name(u.raw_user_meta_data),
                          u.email::text) as lead_name,
                 c.phone,
                 coalesce((select jsonb_agg(a.title order by a.title)
                             from public.addons a where a.id = any (bk.addon_ids)), '[]') as addons
            from public.bookings bk
            join auth.users u on u.id = bk.user_id
            left join public.booking_contacts c on c.booking_id = bk.id
           where bk.departure_id = d.id and bk.status = 'paid'
        ) x
    ) b on true;
  return answer;
end
$$;

-- Check-in from the day's list, by booking id.
create function public.guide_check_in(p_booking_id text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  booking public.bookings;
  departure public.departures;
  zone text;
begin
  perform private.require_staff();
  if p_booking_id is null
     or p_booking_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform private.refuse('400', 'validation_failed', 'A booking id is a UUID.');
  end if;
  -- The row lock makes concurrent check-ins of one booking wait for each other: one writes,
  -- the others read its time.
  select * into booking from public.bookings b
   where b.id = p_booking_id::uuid and b.status in ('paid', 'cancelled')
     for update;
  if not found then
    perform private.refuse('404', 'booking_not_found', 'Booking not found');
  end if;
  if not private.guides_listing(booking.tour_id, booking.micro_tour_id) then
    perform private.refuse('403', 'guide_not_assigned',
      'This booking is on a tour you are not assigned to.');
  end if;
  -- Already checked in: the first time, and nothing written (a replay from a queue, a second
  -- guide, the next morning's resend).
  if booking.checked_in_at is not null then
    return jsonb_build_object('outcome', 'already_checked_in', 'bookingId', booking.id,
      'reference', upper(left(booking.id::text, 8)), 'travelers', booking.travelers,
      'checkedInAt', booking.checked_in_at);
  end if;
  if booking.status = 'cancelled' then
    perform private.refuse('409', 'ticket_cancelled',
      'This booking was cancelled: its ticket is no longer valid.');
  end if;
  select * into departure from public.departures d where d.id = booking.departure_id;
  if departure.status = 'cancelled' then
    perform private.refuse('409', 'departure_cancelled',
      'This departure was cancelled: its travelers were refunded.');
  end if;
  select private.country_time_zone(coalesce(t.country, m.country)) into zone
    from public.departures d
    left join public.tours t on t.id = d.tour_id
    left join public.micro_tours m on m.id = d.micro_tour_id
   where d.id = departure.id;
  if booking.start_date <> (now() at time zone zone)::date then
    perform private.refuse('409', 'check_in_not_today',
      'Check-in from the list is for today''s departures only.');
  end if;
  update public.bookings b set checked_in_at = now(), checked_in_by = auth.uid()
   where b.id = booking.id
  returning * into booking;
  return jsonb_build_object('outcome', 'checked_in', 'bookingId', booking.id,
    'reference', upper(left(booking.id::text, 8)), 'travelers', booking.travelers,
    'checkedInAt', booking.checked_in_at);
end
$$;

-- Owned by service_role like the other definer functions reading auth.users (0026, 0028).
grant create on schema private, public to service_role;
alter function private.guides_listing(uuid, uuid) owner to service_role;
alter function public.set_guide_assignment(uuid, boolean, uuid, uuid) owner to service_role;
alter function public.guide_day() owner to service_role;
alter function public.guide_check_in(text) owner to service_role;
revoke create on schema private, public from service_role;

revoke execute on function public.set_guide_assignment(uuid, boolean, uuid, uuid),
  public.guide_day(), public.guide_check_in(text) from public;
grant execute on function private.guides_listing(uuid, uuid) to authenticated, service_role;
grant execute on function public.set_guide_assignment(uuid, boolean, uuid, uuid),
  public.guide_day(), public.guide_check_in(text) to authenticated, service_role;
