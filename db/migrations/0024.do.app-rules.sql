-- One home for each limit that both the database and the app enforce: a constant function in
-- schema app_rules. Checks, constraints and functions below call them instead of repeating the
-- number, and `npm run db:generate` writes them to domain/src/generated/db-rules.ts for the
-- TypeScript side (MAX_TRAVELERS = app_rules.max_travelers(), and so on). Constraints keep their
-- names and functions their messages, so every refusal reads as before.
--
-- PostgREST does not serve app_rules (db-schemas=public). Every role may run these constants:
-- a check constraint calls them as whoever writes the row.

create schema app_rules;
grant usage on schema app_rules to public;

create function app_rules.cancellation_policy_max_length() returns integer
language sql immutable parallel safe as $$ select 5000 $$;
create function app_rules.city_max_length() returns integer
language sql immutable parallel safe as $$ select 100 $$;
create function app_rules.contact_message_max_length() returns integer
language sql immutable parallel safe as $$ select 5000 $$;
create function app_rules.contact_message_min_length() returns integer
language sql immutable parallel safe as $$ select 10 $$;
create function app_rules.contact_name_max_length() returns integer
language sql immutable parallel safe as $$ select 100 $$;
create function app_rules.country_max_length() returns integer
language sql immutable parallel safe as $$ select 100 $$;
create function app_rules.email_max_length() returns integer
language sql immutable parallel safe as $$ select 320 $$;
create function app_rules.end_location_max_length() returns integer
language sql immutable parallel safe as $$ select 500 $$;
create function app_rules.gallery_max_images() returns integer
language sql immutable parallel safe as $$ select 10 $$;
create function app_rules.idempotency_key_max_length() returns integer
language sql immutable parallel safe as $$ select 200 $$;
create function app_rules.max_travelers() returns integer
language sql immutable parallel safe as $$ select 12 $$;
create function app_rules.meeting_point_max_length() returns integer
language sql immutable parallel safe as $$ select 500 $$;
create function app_rules.micro_tour_description_max_length() returns integer
language sql immutable parallel safe as $$ select 5000 $$;
create function app_rules.micro_tour_duration_max_hours() returns integer
language sql immutable parallel safe as $$ select 8 $$;
create function app_rules.micro_tour_duration_min_hours() returns integer
language sql immutable parallel safe as $$ select 1 $$;
create function app_rules.micro_tour_price_max_eur() returns integer
language sql immutable parallel safe as $$ select 30 $$;
create function app_rules.micro_tour_price_min_eur() returns integer
language sql immutable parallel safe as $$ select 5 $$;
create function app_rules.min_travelers() returns integer
language sql immutable parallel safe as $$ select 1 $$;
create function app_rules.picture_url_max_length() returns integer
language sql immutable parallel safe as $$ select 2048 $$;
create function app_rules.title_max_length() returns integer
language sql immutable parallel safe as $$ select 200 $$;
create function app_rules.topup_daily_max_eur() returns integer
language sql immutable parallel safe as $$ select 10000 $$;
create function app_rules.topup_hourly_max_count() returns integer
language sql immutable parallel safe as $$ select 20 $$;
create function app_rules.topup_max_eur() returns integer
language sql immutable parallel safe as $$ select 10000 $$;
create function app_rules.tour_duration_max_days() returns integer
language sql immutable parallel safe as $$ select 365 $$;
create function app_rules.tour_full_description_max_length() returns integer
language sql immutable parallel safe as $$ select 20000 $$;
create function app_rules.tour_group_size_max() returns integer
language sql immutable parallel safe as $$ select 1000 $$;
create function app_rules.tour_short_description_max_length() returns integer
language sql immutable parallel safe as $$ select 1000 $$;

grant execute on all functions in schema app_rules to public;

-- Accounts, contact messages and newsletter sign-ups: e-mail addresses.
alter table auth.users drop constraint users_email_check;
alter table auth.users add constraint users_email_check
  check (email = lower(btrim(email)) and length(email) between 3 and app_rules.email_max_length());

alter table public.contact_messages drop constraint contact_messages_first_name_check;
alter table public.contact_messages add constraint contact_messages_first_name_check
  check (length(btrim(first_name)) between 1 and app_rules.contact_name_max_length());
alter table public.contact_messages drop constraint contact_messages_last_name_check;
alter table public.contact_messages add constraint contact_messages_last_name_check
  check (length(btrim(last_name)) between 1 and app_rules.contact_name_max_length());
