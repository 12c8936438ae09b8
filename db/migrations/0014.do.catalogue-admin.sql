-- Catalogue administration (issue 13): one difficulty scale, deletes that say why they are
-- refused, and an append-only list of every change made to tours, micro-tours and add-ons.
--
-- Writes themselves were already admin-only since 0002 (insert, update and delete policies
-- `to authenticated` checking private.is_admin(), which reads app_metadata.role; anon has no
-- write grant); this migration keeps those policies as they are.

-- 1. One difficulty scale. The public screens say easy / moderate / challenging and the admin
-- form easy / medium / hard for the same three levels; only the first words are stored now, and
-- the admin form's words are labels of them (adminDifficultyLabels in domain/src).
-- NOTE: as service_role, because RLS is forced on tours: an owner that is not a superuser (a
-- managed host) has no policy of its own there and would silently update nothing.
set local role service_role;
update public.tours
   set difficulty = case difficulty when 'medium' then 'moderate' else 'challenging' end
 where difficulty in ('medium', 'hard');
reset role;

alter table public.tours drop constraint tours_difficulty_check;
alter table public.tours add constraint tours_difficulty_check
  check (difficulty in ('easy', 'moderate', 'challenging'));
comment on column public.tours.difficulty is
  'easy, moderate or challenging; the admin form labels them Easy, Medium and Hard';
analyze public.tours (difficulty);

-- The check constraint's own error names the constraint and dumps the whole row; an admin gets
-- this sentence instead (PostgREST: 400 with code 23514, or 23502 when missing). Only a wrong
-- value reaches the function, so writes with a right one pay nothing.
create function private.refuse_tour_difficulty() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.difficulty is null then
    raise exception 'Difficulty is required' using errcode = '23502',
      hint = 'Choose easy, moderate or challenging.';
  end if;
  raise exception 'Difficulty must be easy, moderate or challenging.' using errcode = '23514',
    detail = format('The tour was sent with difficulty "%s".', left(new.difficulty, 40)),
    hint = 'The admin form''s Medium is stored as moderate and Hard as challenging.';
end
$$;
create trigger tours_check_difficulty before insert or update of difficulty on public.tours
  for each row
  when (new.difficulty is null or new.difficulty not in ('easy', 'moderate', 'challenging'))
  execute function private.refuse_tour_difficulty();

-- 2. A tour or micro-tour that bookings refer to cannot be deleted: bookings reference them
-- `on delete restrict` (0003), and a booking is never deleted. That foreign key stays the
-- guarantee; this trigger only says it in words first, with the same code 23503 (PostgREST: 409
-- Conflict, body {code, message, details, hint}). The row is locked before the trigger runs, so a
-- booking committed meanwhile is counted. Security definer: an admin sees only their own bookings.
create function private.refuse_delete_with_bookings() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  what text := case tg_table_name when 'tours' then 'Tour' else 'Micro-tour' end;
  paid integer;
  others integer;
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
    raise exception '% "%" has % paid booking% and cannot be deleted.',
      what, old.title, paid, case when paid = 1 then '' else 's' end
      using errcode = '23503',
      detail = format('%s paid, %s cancelled or pending.', paid, others),
      hint = 'Bookings keep the tour they were made for. Edit the tour instead of deleting it.';
  end if;
  if others > 0 then
    raise exception '% "%" has % cancelled or pending booking% and cannot be deleted.',
      what, old.title, others, case when others = 1 then '' else 's' end
      using errcode = '23503',
      detail = format('%s paid, %s cancelled or pending.', paid, others),
      hint = 'Bookings keep the tour they were made for. Edit the tour instead of deleting it.';
  end if;
  return old;
end
$$;
create trigger tours_refuse_delete_with_bookings before delete on public.tours
  for each row execute function private.refuse_delete_with_bookings();
create trigger micro_tours_refuse_delete_with_bookings before delete on public.micro_tours
  for each row execute function private.refuse_delete_with_bookings();

