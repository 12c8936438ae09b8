-- Reviews only from travellers who went (issue 49, docs/decisions/031-verified-reviews.md).
--
-- A member reviews a tour or micro-tour once per booking that took place; the catalogue's rating
-- is the mean of its visible reviews, kept in the transaction that adds or hides one. Members
-- write only through public.submit_review; anyone reads visible reviews at /rest/v1/reviews
-- (first name and trip month, never an e-mail or member id); admins hide and unhide with a
-- reason, each change audited and its author told by mail.

-- 1. The one rule of "a booking that took place": paid (neither pending nor cancelled, and so
--    not refunded), and checked in or its start day over where the trip starts. The review
--    function, the invitations and (later) the achievements all ask this function.
create function private.booking_took_place(booking public.bookings,
                                           at timestamptz default now()) returns boolean
language sql stable parallel safe set search_path = '' as $$
  select booking.status = 'paid'
     and (booking.checked_in_at is not null
          or (at at time zone booking.time_zone)::date > booking.start_date)
$$;

-- A member's trips that took place, for counting on the server (achievements, dashboard).
create function private.trips_taken_place(member uuid, at timestamptz default now())
returns setof public.bookings
language sql stable set search_path = '' as $$
  select b.* from public.bookings b
   where b.user_id = member and b.status = 'paid' and private.booking_took_place(b, at)
$$;

-- Limits of a review's text and rating (the domain's reviewRules read them through db-rules).
create function app_rules.review_text_min_length() returns integer
language sql immutable parallel safe as $$ select 20 $$;
create function app_rules.review_text_max_length() returns integer
language sql immutable parallel safe as $$ select 2000 $$;
create function app_rules.review_hide_reason_max_length() returns integer
language sql immutable parallel safe as $$ select 500 $$;
grant execute on function app_rules.review_text_min_length(), app_rules.review_text_max_length(),
  app_rules.review_hide_reason_max_length() to public;

-- 2. The reviews. One per booking (the unique key holds under concurrency); the author's first
--    name and the trip's month are kept on the row, so the public read joins nothing private.
create table public.review_records (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete restrict,
  tour_id uuid references public.tours (id) on delete restrict,
  micro_tour_id uuid references public.micro_tours (id) on delete restrict,
  rating smallint not null check (rating between 1 and 5),
  body text not null check (char_length(btrim(body)) >= app_rules.review_text_min_length()
                            and char_length(body) <= app_rules.review_text_max_length()),
  author_name text not null check (char_length(author_name) between 1 and 100),
  trip_month date not null check (extract(day from trip_month) = 1),
  created_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_reason text check (char_length(btrim(hidden_reason)) between 1
                              and app_rules.review_hide_reason_max_length()),
  hidden_by uuid references auth.users (id) on delete set null,
  constraint review_records_one_per_booking unique (booking_id),
  constraint review_records_one_listing check (num_nonnulls(tour_id, micro_tour_id) = 1),
  constraint review_records_hidden_with_reason check ((hidden_at is null) = (hidden_reason is null))
);
create index review_records_tour_idx on public.review_records (tour_id, created_at desc, id)
  where hidden_at is null and tour_id is not null;
create index review_records_micro_tour_idx
  on public.review_records (micro_tour_id, created_at desc, id)
  where hidden_at is null and micro_tour_id is not null;
create index review_records_user_idx on public.review_records (user_id);
create index review_records_created_idx on public.review_records (created_at desc, id);
alter table public.review_records enable row level security;
alter table public.review_records force row level security;
revoke all on public.review_records from public, anon, authenticated;
-- Only what a page shows; no e-mail is on the row, the member id and booking are not granted.
grant select (id, tour_id, micro_tour_id, rating, body, author_name, trip_month, created_at,
              hidden_at) on public.review_records to anon, authenticated;
grant select, insert, update on public.review_records to service_role;
create policy review_records_visible_read on public.review_records for select
  to anon, authenticated using (hidden_at is null);
create policy service_role_all on public.review_records for all to service_role
  using (true) with check (true);

-- Every hide and unhide: who, when, why. Written only by the admin functions.
create table public.review_audit (
  id bigint generated always as identity primary key,
  review_id uuid not null references public.review_records (id) on delete cascade,
  action text not null check (action in ('hide', 'unhide')),
  reason text check (char_length(reason) <= app_rules.review_hide_reason_max_length()),
  actor_id uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now()
);
create index review_audit_review_idx on public.review_audit (review_id, changed_at);
alter table public.review_audit enable row level security;
alter table public.review_audit force row level security;
revoke all on public.review_audit from public, anon, authenticated;
grant select on public.review_audit to authenticated;
grant select, insert on public.review_audit to service_role;
create policy review_audit_admin_read on public.review_audit for select to authenticated
  using (private.is_admin());