alter table public.contact_messages drop constraint contact_messages_email_check;
alter table public.contact_messages add constraint contact_messages_email_check
  check (length(email) between 3 and app_rules.email_max_length() and email like '%_@_%');
alter table public.contact_messages drop constraint contact_messages_message_check;
alter table public.contact_messages add constraint contact_messages_message_check
  check (length(btrim(message)) between app_rules.contact_message_min_length()
                                    and app_rules.contact_message_max_length());

alter table public.newsletter_subscriptions drop constraint newsletter_subscriptions_email_check;
alter table public.newsletter_subscriptions add constraint newsletter_subscriptions_email_check
  check (length(email) between 3 and app_rules.email_max_length() and email = lower(email));

-- The catalogue: what the admin forms check before saving.
alter table public.tours drop constraint tours_title_check;
alter table public.tours add constraint tours_title_check
  check (private.is_nonblank(title, app_rules.title_max_length()));
alter table public.tours drop constraint tours_short_description_check;
alter table public.tours add constraint tours_short_description_check
  check (length(short_description) <= app_rules.tour_short_description_max_length());
alter table public.tours drop constraint tours_full_description_check;
alter table public.tours add constraint tours_full_description_check
  check (length(full_description) <= app_rules.tour_full_description_max_length());
alter table public.tours drop constraint tours_country_check;
alter table public.tours add constraint tours_country_check
  check (private.is_nonblank(country, app_rules.country_max_length()));
alter table public.tours drop constraint tours_duration_days_check;
alter table public.tours add constraint tours_duration_days_check
  check (duration_days between 1 and app_rules.tour_duration_max_days());
alter table public.tours drop constraint tours_group_size_check;
alter table public.tours add constraint tours_group_size_check
  check (group_size between 1 and app_rules.tour_group_size_max());
alter table public.tours drop constraint tours_cover_image_check;
alter table public.tours add constraint tours_cover_image_check
  check (length(cover_image) <= app_rules.picture_url_max_length());
alter table public.tours drop constraint tours_image_override_url_check;
alter table public.tours add constraint tours_image_override_url_check
  check (length(image_override_url) <= app_rules.picture_url_max_length());
alter table public.tours drop constraint tours_gallery_check;
alter table public.tours add constraint tours_gallery_check
  check (cardinality(gallery) <= app_rules.gallery_max_images());
alter table public.tours drop constraint tours_gallery_override_check;
alter table public.tours add constraint tours_gallery_override_check
  check (cardinality(gallery_override) <= app_rules.gallery_max_images());
alter table public.tours drop constraint tours_meeting_point_check;
alter table public.tours add constraint tours_meeting_point_check
  check (length(meeting_point) <= app_rules.meeting_point_max_length());
alter table public.tours drop constraint tours_end_location_check;
alter table public.tours add constraint tours_end_location_check
  check (length(end_location) <= app_rules.end_location_max_length());
alter table public.tours drop constraint tours_cancellation_policy_check;
alter table public.tours add constraint tours_cancellation_policy_check
  check (length(cancellation_policy) <= app_rules.cancellation_policy_max_length());

alter table public.micro_tours drop constraint micro_tours_title_check;
alter table public.micro_tours add constraint micro_tours_title_check
  check (private.is_nonblank(title, app_rules.title_max_length()));
alter table public.micro_tours drop constraint micro_tours_description_check;
alter table public.micro_tours add constraint micro_tours_description_check
  check (length(description) <= app_rules.micro_tour_description_max_length());
alter table public.micro_tours drop constraint micro_tours_city_check;
alter table public.micro_tours add constraint micro_tours_city_check
  check (private.is_nonblank(city, app_rules.city_max_length()));
alter table public.micro_tours drop constraint micro_tours_country_check;
alter table public.micro_tours add constraint micro_tours_country_check
  check (private.is_nonblank(country, app_rules.country_max_length()));
alter table public.micro_tours drop constraint micro_tours_price_eur_check;
alter table public.micro_tours add constraint micro_tours_price_eur_check
  check (price_eur between app_rules.micro_tour_price_min_eur()
                       and app_rules.micro_tour_price_max_eur());
alter table public.micro_tours drop constraint micro_tours_duration_hours_check;
alter table public.micro_tours add constraint micro_tours_duration_hours_check
  check (duration_hours between app_rules.micro_tour_duration_min_hours()
                            and app_rules.micro_tour_duration_max_hours());
