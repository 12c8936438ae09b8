-- A card top-up started from a booking keeps the booking it interrupted (issue 46, item 5;
-- docs/decisions/026-top-up-resumes-the-booking.md). The member's choice (a tour and its date,
-- travellers and add-ons, a micro-tour, or a waiting list to join) is stored with the attempt,
-- checked against the catalogue here, and read back by the member's own page after Checkout.
-- It never carries a price: the booking recomputes every price when the member confirms it.

alter table public.wallet_topups
  add column resume jsonb
    check (resume is null
           or (jsonb_typeof(resume) = 'object' and octet_length(resume::text) <= 4096));

-- The choice as stored: the member's ids, checked, with what the way back needs from the
-- catalogue (the tour's slug, a waiting list's tour and date). Bad or unknown → 400.
create function private.topup_resume(choice jsonb) returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  kind text := choice ->> 'kind';
  tour record;
  chosen uuid[];
  travelers integer := (choice ->> 'travelers')::integer;
begin
  if choice is null then
    return null;
  end if;
  perform private.check_travelers(travelers);
  if kind = 'book_tour' then
    select t.id, t.slug into tour from public.tours t where t.id = (choice ->> 'tour_id')::uuid;
    if not found then
      perform private.refuse('400', 'validation_failed', 'The booking to resume names no tour.');
    end if;
    chosen := array(select jsonb_array_elements_text(coalesce(choice -> 'addon_ids', '[]'))::uuid);
    if cardinality(chosen) > 50 or cardinality(chosen) <> (
         select count(*) from public.tour_addons(tour.id) a where a.id = any (chosen)) then
      perform private.refuse('400', 'validation_failed',
        'The booking to resume names an add-on the tour does not offer.');
    end if;
    return jsonb_build_object('kind', kind, 'tour_id', tour.id, 'slug', tour.slug,
      'start_date', (choice ->> 'start_date')::date, 'travelers', travelers,
      'addon_ids', to_jsonb(chosen));
  elsif kind = 'book_micro_tour' then
    select m.id into tour from public.micro_tours m
     where m.id = (choice ->> 'micro_tour_id')::uuid;
    if not found then
      perform private.refuse('400', 'validation_failed',
        'The booking to resume names no micro-tour.');
    end if;
    return jsonb_build_object('kind', kind, 'micro_tour_id', tour.id,
      'start_date', (choice ->> 'start_date')::date, 'travelers', travelers);
  elsif kind = 'join_waitlist' then
    select d.id, d.start_date, t.id as tour_id, t.slug into tour
      from public.departures d join public.tours t on t.id = d.tour_id
     where d.id = (choice ->> 'departure_id')::uuid;
    if not found then
      perform private.refuse('400', 'validation_failed',
        'The waiting list to join after the top-up is not one of a tour.');
    end if;
    return jsonb_build_object('kind', kind, 'departure_id', tour.id, 'tour_id', tour.tour_id,
      'slug', tour.slug, 'start_date', tour.start_date, 'travelers', travelers);
  end if;
  perform private.refuse('400', 'validation_failed', 'Unknown booking to resume.');
  return null;
end
$$;

drop function wallet.start_topup(text, numeric, text, text, text);
create function wallet.start_topup(
  provider text, amount_eur numeric, notes text default null, resume jsonb default null,
  idempotency_key text default null, request_hash text default null
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  member uuid := private.live_session_user();
  earlier jsonb := private.claim_request(member, 'wallet-topup', idempotency_key, request_hash);
  attempt_id uuid;
  stored jsonb;
  entry public.wallet_transactions;
begin
  if earlier is not null then
    return earlier;
  end if;
  if provider is null or provider not in ('demo', 'stripe') then
    raise exception 'unknown payment provider %', provider using errcode = '22023';
  end if;
  stored := private.topup_resume(resume);
  -- Serializes a member's top-ups, so two at once cannot both pass the limits.
  perform private.lock_wallet(member);
  perform private.check_topup_limits(member, amount_eur);
  insert into public.wallet_topups (user_id, provider, amount_eur, notes, resume)
  values (member, provider, amount_eur, left(notes, 500), stored)
  returning id into attempt_id;
  if provider <> 'demo' then
    return private.answer_request(member, idempotency_key, jsonb_build_object(
      'success', true,
      'topup', jsonb_build_object('id', attempt_id, 'amountEur', amount_eur,
                                  'status', 'pending', 'resume', stored)));
  end if;
  entry := private.credit_topup(attempt_id, amount_eur, null);
  return private.answer_request(member, idempotency_key, jsonb_build_object(
    'success', true,
    'transaction', jsonb_build_object('id', entry.id, 'amount_eur', entry.amount_eur,
                                      'created_at', entry.created_at),
    'newBalance', (select w.balance_eur from public.wallets w where w.user_id = member)));
end
$$;

grant create on schema private, wallet to service_role;
alter function private.topup_resume(jsonb) owner to service_role;
alter function wallet.start_topup(text, numeric, text, jsonb, text, text) owner to service_role;
revoke create on schema private, wallet from service_role;
revoke execute on function private.topup_resume(jsonb) from public;
revoke execute on function wallet.start_topup(text, numeric, text, jsonb, text, text) from public;
grant execute on function wallet.start_topup(text, numeric, text, jsonb, text, text)
  to authenticated;
