create table public.image_update_logs (
  id uuid primary key default gen_random_uuid(),
  tour_id uuid references public.tours (id) on delete set null,
  micro_tour_id uuid references public.micro_tours (id) on delete set null,
  action text not null check (action in ('updated', 'skipped', 'failed')),
  score numeric(4, 1),
  reason text check (length(reason) <= 2000),
  query text check (length(query) <= 500),
  new_url text check (length(new_url) <= 2048),
  created_at timestamptz not null default now()
);
create index image_update_logs_created_idx on public.image_update_logs (created_at desc);
create index image_update_logs_tour_idx on public.image_update_logs (tour_id) where tour_id is not null;

alter table public.image_update_logs enable row level security;
alter table public.image_update_logs force row level security;
grant select on public.image_update_logs to authenticated;
grant select, insert on public.image_update_logs to service_role;
create policy image_update_logs_admin_read on public.image_update_logs for select to authenticated
  using (private.is_admin());

-- security_invoker: the view obeys the RLS of the tables it reads.
create view public.image_update_logs_with_tour with (security_invoker = true) as
select
  l.id,
  l.tour_id,
  l.micro_tour_id,
  l.action,
  l.score,
  l.reason,
  l.query,
  l.new_url,
  l.created_at,
  coalesce(t.title, m.title, 'Unknown Tour') as tour_title,
  coalesce(t.slug, m.slug, 'unknown') as tour_slug
from public.image_update_logs l
left join public.tours t on t.id = l.tour_id
left join public.micro_tours m on m.id = l.micro_tour_id;
grant select on public.image_update_logs_with_tour to authenticated, service_role;

-- Storage metadata; the bytes live in the storage backend (files on disk by default).
create table storage.buckets (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  name text not null unique,
  public boolean not null default false,
  file_size_limit bigint check (file_size_limit > 0),
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id) on delete restrict,
  name text not null check (
    length(name) between 1 and 1024
    and name !~ '(^|/)\.\.?(/|$)'
    and left(name, 1) <> '/'
    and position(chr(92) in name) = 0
  ),
  owner uuid,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  constraint objects_bucket_name_key unique (bucket_id, name)
);
create trigger objects_set_updated_at before update on storage.objects
  for each row execute function private.set_updated_at();
create index objects_bucket_name_pattern_idx on storage.objects (bucket_id, name text_pattern_ops);

-- 10 MB, as the upload screens promise.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('tours', 'tours', true, 10485760, array['image/jpeg', 'image/png', 'image/webp']),
  ('covers', 'covers', true, 10485760, array['image/jpeg', 'image/png', 'image/webp']);

alter table storage.buckets enable row level security;
alter table storage.buckets force row level security;
alter table storage.objects enable row level security;
alter table storage.objects force row level security;
grant all on storage.buckets, storage.objects to service_role;
