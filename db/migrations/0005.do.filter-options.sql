-- The distinct values the list filters offer, one row each, so a browser never pulls whole
-- tables to build its selects.
create view public.micro_tour_filter_options with (security_invoker = true) as
select
  coalesce((select array_agg(distinct country order by country) from public.micro_tours
            where country is not null), '{}') as countries,
  coalesce((select array_agg(distinct city order by city) from public.micro_tours
            where city is not null), '{}') as cities;

create view public.tour_filter_options with (security_invoker = true) as
select
  coalesce((select array_agg(distinct category order by category) from public.tours), '{}') as categories,
  coalesce((select array_agg(distinct country order by country) from public.tours), '{}') as countries,
  coalesce((select array_agg(distinct difficulty order by difficulty) from public.tours), '{}') as difficulties,
  coalesce((select array_agg(distinct transport order by transport) from public.tours
            where transport is not null), '{}') as transports;

grant select on public.micro_tour_filter_options, public.tour_filter_options
  to anon, authenticated, service_role;