create policy service_role_all on public.review_audit for all to service_role
  using (true) with check (true);

-- Review invitations sent, once per booking (the scheduled job's memory).
create table private.review_invitations (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  sent_at timestamptz not null default now()
);
grant select, insert, delete on private.review_invitations to service_role;

-- The public read, /rest/v1/reviews: visible reviews with what a page shows. security_invoker:
-- the caller's column grants and the table's RLS apply, so it shows no more than they allow.
create view public.reviews with (security_invoker = true) as
select r.id, r.tour_id, r.micro_tour_id, r.rating, r.body as text, r.author_name,
       to_char(r.trip_month, 'YYYY-MM') as trip_month, r.created_at, true as verified
  from public.review_records r
 where r.hidden_at is null;
grant select on public.reviews to anon, authenticated, service_role;

-- 3. The catalogue's rating: the mean of visible reviews, with their count.
alter table public.tours add column review_count integer not null default 0
  check (review_count >= 0);
alter table public.micro_tours add column review_count integer not null default 0
  check (review_count >= 0);

-- A rating is no longer typed in: an admin's insert or update through the data API keeps the
-- derived values (a new listing has none); only the review functions (service_role) and the
-- seed change them.
create function private.keep_review_rating() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.rating := null;
      new.review_count := 0;
    else
      new.rating := old.rating;
      new.review_count := old.review_count;
    end if;
  end if;
  return new;
end
$$;
create trigger tours_keep_review_rating before insert or update of rating, review_count
  on public.tours for each row execute function private.keep_review_rating();
create trigger micro_tours_keep_review_rating before insert or update of rating, review_count
  on public.micro_tours for each row execute function private.keep_review_rating();

-- Recomputes one listing's rating. The listing's row is locked first, so two reviews committed
-- at once are both counted: the second waits and then reads with a fresh snapshot.
create function private.refresh_review_rating(p_tour_id uuid, p_micro_tour_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_tour_id is not null then
    perform 1 from public.tours t where t.id = p_tour_id for update;
    update public.tours t
       set rating = s.mean, review_count = s.n
      from (select round(avg(r.rating), 1) as mean, count(*)::int as n
              from public.review_records r
             where r.tour_id = p_tour_id and r.hidden_at is null) s
     where t.id = p_tour_id
       and (t.rating, t.review_count) is distinct from (s.mean, s.n);
  else
    perform 1 from public.micro_tours m where m.id = p_micro_tour_id for update;
    update public.micro_tours m
       set rating = s.mean, review_count = s.n
      from (select round(avg(r.rating), 1) as mean, count(*)::int as n
              from public.review_records r
             where r.micro_tour_id = p_micro_tour_id and r.hidden_at is null) s
     where m.id = p_micro_tour_id
       and (m.rating, m.review_count) is distinct from (s.mean, s.n);
  end if;
end
$$;

-- Every listing at once, for the demo seed (one statement per table).
create function private.refresh_all_review_ratings() returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.tours t set rating = s.mean, review_count = s.n
    from (select r.tour_id, round(avg(r.rating), 1) as mean, count(*)::int as n
            from public.review_records r
           where r.tour_id is not null and r.hidden_at is null group by r.tour_id) s
   where t.id = s.tour_id and (t.rating, t.review_count) is distinct from (s.mean, s.n);
  update public.micro_tours m set rating = s.mean, review_count = s.n
    from (select r.micro_tour_id, round(avg(r.rating), 1) as mean, count(*)::int as n
            from public.review_records r
           where r.micro_tour_id is not null and r.hidden_at is null group by r.micro_tour_id) s
   where m.id = s.micro_tour_id and (m.rating, m.review_count) is distinct from (s.mean, s.n);
end
$$;

-- The author's first name as a page shows it: the account's name up to its first space.
create function private.review_author_name(meta jsonb) returns text
language sql immutable set search_path = '' as $$
  select coalesce(left(split_part(private.holder_name(meta), ' ', 1), 100), 'Traveller')
$$;

-- The review jobs (the author told of a hide, a traveller invited to review), enqueued in the
-- transaction that causes them. Owned by the migrations' owner, as the other functions that reach
-- the job queue's schema are; service_role may only call it.
create function private.enqueue_review_job(task text, payload jsonb, key text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if task not in ('review_hidden', 'review_invitation') then
    raise exception 'not a review job: %', task;
  end if;
  perform private.enqueue_jobs(array[private.job_spec(task, payload, job_key => key)]);
end
$$;
revoke execute on function private.enqueue_review_job(text, jsonb, text) from public;
grant execute on function private.enqueue_review_job(text, jsonb, text) to service_role;

-- 4. A member's review of their own booking that took place.
create function public.submit_review(p_booking_id uuid, p_rating integer, p_text text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  booking public.bookings;
  review public.review_records;
  body text := p_text;
begin
  if p_rating is null or p_rating not between 1 and 5 then
    perform private.refuse('400', 'validation_failed', 'A rating is 1 to 5 stars.');
  end if;
  if body is null or char_length(btrim(body)) < app_rules.review_text_min_length()
     or char_length(body) > app_rules.review_text_max_length() then
    perform private.refuse('400', 'validation_failed',
      format('A review is %s to %s characters.', app_rules.review_text_min_length(),
             app_rules.review_text_max_length()),
      jsonb_build_object('min', app_rules.review_text_min_length(),
                         'max', app_rules.review_text_max_length()));
  end if;
  select * into booking from public.bookings b where b.id = p_booking_id for share;
  if not found then
    perform private.refuse('404', 'booking_not_found', 'Booking not found');
  end if;
  if booking.user_id <> member then
    perform private.refuse('403', 'review_not_yours',
      'Only the traveller who booked this trip can review it.');
  end if;
  if not private.booking_took_place(booking) then
    perform private.refuse('422', 'review_trip_not_taken',
      'You can review a trip once it has taken place.');
  end if;
  insert into public.review_records (booking_id, user_id, tour_id, micro_tour_id, rating, body,
                                     author_name, trip_month)
  select booking.id, member, booking.tour_id, booking.micro_tour_id, p_rating, body,
         private.review_author_name(u.raw_user_meta_data),
         date_trunc('month', booking.start_date)::date
    from auth.users u where u.id = member
  on conflict (booking_id) do nothing
  returning * into review;
  if review.id is null then
    perform private.refuse('409', 'review_exists', 'This trip has already been reviewed.');
  end if;
  perform private.refresh_review_rating(booking.tour_id, booking.micro_tour_id);
  return jsonb_build_object(
    'review', jsonb_build_object('id', review.id, 'bookingId', review.booking_id,
      'rating', review.rating, 'text', review.body, 'authorName', review.author_name,
      'tripMonth', to_char(review.trip_month, 'YYYY-MM'), 'createdAt', review.created_at),
    'listing', (select jsonb_build_object('rating', t.rating, 'reviewCount', t.review_count)
                  from public.tours t where t.id = booking.tour_id
                union all
                select jsonb_build_object('rating', m.rating, 'reviewCount', m.review_count)
                  from public.micro_tours m where m.id = booking.micro_tour_id));
end
$$;

-- The member's trips that took place, each with its review if written (the dashboard's list).
create function public.my_trip_reviews() returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'bookingId', b.id, 'tourId', b.tour_id, 'microTourId', b.micro_tour_id,
           'title', coalesce(t.title, m.title), 'slug', coalesce(t.slug, m.slug),
           'startDate', b.start_date::text,
           'review', case when r.id is null then null else jsonb_build_object(
             'id', r.id, 'rating', r.rating, 'text', r.body, 'createdAt', r.created_at,
             'hidden', r.hidden_at is not null) end)
         order by b.start_date desc, b.id), '[]'::jsonb)
    from private.trips_taken_place(auth.uid()) b
    left join public.tours t on t.id = b.tour_id
    left join public.micro_tours m on m.id = b.micro_tour_id
    left join public.review_records r on r.booking_id = b.id
