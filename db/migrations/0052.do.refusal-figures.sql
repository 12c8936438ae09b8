-- The last refusals a page showed in English (issue 48): the tours' difficulty check names its
-- code in HINT (`difficulty_required`, `difficulty_invalid`, the sent value in DETAIL as JSON),
-- and the coded refusals whose figures were only in their English sentence send them in DETAIL
-- as the others do since 0049 ({"error": sentence, ...figures}), so a page says them in its
-- reader's language: the micro-tours' booking close (closesHoursBefore), how far ahead bookings
-- open (maxYearsAhead), the travellers allowed (minTravelers, maxTravelers), the most an admin's
-- adjustment may move (maxAmount) and when date changes close (closesDaysBefore). A date
-- change's quote carries its refusal's figures as `details`, and the change refused says them.
-- Every English sentence and SQLSTATE stays exactly as it was.

-- A tour's difficulty: `difficulty_required` (23502) or `difficulty_invalid` (23514) with the
-- value sent (its first 40 characters) and the three allowed.
create or replace function private.refuse_tour_difficulty() returns trigger
language plpgsql set search_path = '' as $$
declare
  allowed jsonb := '["easy", "moderate", "challenging"]';
begin
  if new.difficulty is null then
    raise exception 'Difficulty is required' using errcode = '23502', hint = 'difficulty_required',
      detail = jsonb_build_object('error', 'Difficulty is required', 'allowed', allowed)::text;
  end if;
  raise exception 'Difficulty must be easy, moderate or challenging.' using errcode = '23514',
    hint = 'difficulty_invalid',
    detail = jsonb_build_object('error', 'Difficulty must be easy, moderate or challenging.',
                                'difficulty', left(new.difficulty, 40), 'allowed', allowed)::text;
end
$$;

-- A micro-tour's booking close, in hours before the start.
create or replace function private.check_on_sale(start_date date, country text,
                                                 is_micro_tour boolean) returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.departure_on_sale(start_date, private.country_time_zone(country), is_micro_tour,
                                   now()) then
    perform private.refuse('422', 'date_unavailable',
      case when is_micro_tour
        then format('Bookings close %s hours before the start. Please choose a later date.',
                    app_rules.micro_tour_booking_close_hours())
        else 'This tour has already started. Please choose a later date.' end,
      case when is_micro_tour
        then jsonb_build_object('closesHoursBefore', app_rules.micro_tour_booking_close_hours())
        else '{}' end);
  end if;
end
$$;

-- How many years ahead bookings open.
create or replace function private.check_start_date(start_date date, available_dates date[])
returns void
language plpgsql set search_path = '' as $$
begin
  if start_date is null then
    perform private.refuse('400', 'validation_failed', 'Please select a tour date.');
  end if;
  if start_date < current_date then
    perform private.refuse('422', 'date_unavailable', 'The start date is in the past. Please choose a later date.');
  end if;
  if start_date > current_date + make_interval(years => app_rules.booking_max_years_ahead()) then
    perform private.refuse('422', 'date_unavailable',
      format('Bookings open at most %s years ahead. Please choose an earlier date.',
             app_rules.booking_max_years_ahead()),
      jsonb_build_object('maxYearsAhead', app_rules.booking_max_years_ahead()));
  end if;
  if cardinality(available_dates) > 0 and not (start_date = any (available_dates)) then
    perform private.refuse('422', 'date_unavailable',
      'This tour does not run on that date. Please choose one of its available dates.');
  end if;
end
$$;

-- The travellers a booking may have.
create or replace function private.check_travelers(travelers integer) returns void
language plpgsql set search_path = '' as $$
begin
  if travelers is null
     or travelers not between app_rules.min_travelers() and app_rules.max_travelers() then
    perform private.refuse('400', 'validation_failed',
      format('%s-%s travelers allowed', app_rules.min_travelers(), app_rules.max_travelers()),
      jsonb_build_object('minTravelers', app_rules.min_travelers(),
                         'maxTravelers', app_rules.max_travelers()));
  end if;
end
$$;

