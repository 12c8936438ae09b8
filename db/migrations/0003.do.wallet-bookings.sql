-- One wallet per member. The balance is derived from the ledger by the trigger below and can
-- never go negative; members only read it.
create table public.wallets (
  user_id uuid primary key references auth.users (id) on delete restrict,
  balance_eur public.eur not null default 0 check (balance_eur >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger wallets_set_updated_at before update on public.wallets
  for each row execute function private.set_updated_at();

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete restrict,
  tour_id uuid references public.tours (id) on delete restrict,
  micro_tour_id uuid references public.micro_tours (id) on delete restrict,
  start_date date not null,
  travelers integer not null check (travelers between 1 and 12),
  addon_ids uuid[] not null default '{}',
  base_total_eur public.eur not null default 0 check (base_total_eur >= 0),
  addons_total_eur public.eur not null default 0 check (addons_total_eur >= 0),
  total_eur public.eur not null check (total_eur >= 0 and total_eur = base_total_eur + addons_total_eur),
  status text not null default 'pending' check (status in ('paid', 'pending', 'cancelled')),
  idempotency_key text check (length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A booking is for a multi-day tour or for a micro-tour, never both.
  constraint bookings_one_tour_check check (num_nonnulls(tour_id, micro_tour_id) = 1),
  constraint bookings_idempotency_key unique (user_id, idempotency_key)
);
create trigger bookings_set_updated_at before update on public.bookings
  for each row execute function private.set_updated_at();
create index bookings_user_created_idx on public.bookings (user_id, created_at desc);
create index bookings_tour_idx on public.bookings (tour_id) where tour_id is not null;
create index bookings_micro_tour_idx on public.bookings (micro_tour_id) where micro_tour_id is not null;

-- The ledger: append-only. 'topup' credits, every other type debits.
create table public.wallet_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete restrict,
  type text not null check (type in ('topup', 'booking', 'debit')),
  amount_eur public.eur not null check (amount_eur > 0),
  notes text check (length(notes) <= 500),
  booking_id uuid references public.bookings (id) on delete restrict,
  idempotency_key text check (length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now(),
  constraint wallet_transactions_idempotency_key unique (user_id, idempotency_key)
);
create index wallet_transactions_user_created_idx
  on public.wallet_transactions (user_id, created_at desc);
create index wallet_transactions_booking_idx
  on public.wallet_transactions (booking_id) where booking_id is not null;

-- Applies each ledger row to the wallet in the same transaction, so the stored balance always
-- equals the ledger sum. A debit larger than the balance fails the whole insert.
create function private.apply_wallet_transaction() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.type = 'topup' then
    insert into public.wallets as w (user_id, balance_eur)
    values (new.user_id, new.amount_eur)
    on conflict (user_id) do update set balance_eur = w.balance_eur + excluded.balance_eur;
  else
    update public.wallets
       set balance_eur = balance_eur - new.amount_eur
     where user_id = new.user_id and balance_eur >= new.amount_eur;
    if not found then
      raise exception 'insufficient_funds' using errcode = 'P0001',
        detail = 'The wallet balance is lower than the amount to deduct.';
    end if;
  end if;
  return new;
end
$$;
create trigger wallet_transactions_apply after insert on public.wallet_transactions
  for each row execute function private.apply_wallet_transaction();

create function private.reject_ledger_change() returns trigger
language plpgsql
as $$
begin
  raise exception 'wallet_transactions is append-only' using errcode = '42501';
end
$$;
create trigger wallet_transactions_append_only before update or delete on public.wallet_transactions
  for each row execute function private.reject_ledger_change();
create trigger wallet_transactions_no_truncate before truncate on public.wallet_transactions
  for each statement execute function private.reject_ledger_change();

-- Every new account starts with an empty wallet.
create function private.create_wallet_for_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.wallets (user_id) values (new.id) on conflict do nothing;
  return new;
end
$$;
create trigger users_create_wallet after insert on auth.users
  for each row execute function private.create_wallet_for_user();

alter table public.wallets enable row level security;
alter table public.wallets force row level security;
alter table public.bookings enable row level security;
alter table public.bookings force row level security;
alter table public.wallet_transactions enable row level security;
alter table public.wallet_transactions force row level security;

grant select on public.wallets, public.bookings, public.wallet_transactions to authenticated;
-- Members may add top-ups for themselves; bookings and debits are written by server functions.
grant insert (user_id, type, amount_eur, notes, idempotency_key)
  on public.wallet_transactions to authenticated;
grant select, insert on public.wallets, public.bookings, public.wallet_transactions to service_role;
grant update on public.wallets, public.bookings to service_role;

create policy wallets_owner_read on public.wallets for select to authenticated
  using (user_id = auth.uid());
create policy bookings_owner_read on public.bookings for select to authenticated
  using (user_id = auth.uid());
create policy wallet_transactions_owner_read on public.wallet_transactions for select to authenticated
  using (user_id = auth.uid());
create policy wallet_transactions_owner_topup on public.wallet_transactions for insert to authenticated
  with check (
    user_id = auth.uid()
    and type = 'topup'
    and amount_eur > 0
    and amount_eur <= 10000
  );
