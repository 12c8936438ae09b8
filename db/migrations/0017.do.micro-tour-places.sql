-- Each city with the country it lies in, so the list's country and city selects can narrow
-- each other from one small row instead of the browser reading the table's columns.
create or replace view public.micro_tour_filter_options with (security_invoker = true) as
select
  coalesce((select array_agg(distinct country order by country) from public.micro_tours
            where country is not null), '{}') as countries,
  coalesce((select array_agg(distinct city order by city) from public.micro_tours
            where city is not null), '{}') as cities,
  coalesce((select jsonb_agg(jsonb_build_object('country', country, 'city', city)
                             order by country, city)
            from (select distinct country, city from public.micro_tours
                  where country is not null and city is not null) as pairs), '[]') as places;