-- The most an admin's adjustment may move, in euros.
create or replace function wallet.adjust(user_id uuid, direction text, amount_eur numeric, reason text,
                                         idempotency_key text default null,
                                         request_hash text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  admin_id uuid := private.live_session_user();
  earlier jsonb;
  entry public.wallet_transactions;
  purse public.wallets;
begin
  if not private.is_admin() then
    perform private.refuse('403', 'admin_required', 'Admin access required');
  end if;
  earlier := private.claim_request(admin_id, 'wallet-adjustment', idempotency_key, request_hash);
  if earlier is not null then
    return earlier;
  end if;
  if direction is null or direction not in ('credit', 'debit') then
    perform private.refuse('400', 'validation_failed', 'Direction must be credit or debit');
  end if;
  if amount_eur is null or amount_eur <= 0 or amount_eur <> round(amount_eur, 2)
     or amount_eur > app_rules.topup_max_eur() then
    perform private.refuse('400', 'validation_failed',
      format('Amount must be greater than 0 and at most €%s, with at most two decimals',
             to_char(app_rules.topup_max_eur(), 'FM999,999,999')),
      jsonb_build_object('maxAmount', app_rules.topup_max_eur()));
  end if;
  if reason is null or length(btrim(reason)) not between 3 and 500 then
    perform private.refuse('400', 'validation_failed', 'A reason of 3 to 500 characters is required');
  end if;
  select * into purse from public.wallets w where w.user_id = adjust.user_id for update;
  if not found then
    perform private.refuse('404', 'not_found', 'Member not found');
  end if;
  if direction = 'debit' and purse.balance_eur < amount_eur then
    perform private.refuse_shortage('insufficient_funds', purse.balance_eur, amount_eur);
  end if;
  insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, reason,
                                          created_by)
  values (adjust.user_id, 'adjustment', direction, amount_eur,
          left('Adjustment: ' || btrim(reason), 500), btrim(reason), admin_id)
  returning * into entry;
  select * into purse from public.wallets w where w.user_id = adjust.user_id;
  return private.answer_request(admin_id, idempotency_key, jsonb_build_object(
    'success', true,
    'transaction', jsonb_build_object('id', entry.id, 'direction', entry.direction,
                                      'amount_eur', entry.amount_eur,
                                      'created_at', entry.created_at),
    'newBalance', purse.balance_eur, 'debt', purse.debt_eur));
end
$$;

-- A date change's refusal with its figures (`details`), in the quote and in the change refused.
create or replace function private.date_change_quote(booking public.bookings, new_date date) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  terms jsonb := booking.date_change_terms;
  tour record;
  departure public.departures;
  departure_found boolean;
  fee numeric;
  difference numeric;
  seats_left integer;
  refusal jsonb;
  refused_message text;
  refused_code text;
  refused_state text;
  refused_detail text;