alter table public.micro_tours drop constraint micro_tours_meeting_point_check;
alter table public.micro_tours add constraint micro_tours_meeting_point_check
  check (length(meeting_point) <= app_rules.meeting_point_max_length());
alter table public.micro_tours drop constraint micro_tours_cover_url_check;
alter table public.micro_tours add constraint micro_tours_cover_url_check
  check (length(cover_url) <= app_rules.picture_url_max_length());
alter table public.micro_tours drop constraint micro_tours_gallery_urls_check;
alter table public.micro_tours add constraint micro_tours_gallery_urls_check
  check (cardinality(gallery_urls) <= app_rules.gallery_max_images());

alter table public.addons drop constraint addons_title_check;
alter table public.addons add constraint addons_title_check
  check (private.is_nonblank(title, app_rules.title_max_length()));

-- Bookings and the ledger: travelers and Idempotency-Keys.
alter table public.bookings drop constraint bookings_travelers_check;
alter table public.bookings add constraint bookings_travelers_check
  check (travelers between app_rules.min_travelers() and app_rules.max_travelers());
alter table public.bookings drop constraint bookings_idempotency_key_check;
alter table public.bookings add constraint bookings_idempotency_key_check
  check (length(idempotency_key) between 1 and app_rules.idempotency_key_max_length());
alter table public.wallet_transactions drop constraint wallet_transactions_idempotency_key_check;
alter table public.wallet_transactions add constraint wallet_transactions_idempotency_key_check
  check (length(idempotency_key) between 1 and app_rules.idempotency_key_max_length());
alter table private.function_requests drop constraint function_requests_key_check;
alter table private.function_requests add constraint function_requests_key_check
  check (length(key) between 1 and app_rules.idempotency_key_max_length());

-- The add-ons a tour offers: every global one, its category's, and those naming the tour. The
-- booking function checks the chosen add-ons against it and the tour page lists it
-- (/rest/v1/rpc/tour_addons), with the caller's rights, as a read of public.addons. Every name is
-- schema-qualified and the function sets no search_path, so PostgreSQL can inline it into the
-- caller's query (and PostgREST's filters and order reach the table's indexes).
create function public.tour_addons(p_tour_id uuid) returns setof public.addons
language sql stable security invoker
as $$
  select a.*
    from public.addons a
    join public.tours t on t.id = p_tour_id
   where a.applies_to = 'global'
      or (a.applies_to = 'category' and a.category = t.category)
      or (a.applies_to = 'tour' and t.id = any (a.tour_ids))
$$;
grant execute on function public.tour_addons(uuid) to anon, authenticated, service_role;

-- The functions that repeated these limits, with otherwise the same bodies as in 0023 (and so the
-- same owners, grants, messages and codes). The booking function checks the chosen add-ons against
-- public.tour_addons.

create or replace function private.claim_request(
  member uuid, function_name text, idempotency_key text, request_hash text
) returns jsonb
language plpgsql set search_path = ''
as $$
declare
  earlier private.function_requests;
