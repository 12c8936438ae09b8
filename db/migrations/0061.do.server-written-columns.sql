-- Columns only the server writes (issue 49): a micro-tour's panorama (0057) and a tour's or
-- micro-tour's start place (0059) each had a trigger of their own repeating one rule. One guard
-- now holds it, told by its trigger's arguments which columns, which transaction setting lets the
-- server's checked write through (a setting no /rest/v1 request can make), and what to answer:
--   tg_argv[0] the setting, [1] the machine code (hint), [2] the error, [3] where to write
--   instead, [4:] the columns.
-- An insert by a caller may give none of the columns a value (null, or false for a flag); an
-- update may change none of them.

create function private.refuse_server_column_write() returns trigger
language plpgsql set search_path = '' as $$
declare
  new_row jsonb;
  old_row jsonb;
begin
  if current_user not in ('anon', 'authenticated')
     or coalesce(current_setting(tg_argv[0], true), '') = 'on' then
    return new;
  end if;
  new_row := to_jsonb(new);
  old_row := case when tg_op = 'UPDATE' then to_jsonb(old) end;
  if exists (
    select from unnest(tg_argv[4:]) as guarded(name)
    where case
      when tg_op = 'INSERT' then coalesce(new_row -> guarded.name, 'null') not in ('null', 'false')
      else new_row -> guarded.name is distinct from old_row -> guarded.name
    end
  ) then
    raise exception '% (%)', tg_argv[2], tg_argv[3]
      using errcode = 'PT403', hint = tg_argv[1],
        detail = jsonb_build_object('error', tg_argv[2])::text;
  end if;
  return new;
end
$$;

drop trigger micro_tours_refuse_panorama_write on public.micro_tours;
drop function private.refuse_panorama_write();
drop trigger tours_refuse_start_place_write on public.tours;
drop trigger micro_tours_refuse_start_place_write on public.micro_tours;
drop function private.refuse_start_place_write();

create trigger micro_tours_refuse_panorama_write before insert or update on public.micro_tours
  for each row execute function private.refuse_server_column_write(
    'app.panorama_checked', 'panorama_write_refused', 'A panorama is set by uploading it',
    'POST /functions/v1/micro-tour-panorama',
    'panorama_url', 'panorama_is_illustration', 'panorama_width', 'panorama_height');

create trigger tours_refuse_start_place_write before insert or update on public.tours
  for each row execute function private.refuse_server_column_write(
    'app.start_place_checked', 'start_place_write_refused',
    'A start place is picked from the gazetteer', 'POST /functions/v1/catalogue-start-place',
    'start_place_id', 'start_place_name', 'start_country', 'start_lat', 'start_lng');

create trigger micro_tours_refuse_start_place_write before insert or update on public.micro_tours
  for each row execute function private.refuse_server_column_write(
    'app.start_place_checked', 'start_place_write_refused',
    'A start place is picked from the gazetteer', 'POST /functions/v1/catalogue-start-place',
    'start_place_id', 'start_place_name', 'start_country', 'start_lat', 'start_lng');