-- 3. The audit list: one row per changed row of tours, micro_tours and addons, made with a token
-- (an admin through /rest/v1 or a server function acting for them, or the service key). The
-- server's own writes without a token (migrations, the demo and scale seeds) are not recorded.
-- `changes` holds only what changed: {"column": {"old": …, "new": …}}; an insert has only "new"
-- values and a delete only "old" ones (null columns left out), so a deleted row can be read back.
create table public.catalogue_audit (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  actor_role text not null,
  table_name text not null check (table_name in ('tours', 'micro_tours', 'addons')),
  row_id uuid not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  changes jsonb not null check (jsonb_typeof(changes) = 'object')
);
create index catalogue_audit_changed_idx on public.catalogue_audit (changed_at desc, id desc);
create index catalogue_audit_row_idx on public.catalogue_audit (table_name, row_id, id);

create function private.record_catalogue_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changed jsonb;
begin
  if auth.role() is null then
    return null;
  end if;
  select coalesce(jsonb_object_agg(key,
           case when o.value is null then jsonb_build_object('new', n.value)
                when n.value is null then jsonb_build_object('old', o.value)
                else jsonb_build_object('old', o.value, 'new', n.value) end), '{}')
    into changed
    from jsonb_each(before_row) o
    full join jsonb_each(after_row) n using (key)
   -- Bookkeeping and generated columns follow from the rest.
   where key not in ('id', 'created_at', 'updated_at', 'price_cents', 'duration_minutes')
     and o.value is distinct from n.value
     and not (o.value is null and n.value = 'null'::jsonb)
     and not (n.value is null and o.value = 'null'::jsonb);
  if tg_op = 'UPDATE' and changed = '{}' then
    return null;
  end if;
  insert into public.catalogue_audit
    (actor_id, actor_email, actor_role, table_name, row_id, action, changes)
  values (auth.uid(), nullif(auth.jwt() ->> 'email', ''), auth.role(), tg_table_name,
          (coalesce(after_row, before_row) ->> 'id')::uuid, lower(tg_op), changed);
  return null;
end
$$;
create trigger tours_audit after insert or update or delete on public.tours
  for each row execute function private.record_catalogue_change();
create trigger micro_tours_audit after insert or update or delete on public.micro_tours
  for each row execute function private.record_catalogue_change();
create trigger addons_audit after insert or update or delete on public.addons
  for each row execute function private.record_catalogue_change();

create function private.reject_audit_change() returns trigger
language plpgsql
as $$
begin
  raise exception 'catalogue_audit is append-only' using errcode = '42501';
end
$$;
create trigger catalogue_audit_append_only before update or delete on public.catalogue_audit
  for each row execute function private.reject_audit_change();
create trigger catalogue_audit_no_truncate before truncate on public.catalogue_audit
  for each statement execute function private.reject_audit_change();

-- Admins read it; nobody writes it but the trigger above (as service_role). service_role reads
-- it as it reads every public table (docs/decisions/005-database-roles.md).
alter table public.catalogue_audit enable row level security;
alter table public.catalogue_audit force row level security;
revoke all on public.catalogue_audit from public, anon, authenticated;
grant select on public.catalogue_audit to authenticated;
grant select, insert on public.catalogue_audit to service_role;
grant usage on sequence public.catalogue_audit_id_seq to service_role;
create policy catalogue_audit_admin_read on public.catalogue_audit for select to authenticated
  using (private.is_admin());
create policy catalogue_audit_service_read on public.catalogue_audit for select to service_role
  using (true);
create policy catalogue_audit_service_insert on public.catalogue_audit for insert to service_role
  with check (true);

-- Owned by service_role, as in 0008 and 0012, so they work for an owner that is not a superuser.
grant create on schema private to service_role;
alter function private.refuse_delete_with_bookings() owner to service_role;
alter function private.record_catalogue_change() owner to service_role;
revoke create on schema private from service_role;