begin
  if idempotency_key is null then
    return null;
  end if;
  if request_hash is null or request_hash !~ '^[0-9a-f]{64}$'
     or length(idempotency_key) not between 1 and app_rules.idempotency_key_max_length() then
    raise exception 'Invalid idempotency key' using errcode = 'PT400',
      detail = '{"error":"Invalid Idempotency-Key"}', hint = 'invalid_idempotency_key';
  end if;
  insert into private.function_requests (user_id, key, function_name, request_hash)
  values (member, idempotency_key, function_name, request_hash)
  on conflict do nothing;
  if found then
    return null;
  end if;
  select * into earlier from private.function_requests r
   where r.user_id = member and r.key = idempotency_key;
  if earlier.function_name <> claim_request.function_name
     or earlier.request_hash <> claim_request.request_hash
     or earlier.response is null then
    raise exception 'Idempotency-Key reused' using errcode = 'PT422',
      detail = json_build_object('error',
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.')::text,
      hint = 'idempotency_key_reused';
  end if;
  return jsonb_build_object('status', earlier.status, 'body', earlier.response, 'replayed', true);
end
$$;

create or replace function private.check_travelers(travelers integer) returns void
language plpgsql set search_path = ''
as $$
begin
  if travelers is null
     or travelers not between app_rules.min_travelers() and app_rules.max_travelers() then
    perform private.refuse('400', 'validation_failed',
      format('%s-%s travelers allowed', app_rules.min_travelers(), app_rules.max_travelers()));
  end if;
end
$$;

create or replace function wallet.book_tour(
  tour_id uuid, start_date date, travelers integer, addon_ids uuid[],
  base_total_eur numeric, addons_total_eur numeric, grand_total_eur numeric,
  idempotency_key text default null, request_hash text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'process-booking', idempotency_key, request_hash);
  tour record;
  chosen uuid[] := coalesce(addon_ids, '{}');
  addon_count integer;
  addon_price numeric;
  base_total numeric;
  addons_total numeric;
  balance numeric;
begin
  if earlier is not null then
    return earlier;
  end if;
  perform private.check_travelers(travelers);
  select t.id, t.title, t.price_eur::numeric as price, t.category, t.available_dates
    into tour from public.tours t where t.id = book_tour.tour_id;
  if not found then
    perform private.refuse('404', 'tour_not_found', 'Tour not found');
  end if;
  perform private.check_start_date(start_date, tour.available_dates);
  if array_position(chosen, null) is not null
     or cardinality(chosen) <> (select count(distinct a) from unnest(chosen) a) then
    perform private.refuse('400', 'validation_failed', 'Each add-on can be chosen once.');
  end if;
  select count(*), coalesce(sum(a.price_eur), 0)
    into addon_count, addon_price
    from public.tour_addons(tour.id) a
   where a.id = any (chosen);
  if addon_count <> cardinality(chosen) then
    perform private.refuse('422', 'addon_unavailable',
      'One or more add-ons are not available for this tour.');
  end if;

  base_total := tour.price * travelers;
  addons_total := addon_price * travelers;
  if base_total_eur is distinct from base_total
     or addons_total_eur is distinct from addons_total
     or grand_total_eur is distinct from base_total + addons_total then
    perform private.refuse('409', 'price_changed',
      'The price has changed. Please review the total and try again.',
      jsonb_build_object('baseTotalEUR', base_total, 'addOnsTotalEUR', addons_total,
                         'grandTotalEUR', base_total + addons_total));
  end if;

  balance := private.lock_wallet(member);
  if balance < base_total + addons_total then
    perform private.refuse_shortage('insufficient_funds', balance, base_total + addons_total);
  end if;
  return private.answer_request(member, idempotency_key,
    private.pay_booking(member, balance, tour.id, null, tour.title, start_date, travelers, chosen,
                        base_total, addons_total, idempotency_key));
end
$$;

create or replace function private.limit_member_topups() returns trigger
language plpgsql set search_path = ''
as $$
declare
  topups integer;
  member uuid;
  amount numeric;
begin
  if current_user <> 'authenticated' and auth.role() is distinct from 'authenticated' then
    return null;
  end if;
  select count(*), min(n.user_id::text)::uuid, max(n.amount_eur)
    into topups, member, amount
    from new_rows n where n.type = 'topup';
  if topups = 0 then
    return null;
  end if;
  if topups > 1 then
    raise exception 'One top-up per request' using errcode = 'PT422',
      detail = 'Send each top-up as its own request.', hint = 'topup_too_large';
  end if;
  if amount > app_rules.topup_max_eur() then
    raise exception 'At most €% per top-up', to_char(app_rules.topup_max_eur(), 'FM999,999,999')
      using errcode = 'PT422', hint = 'topup_too_large';
  end if;
  perform private.check_topup_window(member);
  return null;
end
$$;

create or replace function private.check_topup_window(member uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  last_hour integer;
  last_day numeric;
begin
  perform 1 from public.wallets w where w.user_id = member for update;
  select count(*) into last_hour from public.wallet_transactions t
   where t.user_id = member and t.type = 'topup' and t.created_at > now() - interval '1 hour';
  if last_hour > app_rules.topup_hourly_max_count() then
    raise exception 'Too many top-ups: at most % per hour. Please try again later.',
      app_rules.topup_hourly_max_count() using errcode = 'PT429', hint = 'topup_limit_reached';
  end if;
  select coalesce(sum(t.amount_eur), 0) into last_day from public.wallet_transactions t
   where t.user_id = member and t.type = 'topup' and t.created_at > now() - interval '24 hours';
  if last_day > app_rules.topup_daily_max_eur() then
    raise exception 'Daily top-up limit reached: at most €% in 24 hours.',
      to_char(app_rules.topup_daily_max_eur(), 'FM999,999,999')
      using errcode = 'PT429', hint = 'topup_limit_reached';
  end if;
end
$$;
