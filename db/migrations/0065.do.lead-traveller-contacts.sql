-- The lead traveller of a booking: a name and a phone number for the guide (issue 50,
-- decision 038).
-- 1. A booking may carry one contact: who leads the party and how the guide reaches them. It is
--    asked when booking, written in the booking's own transaction, and can be set or corrected
--    later by the member. It is personal data: the member and admins read it (guides through
--    the day's list), and it goes with the member's account (on delete cascade).
-- 2. Booking keeps its money functions as they are: wallet.book_tour_with_lead and
--    wallet.book_micro_tour_with_lead check the contact, book through them with the same key,
--    and keep the contact with the booking they answered (a replay answers the same booking
--    and writes nothing twice).

create function app_rules.lead_name_max_length() returns integer
language sql immutable parallel safe as $$ select 100 $$;
create function app_rules.phone_digits_min() returns integer
language sql immutable parallel safe as $$ select 6 $$;
-- E.164's longest number.
create function app_rules.phone_digits_max() returns integer
language sql immutable parallel safe as $$ select 15 $$;
grant execute on function app_rules.lead_name_max_length(), app_rules.phone_digits_min(),
  app_rules.phone_digits_max() to public;

-- A name as a person types it: trimmed, printable, not empty.
create function private.lead_name_ok(name text) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select name is not null and name = btrim(name) and name !~ '[\x01-\x1f\x7f]'
     and char_length(name) between 1 and app_rules.lead_name_max_length()
$$;

-- A phone number as written for people: an optional '+', digits, and spaces, dots, dashes or
-- brackets between them; 6 to 15 digits.
create function private.phone_ok(phone text) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select phone is not null and phone ~ '^\+?[0-9(][0-9 ().-]*[0-9]$'
     and char_length(phone) <= 2 * app_rules.phone_digits_max()
     and char_length(regexp_replace(phone, '[^0-9]', '', 'g'))
         between app_rules.phone_digits_min() and app_rules.phone_digits_max()
$$;

create table public.booking_contacts (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  lead_name text not null constraint booking_contacts_lead_name_check
    check (private.lead_name_ok(lead_name)),
  phone text not null constraint booking_contacts_phone_check check (private.phone_ok(phone)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index booking_contacts_user_idx on public.booking_contacts (user_id, updated_at desc);
create trigger booking_contacts_set_updated_at before update on public.booking_contacts
  for each row execute function private.set_updated_at();
alter table public.booking_contacts enable row level security;
alter table public.booking_contacts force row level security;
grant select, insert (booking_id, lead_name, phone), update (lead_name, phone)
  on public.booking_contacts to authenticated;
grant select, insert, update, delete on public.booking_contacts to service_role;

-- The member's own bookings only; admins read every contact.
create policy booking_contacts_owner_read on public.booking_contacts for select
  to authenticated using (user_id = auth.uid() or private.is_admin());
create policy booking_contacts_owner_insert on public.booking_contacts for insert
  to authenticated with check (
    user_id = auth.uid()
    and exists (select 1 from public.bookings b
                 where b.id = booking_id and b.user_id = auth.uid()));
create policy booking_contacts_owner_update on public.booking_contacts for update
  to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy service_role_all on public.booking_contacts for all to service_role
  using (true) with check (true);

-- Refuses a contact that is half given or malformed, before anything is booked.
create function private.check_lead_traveller(lead_name text, phone text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if lead_name is null and phone is null then
    return;
  end if;
  if not private.lead_name_ok(lead_name) then
    perform private.refuse('400', 'validation_failed',
      format('Please enter the lead traveler''s name (at most %s characters).',
             app_rules.lead_name_max_length()));
  end if;
  if not private.phone_ok(phone) then
    perform private.refuse('400', 'validation_failed',
      'Please enter a phone number the guide can call, such as +33 6 12 34 56 78.');
  end if;
end
$$;

-- Keeps the contact with the booking a booking function answered; nothing for a refusal.
create function private.keep_lead_traveller(answer jsonb, member uuid, lead_name text, phone text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  booking uuid := (answer -> 'body' -> 'booking' ->> 'id')::uuid;
begin
  if lead_name is not null and (answer ->> 'status')::integer = 200 and booking is not null then
    insert into public.booking_contacts (booking_id, user_id, lead_name, phone)
    values (booking, member, lead_name, phone)
    on conflict (booking_id) do nothing;
  end if;
  return answer;
end
$$;

create function wallet.book_tour_with_lead(tour_id uuid, start_date date, travelers integer,
  addon_ids uuid[], base_total_eur numeric, addons_total_eur numeric, grand_total_eur numeric,
  lead_name text, phone text, idempotency_key text, request_hash text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.check_lead_traveller(lead_name, phone);
  return private.keep_lead_traveller(
    wallet.book_tour(tour_id, start_date, travelers, addon_ids, base_total_eur, addons_total_eur,
                     grand_total_eur, idempotency_key, request_hash),
    private.live_session_user(), lead_name, phone);
end
$$;

create function wallet.book_micro_tour_with_lead(micro_tour_id uuid, travelers integer,
  start_date date, start_time time, lead_name text, phone text, idempotency_key text,
  request_hash text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform private.check_lead_traveller(lead_name, phone);
  return private.keep_lead_traveller(
    wallet.book_micro_tour(micro_tour_id, travelers, start_date, start_time, idempotency_key,
                           request_hash),
    private.live_session_user(), lead_name, phone);
end
$$;

-- Owned by service_role like the other money functions (0012, 0025), CREATE granted for these
-- statements only (a managed database's owner is no superuser).
grant create on schema private, wallet to service_role;
alter function private.keep_lead_traveller(jsonb, uuid, text, text) owner to service_role;
alter function wallet.book_tour_with_lead(uuid, date, integer, uuid[], numeric, numeric, numeric,
  text, text, text, text) owner to service_role;
alter function wallet.book_micro_tour_with_lead(uuid, integer, date, time, text, text, text, text)
  owner to service_role;
revoke create on schema private, wallet from service_role;

revoke execute on function private.lead_name_ok(text), private.phone_ok(text),
  private.check_lead_traveller(text, text), private.keep_lead_traveller(jsonb, uuid, text, text),
  wallet.book_tour_with_lead(uuid, date, integer, uuid[], numeric, numeric, numeric, text, text,
                             text, text),
  wallet.book_micro_tour_with_lead(uuid, integer, date, time, text, text, text, text)
  from public;
grant execute on function private.lead_name_ok(text), private.phone_ok(text)
  to authenticated, service_role;
grant execute on function private.check_lead_traveller(text, text),
  private.keep_lead_traveller(jsonb, uuid, text, text) to service_role;
grant execute on function
  wallet.book_tour_with_lead(uuid, date, integer, uuid[], numeric, numeric, numeric, text, text,
                             text, text),
  wallet.book_micro_tour_with_lead(uuid, integer, date, time, text, text, text, text)
  to authenticated, service_role;