$$;

-- 5. Admins: the list (hidden ones too) and hiding with a reason, audited; the rating follows and
--    the author is told (job `review_hidden`).
create function public.admin_reviews(p_page integer default 1, p_page_size integer default 25,
                                      p_hidden boolean default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  page_size integer := least(greatest(coalesce(p_page_size, 25), 1), 100);
  page integer := greatest(coalesce(p_page, 1), 1);
begin
  perform private.require_admin();
  return jsonb_build_object(
    'total', (select count(*) from public.review_records r
               where p_hidden is null or (r.hidden_at is not null) = p_hidden),
    'rows', coalesce((select jsonb_agg(row_json order by created_at desc, id)
      from (select r.created_at, r.id, jsonb_build_object(
                'id', r.id, 'rating', r.rating, 'text', r.body, 'authorName', r.author_name,
                'tripMonth', to_char(r.trip_month, 'YYYY-MM'), 'createdAt', r.created_at,
                'title', coalesce(t.title, m.title), 'kind',
                case when r.tour_id is null then 'micro_tour' else 'tour' end,
                'hiddenAt', r.hidden_at, 'hiddenReason', r.hidden_reason) as row_json
              from public.review_records r
              left join public.tours t on t.id = r.tour_id
              left join public.micro_tours m on m.id = r.micro_tour_id
             where p_hidden is null or (r.hidden_at is not null) = p_hidden
             order by r.created_at desc, r.id
             limit page_size offset (page - 1) * page_size) p), '[]'::jsonb));
end
$$;

create function public.set_review_hidden(p_review_id uuid, p_hidden boolean, p_reason text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  review public.review_records;
  reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform private.require_admin();
  if p_hidden and (reason is null
                   or char_length(reason) > app_rules.review_hide_reason_max_length()) then
    perform private.refuse('400', 'validation_failed',
      'Say why the review is hidden: its author is told.');
  end if;
  select * into review from public.review_records r where r.id = p_review_id for update;
  if not found then
    perform private.refuse('404', 'review_not_found', 'Review not found');
  end if;
  if (review.hidden_at is not null) = p_hidden then
    return jsonb_build_object('id', review.id, 'hidden', p_hidden, 'changed', false);
  end if;
  update public.review_records r
     set hidden_at = case when p_hidden then now() end,
         hidden_reason = case when p_hidden then reason end,
         hidden_by = case when p_hidden then auth.uid() end
   where r.id = review.id;
  insert into public.review_audit (review_id, action, reason, actor_id)
  values (review.id, case when p_hidden then 'hide' else 'unhide' end, reason, auth.uid());
  perform private.refresh_review_rating(review.tour_id, review.micro_tour_id);
  if p_hidden then
    perform private.enqueue_review_job('review_hidden', jsonb_build_object('reviewId', review.id),
      'review_hidden:' || review.id || ':' || (select count(*) from public.review_audit a
                                               where a.review_id = review.id));
  end if;
  return jsonb_build_object('id', review.id, 'hidden', p_hidden, 'changed', true);
end
$$;

-- 6. Invitations: paid bookings that took place in the last few days, neither invited nor
--    reviewed yet. The hourly job claims them here (one row each, so once per booking) and each
--    gets a `review_invitation` job that mails the traveller in their language. `p_member`
--    narrows a sweep to one member's trips (tests, support).
create function private.claim_review_invitations(p_limit integer default 200,
                                                 p_member uuid default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  claimed uuid[];
begin
  with picked as (
    insert into private.review_invitations (booking_id)
    select b.id from public.bookings b
     where b.status = 'paid'
       and b.start_date between current_date - 14 and current_date
       and private.booking_took_place(b)
       and (p_member is null or b.user_id = p_member)
       and not exists (select 1 from private.review_invitations i where i.booking_id = b.id)
       and not exists (select 1 from public.review_records r where r.booking_id = b.id)
     order by b.start_date, b.id
     limit p_limit
    on conflict (booking_id) do nothing
    returning booking_id)
  select coalesce(array_agg(booking_id), '{}') into claimed from picked;
  perform private.enqueue_review_job('review_invitation', jsonb_build_object('bookingId', id),
                                     'review_invitation:' || id)
     from unnest(claimed) as id;
  return cardinality(claimed);
end
$$;

-- 7. The demo catalogue's ratings as reviews of demo travellers (db/seed/demo-reviews.ts): each
--    a traveller's account (app_metadata.demo, no password: nobody signs in as one) with a paid
--    booking whose trip took place weeks ago, so "only travellers who went" holds for them too.
--    No money moved for these bookings (the travellers have no wallet); their confirmation mails
--    are taken off the queue before they are sent. Idempotent: fixed ids, nothing is replaced.
--    Owned by the migrations' owner, which may take jobs off the queue; service_role calls it.
create function private.seed_demo_reviews(p_travellers jsonb, p_reviews jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  booked uuid[];
  added integer;
begin
  insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data)
  select t.id, t.email, jsonb_build_object('provider', 'email', 'demo', true),
         jsonb_build_object('name', t.name)
    from jsonb_to_recordset(p_travellers) as t(id uuid, email text, name text)
  on conflict do nothing;

  with rows as (
    select r.booking_id, r.user_id, r.start_date, tr.id as tour_id, m.id as micro_tour_id,
           coalesce(tr.price_eur, m.price_eur) as price
      from jsonb_to_recordset(p_reviews)
             as r(booking_id uuid, user_id uuid, kind text, slug text, start_date date)
      left join public.tours tr on r.kind = 'tour' and tr.slug = r.slug
      left join public.micro_tours m on r.kind = 'micro_tour' and m.slug = r.slug
     where coalesce(tr.id, m.id) is not null
       and not exists (select 1 from public.bookings b where b.id = r.booking_id)),
  inserted as (
    insert into public.bookings (id, user_id, tour_id, micro_tour_id, start_date, travelers,
                                 base_total_eur, addons_total_eur, total_eur, status,
                                 checked_in_at, created_at)
    select rows.booking_id, rows.user_id, rows.tour_id, rows.micro_tour_id, rows.start_date, 1,
           rows.price, 0, rows.price, 'paid', rows.start_date::timestamptz + interval '9 hours',
           rows.start_date::timestamptz - interval '20 days'
      from rows
    on conflict do nothing
    returning id)
  select coalesce(array_agg(id), '{}') into booked from inserted;
  delete from graphile_worker._private_jobs j
   where j.key = any (select 'booking_confirmation:' || b from unnest(booked) as b);

  insert into public.review_records (booking_id, user_id, tour_id, micro_tour_id, rating, body,
                                     author_name, trip_month, created_at)
  select b.id, b.user_id, b.tour_id, b.micro_tour_id, r.rating, r.text, r.author_name,
         date_trunc('month', b.start_date)::date,
         b.start_date::timestamptz + interval '2 days 18 hours'
    from jsonb_to_recordset(p_reviews)
           as r(booking_id uuid, rating integer, text text, author_name text)
    join public.bookings b on b.id = r.booking_id
  on conflict (booking_id) do nothing;
  get diagnostics added = row_count;
  perform private.refresh_all_review_ratings();
  return added;
end
$$;
revoke execute on function private.seed_demo_reviews(jsonb, jsonb) from public;
grant execute on function private.seed_demo_reviews(jsonb, jsonb) to service_role;

-- Owned by service_role like the other member and admin functions (0012, 0040).
grant create on schema private, public to service_role;
alter function private.booking_took_place(public.bookings, timestamptz) owner to service_role;
alter function private.trips_taken_place(uuid, timestamptz) owner to service_role;
alter function private.refresh_review_rating(uuid, uuid) owner to service_role;
alter function private.refresh_all_review_ratings() owner to service_role;
alter function private.review_author_name(jsonb) owner to service_role;
alter function public.submit_review(uuid, integer, text) owner to service_role;
alter function public.my_trip_reviews() owner to service_role;
alter function public.admin_reviews(integer, integer, boolean) owner to service_role;
alter function public.set_review_hidden(uuid, boolean, text) owner to service_role;
alter function private.claim_review_invitations(integer, uuid) owner to service_role;
revoke create on schema private, public from service_role;

revoke execute on function private.booking_took_place(public.bookings, timestamptz),
  private.trips_taken_place(uuid, timestamptz), private.refresh_review_rating(uuid, uuid),
  private.refresh_all_review_ratings(), private.review_author_name(jsonb),
  public.submit_review(uuid, integer, text), public.my_trip_reviews(),
  public.admin_reviews(integer, integer, boolean), public.set_review_hidden(uuid, boolean, text),
  private.claim_review_invitations(integer, uuid) from public;
grant execute on function private.booking_took_place(public.bookings, timestamptz),
  private.trips_taken_place(uuid, timestamptz), private.refresh_review_rating(uuid, uuid),
  private.refresh_all_review_ratings(), private.review_author_name(jsonb),
  private.claim_review_invitations(integer, uuid) to service_role;
grant execute on function public.submit_review(uuid, integer, text), public.my_trip_reviews(),
  public.admin_reviews(integer, integer, boolean), public.set_review_hidden(uuid, boolean, text)
  to authenticated, service_role;
