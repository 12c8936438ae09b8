-- What the CO₂ total and the achievements are counted from (issue 49): the member's trips that
-- took place (private.trips_taken_place, the one rule), where each started, how the traveller
-- reached it and how many travelled, the member's home city, and the days of their visible
-- reviews. The server computes the figures and badges from these facts; none is stored.
create function public.my_trip_facts() returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'home', (select jsonb_build_object('name', h.name, 'lat', h.lat, 'lng', h.lng,
                                      'country', h.country)
               from public.member_home_places h where h.user_id = auth.uid()),
    'trips', (select coalesce(jsonb_agg(jsonb_build_object(
                'takenOn', b.start_date::text,
                'travelers', b.travelers,
                'country', coalesce(t.country, m.country),
                'category', t.category,
                'start', case when coalesce(t.start_lat, m.start_lat) is null then null
                         else jsonb_build_object('lat', coalesce(t.start_lat, m.start_lat),
                                                 'lng', coalesce(t.start_lng, m.start_lng),
                                                 'country', coalesce(t.start_country,
                                                                     m.start_country)) end,
                'transport', coalesce(t.footprint_transport, m.footprint_transport))
                order by b.start_date, b.id), '[]'::jsonb)
                from private.trips_taken_place(auth.uid()) b
                left join public.tours t on t.id = b.tour_id
                left join public.micro_tours m on m.id = b.micro_tour_id),
    'reviewedOn', (select coalesce(jsonb_agg(r.created_at::date::text order by r.created_at),
                                   '[]'::jsonb)
                     from public.review_records r
                    where r.user_id = auth.uid() and r.hidden_at is null))
  where auth.uid() is not null
$$;

revoke execute on function public.my_trip_facts() from public;
grant execute on function public.my_trip_facts() to authenticated, service_role;