begin
  if booking.status = 'cancelled' then
    refusal := jsonb_build_object('status', '409', 'code', 'booking_already_cancelled',
      'message', 'This booking is already cancelled.');
  elsif booking.status <> 'paid' then
    refusal := jsonb_build_object('status', '422', 'code', 'booking_not_paid',
      'message', 'Only a paid booking can move to another date.');
  elsif booking.tour_id is null then
    refusal := jsonb_build_object('status', '422', 'code', 'date_change_not_offered',
      'message', 'A micro-tour booking cannot move to another date: cancel it and book the new date instead.');
  else
    select t.price_eur::numeric as price, t.country, t.group_size, t.available_dates
      into tour from public.tours t where t.id = booking.tour_id;
    fee := case
      when booking.date_changes < (terms ->> 'freeChangesWithAddOn')::integer
           and exists (select 1 from public.addons a
                        where a.id = any (booking.addon_ids) and a.grants_free_date_change)
        then 0
      else (terms ->> 'feePerTravelerEur')::numeric * booking.travelers end;
    difference := tour.price * booking.travelers - booking.base_total_eur;
    if not private.date_change_open(terms, booking.start_date, booking.time_zone, now()) then
      refusal := jsonb_build_object('status', '422', 'code', 'date_change_closed',
        'message', format('Date changes close %s days before the tour starts.',
                          terms ->> 'closesDaysBefore'),
        'details', jsonb_build_object('closesDaysBefore', (terms ->> 'closesDaysBefore')::integer));
    elsif new_date is null then
      refusal := jsonb_build_object('status', '400', 'code', 'validation_failed',
        'message', 'Please select a tour date.');
    elsif new_date = booking.start_date then
      refusal := jsonb_build_object('status', '422', 'code', 'same_date',
        'message', 'Your booking is already on this date. Please choose another date.');
    else
      -- The booking functions' own date checks, their refusal read back as an answer.
      begin
        perform private.check_start_date(new_date, tour.available_dates);
        perform private.check_on_sale(new_date, tour.country, false);
      exception when sqlstate 'PT422' or sqlstate 'PT400' then
        get stacked diagnostics refused_message = message_text, refused_code = pg_exception_hint,
                                refused_state = returned_sqlstate,
                                refused_detail = pg_exception_detail;
        -- Its figures too (private.refuse's DETAIL less the sentence).
        refusal := jsonb_build_object('status', substr(refused_state, 3), 'code', refused_code,
          'message', refused_message,
          'details', coalesce(refused_detail, '{}')::jsonb - 'error');
      end;
      if refusal is null then
        select * into departure from public.departures d
         where d.tour_id = booking.tour_id and d.start_date = new_date;
        departure_found := found;
        seats_left := case when departure_found then departure.capacity - departure.seats_taken
                           else tour.group_size end;
        if departure_found and departure.status <> 'open' then
          refusal := jsonb_build_object('status', '422', 'code', 'date_unavailable',
            'message', case departure.status
              when 'cancelled' then 'This departure was cancelled. Please choose another date.'
              else 'This date is no longer on sale. Please choose another date.' end);
        elsif seats_left < booking.travelers then
          refusal := jsonb_build_object('status', '409', 'code', 'sold_out',
            'message', case when seats_left <= 0 then 'Sold out'
                            when seats_left = 1 then 'Only 1 seat left for this date.'
                            else format('Only %s seats left for this date.', seats_left) end);
        end if;
      end if;
    end if;
  end if;
  return jsonb_build_object(
    'allowed', refusal is null,
    'code', refusal ->> 'code',
    'message', refusal ->> 'message',
    'status', refusal ->> 'status',
    'fee', fee,
    'priceDifference', difference,
    'toPay', greatest(fee + difference, 0),
    'toRefund', greatest(-(fee + difference), 0),
    'seatsLeft', greatest(seats_left, 0))
    -- A refusal's figures, when it has any.
    || case when refusal -> 'details' <> '{}' then jsonb_build_object('details', refusal -> 'details')
            else '{}' end;
end
$$;

create or replace function wallet.change_booking_date(booking_id uuid, start_date date,
                                                      idempotency_key text default null,
                                                      request_hash text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'change-booking-date', idempotency_key,
                                         request_hash);
  booking public.bookings;
  quote jsonb;
  tour record;
  moved_to public.departures;
  fee numeric;
  difference numeric;
  to_pay numeric;
  to_refund numeric;
  balance numeric;
begin
  if earlier is not null then
    return earlier;
  end if;
  select * into booking from public.bookings b
   where b.id = change_booking_date.booking_id and b.user_id = member
   for update;
  if not found then
    perform private.refuse('404', 'booking_not_found', 'Booking not found');
  end if;
  quote := private.date_change_quote(booking, change_booking_date.start_date);
  if not (quote ->> 'allowed')::boolean then
    perform private.refuse(quote ->> 'status', quote ->> 'code', quote ->> 'message',
      coalesce(quote -> 'details', '{}')
        || case quote ->> 'code' when 'sold_out' then jsonb_build_object('seatsLeft', quote -> 'seatsLeft')
                                 else '{}' end);
  end if;
  fee := (quote ->> 'fee')::numeric;
  difference := (quote ->> 'priceDifference')::numeric;
  to_pay := (quote ->> 'toPay')::numeric;
  to_refund := (quote ->> 'toRefund')::numeric;
  select t.title, t.group_size into tour from public.tours t where t.id = booking.tour_id;

  -- Both departures, in one order, so that two moves between the same dates in opposite
  -- directions wait for each other instead of deadlocking (a new date's departure made on
  -- demand is nobody else's yet).
  perform 1 from public.departures d
    where d.id = booking.departure_id
       or (d.tour_id = booking.tour_id and d.start_date = change_booking_date.start_date)
    order by d.id
    for update;
  moved_to := private.take_seats(booking.tour_id, null, change_booking_date.start_date,
                                 booking.travelers, tour.group_size);
  -- Freeing the seats serves the old date's waiting list (departures_changed), as a
  -- cancellation does.
  update public.departures d set seats_taken = d.seats_taken - booking.travelers
   where d.id = booking.departure_id;

  if to_pay > 0 then
    balance := private.lock_wallet_for_booking(member);
    if balance < to_pay then
      perform private.refuse_shortage('insufficient_funds', balance, to_pay);
    end if;
  else
    perform 1 from public.wallets w where w.user_id = member for update;
  end if;

  update public.bookings b
     set start_date = moved_to.start_date, departure_id = moved_to.id,
         base_total_eur = b.base_total_eur + difference, total_eur = b.total_eur + difference,
         date_changes = b.date_changes + 1
   where b.id = booking.id;
  if to_pay > 0 or to_refund > 0 then
    insert into public.wallet_transactions (user_id, type, direction, amount_eur, notes, booking_id)
    values (member, 'date_change', case when to_pay > 0 then 'debit' else 'credit' end,
            greatest(to_pay, to_refund),
            left(format('Date change (%s to %s): %s', booking.start_date, moved_to.start_date,
                        tour.title), 500),
            booking.id);
  end if;
  insert into public.booking_date_changes (booking_id, user_id, from_departure_id,
                                           to_departure_id, from_date, to_date, fee_eur,
                                           price_difference_eur)
  values (booking.id, member, booking.departure_id, moved_to.id, booking.start_date,
          moved_to.start_date, fee, difference);
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true,
    'booking', jsonb_build_object('id', booking.id, 'startDate', moved_to.start_date,
                                  'previousStartDate', booking.start_date,
                                  'dateChanges', booking.date_changes + 1),
    'fee', fee,
    'priceDifference', difference,
    'charged', to_pay,
    'refunded', to_refund,
    'newBalance', coalesce((select w.balance_eur from public.wallets w where w.user_id = member),
                           0)));
end
$$;
