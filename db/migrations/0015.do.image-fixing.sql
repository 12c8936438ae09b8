-- Automatic image fixing (issue 14): the fix functions act as the admin who starts them, so
-- the admin writes the tours, the stored pictures and these log rows under row-level security.

-- What each log row is about, so a later run knows the score of the picture a fix applied.
alter table public.image_update_logs
  add column target text not null default 'cover' check (target in ('cover', 'gallery')),
  add column photo_id text check (length(photo_id) <= 200),
  add column provider text check (provider in ('local', 'unsplash', 'migration')),
  add column actor_id uuid;

-- The latest applied picture of each tour and micro-tour, found without a scan.
create index image_update_logs_tour_updated_idx on public.image_update_logs
  (tour_id, target, created_at desc) where action = 'updated' and tour_id is not null;
create index image_update_logs_micro_updated_idx on public.image_update_logs
  (micro_tour_id, target, created_at desc) where action = 'updated' and micro_tour_id is not null;

-- Admins add log rows for themselves; nobody edits or deletes them.
grant insert (tour_id, micro_tour_id, action, score, reason, query, new_url, target, photo_id,
              provider, actor_id)
  on public.image_update_logs to authenticated;
create policy image_update_logs_admin_insert on public.image_update_logs for insert
  to authenticated
  with check (private.is_admin() and actor_id is not distinct from auth.uid());
create policy image_update_logs_service_insert on public.image_update_logs for insert
  to service_role with check (true);
create policy image_update_logs_service_read on public.image_update_logs for select
  to service_role using (true);

create or replace view public.image_update_logs_with_tour with (security_invoker = true) as
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
  coalesce(t.slug, m.slug, 'unknown') as tour_slug,
  l.target,
  l.photo_id,
  l.provider
from public.image_update_logs l
left join public.tours t on t.id = l.tour_id
left join public.micro_tours m on m.id = l.micro_tour_id;
