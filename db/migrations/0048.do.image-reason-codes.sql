-- The picture tools' outcomes in the reader's language (issue 48): next to the English sentence
-- in `reason`, each log row keeps it as a code with its values (domain/src/image-reasons.ts),
-- e.g. {"reason": "below_minimum", "best": 4.0, "minimum": 6}, so the admin screen says it in the
-- page's language. Rows written before have no code: they keep their English sentence.
alter table public.image_update_logs
  add column reason_code jsonb check (
    reason_code is null
    or (jsonb_typeof(reason_code) = 'object' and jsonb_typeof(reason_code -> 'reason') = 'string'
        and octet_length(reason_code::text) <= 8000));

grant insert (reason_code) on public.image_update_logs to authenticated;

-- The admin's log list sends the code too (same signature: owner and grants stay).
create or replace function public.admin_image_logs(p_search text default '', p_sort text default 'created_at',
                                        p_descending boolean default true,
                                        p_limit integer default 25, p_offset integer default 0,
                                        p_action text default null)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  pattern text := private.admin_list_pattern(p_search, p_sort, array['created_at', 'score'],
                                             p_limit, p_offset);
  dir text := private.admin_list_direction(p_descending, true);
  filter text := concat_ws(' and ', 'true',
    case when pattern is not null then
      'l.id in (select l2.id from public.image_update_logs l2 join public.tours t2 on t2.id = l2.tour_id
                 where (t2.title || chr(1) || t2.slug || chr(1) || t2.country) ilike $1
                   and (t2.title ilike $1 or t2.slug ilike $1)
                union all
                select l2.id from public.image_update_logs l2
                  join public.micro_tours m2 on m2.id = l2.micro_tour_id
                 where (m2.title || chr(1) || m2.slug || chr(1) || m2.city || chr(1) || m2.country) ilike $1
                   and m2.title ilike $1
                union all
                select l2.id from public.image_update_logs l2
                 where (coalesce(l2.query, '''') || chr(1) || coalesce(l2.reason, '''')) ilike $1)' end,
    case when p_action is not null then 'l.action = $4' end);
  total bigint;
  ids uuid[];
begin
  perform private.admin_list_choice('action (p_action)', p_action,
                                    array['updated', 'skipped', 'failed']);
  execute 'select count(*) from public.image_update_logs l where ' || filter
    into total using pattern, p_limit, p_offset, p_action;
  execute format('select array(select l.id from public.image_update_logs l where %s
                               order by l.%I %s, l.id %s limit $2 offset $3)',
                 filter, p_sort, dir, dir)
    into ids using pattern, p_limit, p_offset, p_action;
  return jsonb_build_object('total', total, 'rows', (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', l.id, 'tour_id', l.tour_id, 'micro_tour_id', l.micro_tour_id,
             'action', l.action, 'score', l.score, 'reason', l.reason, 'reason_code', l.reason_code,
             'query', l.query,
             'new_url', l.new_url, 'created_at', l.created_at,
             'tour_title', coalesce(t.title, m.title, 'Unknown Tour'),
             'tour_slug', coalesce(t.slug, m.slug, 'unknown'),
             'micro_tour_title', m.title) order by p.n), '[]')
      from unnest(ids) with ordinality as p(id, n)
      join public.image_update_logs l on l.id = p.id
      left join public.tours t on t.id = l.tour_id
      left join public.micro_tours m on m.id = l.micro_tour_id));
end
$$;
