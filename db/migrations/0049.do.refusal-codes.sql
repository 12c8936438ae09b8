-- Every refusal a page can show names its machine code (issue 48): the refusals of the catalogue
-- and departures tables and of the admin functions, raised so far with an English sentence only,
-- now name their code in HINT as the others do since 0023 (domain/src/function-errors.ts), and
-- the ones with figures send them in DETAIL as JSON ({"error": sentence, ...figures}), so a page
-- says them in its reader's language. The top-up limits keep their codes and add their figures.
-- Every English sentence and SQLSTATE stays exactly as it was.

-- A tour or micro-tour that bookings point at: `tour_has_bookings`, with what it is, its title
-- and its bookings by kind (the code takes the hint's place, which held an English advice).
create or replace function private.refuse_delete_with_bookings() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  what text := case tg_table_name when 'tours' then 'Tour' else 'Micro-tour' end;
  paid integer;
  others integer;
  message text;
begin
  if tg_table_name = 'tours' then
    select count(*) filter (where b.status = 'paid'), count(*) filter (where b.status <> 'paid')
      into paid, others
      from public.bookings b where b.tour_id = old.id;
  else
    select count(*) filter (where b.status = 'paid'), count(*) filter (where b.status <> 'paid')
      into paid, others
      from public.bookings b where b.micro_tour_id = old.id;
  end if;
  if paid > 0 then
    message := format('%s "%s" has %s paid booking%s and cannot be deleted.',
                      what, old.title, paid, case when paid = 1 then '' else 's' end);
  elsif others > 0 then
    message := format('%s "%s" has %s cancelled or pending booking%s and cannot be deleted.',
                      what, old.title, others, case when others = 1 then '' else 's' end);
  else
    return old;
  end if;
  raise exception '%', message using errcode = '23503', hint = 'tour_has_bookings',
    detail = jsonb_build_object('error', message,
                                'kind', case tg_table_name when 'tours' then 'tour' else 'micro_tour' end,
                                'title', old.title, 'paid', paid, 'others', others)::text;
end
$$;

-- A departure's own rules: each refusal its code; the capacity one with the seats sold.
create or replace function private.guard_departure() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'cancelled' then
      raise exception 'A new departure cannot be cancelled.'
        using errcode = '23514', hint = 'new_departure_cancelled';
    end if;
    return new;
  end if;
  if old.status = 'cancelled' and (new.status, new.capacity, new.cancel_reason)
       is distinct from (old.status, old.capacity, old.cancel_reason) then
    raise exception 'This departure was cancelled and cannot be changed.'
      using errcode = '23514', hint = 'cancelled_departure_unchangeable';
  end if;
  if new.capacity < old.seats_taken and new.status <> 'cancelled' then
    raise exception 'Capacity cannot be lower than the % seats already sold.', old.seats_taken
      using errcode = '23514', hint = 'capacity_below_seats_sold',
        detail = jsonb_build_object(
          'error', format('Capacity cannot be lower than the %s seats already sold.', old.seats_taken),
          'seatsSold', old.seats_taken)::text;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    if new.cancel_reason is null then
      raise exception 'Say why the departure is cancelled: its travellers are told.'
        using errcode = '23514', hint = 'cancel_reason_required';
    end if;
    new.cancelled_at := now();
    -- Every paid booking on it is cancelled and refunded by departures_changed.
    new.seats_taken := 0;
  end if;
  return new;
end
$$;

-- The admin-only functions' refusal: `admin_required`.
create or replace function private.require_admin() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501', hint = 'admin_required';
  end if;
end
$$;

create or replace function public.departure_bookings(p_departure_id uuid)
returns table (id uuid, user_id uuid, email text, travelers integer, total_eur numeric,
               status text, refund_eur numeric, cancelled_by text, created_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'Admin access required' using errcode = '42501', hint = 'admin_required';
  end if;
  return query
    select b.id, b.user_id, u.email::text, b.travelers, b.total_eur::numeric, b.status,
           b.refund_eur::numeric, b.cancelled_by, b.created_at
      from public.bookings b join auth.users u on u.id = b.user_id
     where b.departure_id = p_departure_id
     order by b.created_at, b.id;
end
$$;

-- The top-up limits with their figures: {"limit": "per_top_up" | "hourly" | "daily"} and the
-- limit's amount in euros (maxAmount) or count of top-ups (maxCount).
create or replace function private.check_topup_limits(member uuid, amount numeric) returns void
language plpgsql set search_path = '' as $$
declare
  last_hour integer;
  last_day numeric;
begin
  if amount is null or amount <= 0 or amount <> round(amount, 2) then
    perform private.refuse('400', 'validation_failed',
      'Amount must be greater than 0, with at most two decimals');
  end if;
  if amount > app_rules.topup_max_eur() then
    perform private.refuse('422', 'topup_too_large',
      format('At most €%s per top-up', to_char(app_rules.topup_max_eur(), 'FM999,999,999')),
      jsonb_build_object('limit', 'per_top_up', 'maxAmount', app_rules.topup_max_eur()));
  end if;
  select coalesce(sum(t.amount_eur), 0) into last_day from public.wallet_topups t
   where t.user_id = member and t.status in ('pending', 'paid')
     and t.created_at > now() - interval '24 hours';
  select count(*) into last_hour from public.wallet_topups t
   where t.user_id = member and t.created_at > now() - interval '1 hour';
  if last_hour >= app_rules.topup_hourly_max_count() then
    perform private.refuse('429', 'topup_limit_reached',
      format('Too many top-ups: at most %s per hour. Please try again later.',
             app_rules.topup_hourly_max_count()),
      jsonb_build_object('limit', 'hourly', 'maxCount', app_rules.topup_hourly_max_count()));
  end if;
  if last_day + amount > app_rules.topup_daily_max_eur() then
    perform private.refuse('429', 'topup_limit_reached',
      format('Daily top-up limit reached: at most €%s in 24 hours.',
             to_char(app_rules.topup_daily_max_eur(), 'FM999,999,999')),
      jsonb_build_object('limit', 'daily', 'maxAmount', app_rules.topup_daily_max_eur()));
  end if;
end
$$;
