-- A micro-tour's 360° panorama behind its 'VR Ready' badge (issue 49, decision 032).
--
-- An equirectangular JPEG, 2:1, stored in the public bucket `panoramas`: the demo catalogue's are
-- drawn by the seed (`panorama_is_illustration`, the viewer says 'Illustration'), an admin's are
-- photographs checked by the server (POST /functions/v1/micro-tour-panorama reads the stored
-- bytes: JPEG, 2:1, 2048 to 8192 pixels wide). A micro-tour without one shows no badge.
--
-- The four columns are written only by the server: the service role, the seed, and the upload
-- function, which writes as the admin (so the change is audited) after setting
-- `app.panorama_checked` in its transaction, a setting no /rest/v1 request can make. An admin's
-- PostgREST update may not point a micro-tour at a file whose ratio nobody checked.

alter table public.micro_tours
  add column panorama_url text check (length(panorama_url) <= 2048),
  add column panorama_is_illustration boolean not null default false,
  add column panorama_width integer,
  add column panorama_height integer,
  add constraint micro_tours_panorama_check check (
    (panorama_url is null and panorama_width is null and panorama_height is null
      and not panorama_is_illustration)
    or (panorama_url is not null and panorama_width = 2 * panorama_height
      and panorama_width between 2048 and 8192)
  );

comment on column public.micro_tours.panorama_url is
  'Public address of the micro-tour''s equirectangular panorama (bucket panoramas), null when none.';
comment on column public.micro_tours.panorama_is_illustration is
  'The panorama is drawn (the demo catalogue''s), not photographed: the viewer says Illustration.';

create function private.refuse_panorama_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated')
     and coalesce(current_setting('app.panorama_checked', true), '') <> 'on'
     and (tg_op = 'INSERT' and (new.panorama_url is not null or new.panorama_is_illustration)
          or tg_op = 'UPDATE' and (
            new.panorama_url is distinct from old.panorama_url
            or new.panorama_is_illustration is distinct from old.panorama_is_illustration
            or new.panorama_width is distinct from old.panorama_width
            or new.panorama_height is distinct from old.panorama_height)) then
    raise exception 'A panorama is set by uploading it (POST /functions/v1/micro-tour-panorama)'
      using errcode = 'PT403', hint = 'panorama_write_refused',
        detail = jsonb_build_object('error', 'A panorama is set by uploading it')::text;
  end if;
  return new;
end
$$;

create trigger micro_tours_refuse_panorama_write before insert or update on public.micro_tours
  for each row execute function private.refuse_panorama_write();

-- Panoramas: JPEG only, 20 MB (a 8192 × 4096 photograph at high quality fits).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('panoramas', 'panoramas', true, 20971520, array['image/jpeg']);
