-- Tours on a map (issue 52, docs/decisions/049-map-pins.md): one call answers a list's filtered
-- results as points, `POST /rest/v1/rpc/catalogue_map_pins` (answer: domain/src/map-pins.ts).
--
-- The map sends the filters its list applies (built by the list's own function in the web app,
-- so the two never drift), the visible bounds and a zoom. The database answers the matches
-- inside the bounds grouped on a grid of 64-pixel cells at that zoom, coarser when the view holds
-- more than 400 groups, so the browser never receives more than 400 pins at any catalogue size.
--
-- It runs as the caller (security invoker): row-level security decides what anon or a member
-- sees, exactly as for the list, and the lists' own rule for listings off sale (decision 039)
-- is repeated here. Every column and operator is checked against the ones the lists filter on,
-- every value against its column's type and size, and written into the statement as a quoted
-- literal with its column's type (format %I / %L), so no text sent can become SQL. A bad call is
-- 400 `validation_failed` with the field in DETAIL, never a 5xx; its time is bounded by the
-- caller role's statement_timeout (migration 0011) and by its input: at most 16 filters, 64 values
-- in a list, 200 characters a text and 1000 a search pattern, and a view of at most 8192 pixels
-- a side at its zoom, so the grid has at most 16,384 cells.

-- The map reads a listing's place, price and id, and its list's filters but the search check
-- small columns: an index of the listings on sale with a place, by longitude then latitude,
-- that holds them all, so all Europe is an index-only scan of it, a city view a narrow range,
-- and a country, a price or a duration is checked in the index too, without reading the rows
-- (a country view under its country filter: 60 ms of row reads at 100,000 tours before, 8 ms).
create index tours_map_pins_idx on public.tours (start_lng, start_lat)
  include (price_cents, id, country, category, difficulty, transport, duration_days)
  where on_sale and start_lat is not null;
create index micro_tours_map_pins_idx on public.micro_tours (start_lng, start_lat)
  include (price_cents, id, country, city, duration_minutes)
  where on_sale and start_lat is not null;

-- A refusal of the call's input: 400, the machine code in HINT, the field in DETAIL.
create function private.map_pins_refuse(field text, message text) returns void
language plpgsql volatile set search_path = '' as $$
begin
  raise exception '%', message using errcode = 'PT400', hint = 'validation_failed',
    detail = pg_catalog.jsonb_build_object('error', message, 'field', field)::text;
end
$$;
grant execute on function private.map_pins_refuse(text, text) to anon, authenticated, service_role;

-- The columns each list filters on, with their type and the operators the list uses: nothing
-- else may be filtered through the map (web: features/*/lib/*-list-filters.ts).
create function private.map_filter_rule(catalogue text, col text, out sql_type text,
                                        out ops text[])
language sql immutable set search_path = '' as $$
  select r.sql_type, r.ops
    from (values
      ('tours', 'search_text', 'like', '{like}'::text[]),
      ('tours', 'search_text_de', 'like', '{like}'),
      ('tours', 'search_text_fr', 'like', '{like}'),
      ('tours', 'search_text_es', 'like', '{like}'),
      ('tours', 'search_text_it', 'like', '{like}'),
      ('tours', 'category', 'text', '{eq}'),
      ('tours', 'country', 'text', '{eq}'),
      ('tours', 'difficulty', 'text', '{eq}'),
      ('tours', 'transport', 'text', '{eq}'),
      ('tours', 'price_cents', 'bigint', '{gte,lte}'),
      ('tours', 'duration_days', 'integer', '{eq,gte}'),
      ('tours', 'start_lng', 'float8', '{gte,lte}'),
      ('tours', 'start_lat', 'float8', '{gte,lte}'),
      ('micro_tours', 'search_text', 'like', '{like}'),
      ('micro_tours', 'search_text_de', 'like', '{like}'),
      ('micro_tours', 'search_text_fr', 'like', '{like}'),
      ('micro_tours', 'search_text_es', 'like', '{like}'),
      ('micro_tours', 'search_text_it', 'like', '{like}'),
      ('micro_tours', 'country', 'text', '{eq}'),
      ('micro_tours', 'city', 'text', '{eq}'),
      ('micro_tours', 'price_cents', 'integer', '{in}'),
      ('micro_tours', 'duration_minutes', 'integer', '{gte,lte}'),
      ('micro_tours', 'start_lng', 'float8', '{gte,lte}'),
      ('micro_tours', 'start_lat', 'float8', '{gte,lte}')
    ) as r(catalogue, col, sql_type, ops)
   where r.catalogue = map_filter_rule.catalogue and r.col = map_filter_rule.col
$$;
grant execute on function private.map_filter_rule(text, text) to anon, authenticated, service_role;

-- One value of a filter as an SQL literal of its column's type, or null when it is not one.
create function private.map_filter_literal(sql_type text, value jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  n numeric;
begin
  if sql_type in ('text', 'like') then
    if pg_catalog.jsonb_typeof(value) <> 'string' then return null; end if;
    if pg_catalog.char_length(value #>> '{}')
         not between 1 and (case sql_type when 'like' then 1000 else 200 end) then
      return null;
    end if;
    -- PostgREST reads `*` in a like pattern as `%`; the lists' patterns never hold one.
    return pg_catalog.format('%L::text', case sql_type
      when 'like' then pg_catalog.replace(value #>> '{}', '*', '%') else value #>> '{}' end);
  end if;
  if pg_catalog.jsonb_typeof(value) <> 'number' then return null; end if;
  n := (value #>> '{}')::numeric;
  if sql_type = 'float8' then
    return case when pg_catalog.abs(n) <= 180 then pg_catalog.format('%L::float8', n) end;
  end if;
  if n <> pg_catalog.trunc(n) then return null; end if;
  if pg_catalog.abs(n) > (case sql_type when 'integer' then 2147483647 else 1e15 end) then
    return null;
  end if;
  return pg_catalog.format('%L::%s', n, sql_type);
end
$$;
grant execute on function private.map_filter_literal(text, jsonb)
  to anon, authenticated, service_role;

-- The filters as one SQL condition on `t`, each checked against the list's own; refuses the
-- first that is not one of them.
create function private.map_filter_sql(catalogue text, filters jsonb) returns text
language plpgsql stable set search_path = '' as $$
declare
  f record;
  rule record;
  field text;
  literal text;
  literals text[];
  item jsonb;
  conditions text[] := '{}';
begin
  if filters is null or pg_catalog.jsonb_typeof(filters) <> 'array' then
    perform private.map_pins_refuse('filters', 'Filters must be a list.');
  end if;
  if pg_catalog.jsonb_array_length(filters) > 16 then
    perform private.map_pins_refuse('filters', 'At most 16 filters.');
  end if;
  for f in select e.value, e.n from pg_catalog.jsonb_array_elements(filters)
                                  with ordinality as e(value, n) loop
    field := pg_catalog.format('filters[%s]', f.n - 1);
    if pg_catalog.jsonb_typeof(f.value) <> 'object'
       or (select pg_catalog.array_agg(k order by k) from pg_catalog.jsonb_object_keys(f.value) k)
            is distinct from '{column,op,value}'::text[]
       or pg_catalog.jsonb_typeof(f.value -> 'column') <> 'string'
       or pg_catalog.jsonb_typeof(f.value -> 'op') <> 'string' then
      perform private.map_pins_refuse(field, 'A filter is {column, op, value}.');
    end if;
    select * into rule from private.map_filter_rule(catalogue, f.value ->> 'column');
    if rule.sql_type is null then
      perform private.map_pins_refuse(field || '.column',
        pg_catalog.format('The list does not filter on "%s".',
                          pg_catalog.left(f.value ->> 'column', 40)));
    end if;
    if not (f.value ->> 'op') = any (rule.ops) then
      perform private.map_pins_refuse(field || '.op',
        pg_catalog.format('The list filters %s with %s only.', f.value ->> 'column',
                          pg_catalog.array_to_string(rule.ops, ', ')));
    end if;
    if f.value ->> 'op' = 'in' then
      if pg_catalog.jsonb_typeof(f.value -> 'value') <> 'array'
         or pg_catalog.jsonb_array_length(f.value -> 'value') > 64 then
        perform private.map_pins_refuse(field || '.value', 'A list of at most 64 values.');
      end if;
      literals := '{}';
      for item in select pg_catalog.jsonb_array_elements(f.value -> 'value') loop
        literal := private.map_filter_literal(rule.sql_type, item);
        if literal is null then
          perform private.map_pins_refuse(field || '.value',
            pg_catalog.format('Not a value of %s.', f.value ->> 'column'));
        end if;
        literals := literals || literal;
      end loop;
      -- An empty list matches nothing, as PostgREST's in.() does.
      conditions := conditions || case when pg_catalog.cardinality(literals) = 0 then 'false'
        else pg_catalog.format('t.%I in (%s)', f.value ->> 'column',
                               pg_catalog.array_to_string(literals, ', ')) end;
    else
      literal := private.map_filter_literal(rule.sql_type, f.value -> 'value');
      if literal is null then
        perform private.map_pins_refuse(field || '.value',
          pg_catalog.format('Not a value of %s.', f.value ->> 'column'));
      end if;
      conditions := conditions || pg_catalog.format('t.%I %s %s', f.value ->> 'column',
        case f.value ->> 'op' when 'eq' then '=' when 'gte' then '>=' when 'lte' then '<='
                              when 'like' then 'like' end,
        literal);
    end if;
  end loop;
  return pg_catalog.array_to_string('{true}'::text[] || conditions, ' and ');
end
$$;
grant execute on function private.map_filter_sql(text, jsonb) to anon, authenticated, service_role;

-- A latitude's place on the Web Mercator square, 0 at the top (85.05° N) to 1 at the bottom.
-- (No search_path of its own, every name qualified: it is called for every row and so stays
-- inlined, as private.is_admin in 0072.)
create function private.mercator_y(lat float8) returns float8
language sql immutable parallel safe as $$
  select (1 - pg_catalog.ln(
                pg_catalog.tan(pg_catalog.radians(
                  greatest(-85.0511287798::float8, least(85.0511287798::float8, lat))))
                + 1 / pg_catalog.cos(pg_catalog.radians(
                  greatest(-85.0511287798::float8, least(85.0511287798::float8, lat)))))
              / pg_catalog.pi()) / 2
$$;
grant execute on function private.mercator_y(float8) to anon, authenticated, service_role;

create function public.catalogue_map_pins(catalogue text, locale text, filters jsonb,
                                          west float8, south float8, east float8, north float8,
                                          zoom integer)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  pins_max constant integer := 400;
  -- 256-pixel tiles and 64-pixel cells: 2^(zoom + 2) cells across the world.
  cells_across float8;
  view_max_px constant float8 := 8192;
  condition text;
  title_column text;
  cell_x integer[];
  cell_y integer[];
  cell_n integer[];
  cell_lat float8[];
  cell_lng float8[];
  cell_price bigint[];
  cell_south float8[];
  cell_north float8[];
  cell_west float8[];
  cell_east float8[];
  y_north integer;
  y_south integer;
  lines float8[];
  shift integer := 0;
  answer jsonb;
begin
  if catalogue is null or catalogue not in ('tours', 'micro_tours') then
    perform private.map_pins_refuse('catalogue', 'The catalogue is tours or micro_tours.');
  end if;
  if locale is null or locale not in ('en', 'de', 'fr', 'es', 'it') then
    perform private.map_pins_refuse('locale', 'The language is en, de, fr, es or it.');
  end if;
  if zoom is null or zoom not between 0 and 16 then
    perform private.map_pins_refuse('zoom', 'The zoom is a whole number from 0 to 16.');
  end if;
  -- NaN (above every number in PostgreSQL), the infinities and null each fail one of these.
  if not coalesce(west >= -180 and east <= 180 and west < east
                  and south >= -90 and north <= 90 and south < north, false) then
    perform private.map_pins_refuse('bounds',
      'The bounds are west < east within ±180 and south < north within ±90.');
  end if;
  cells_across := pg_catalog.power(2, zoom + 2);
  if (east - west) / 360 * 256 * pg_catalog.power(2, zoom) > view_max_px
     or (private.mercator_y(south) - private.mercator_y(north)) * 256
          * pg_catalog.power(2, zoom) > view_max_px then
    perform private.map_pins_refuse('bounds', 'The bounds are larger than a screen at this zoom.');
  end if;
  condition := private.map_filter_sql(catalogue, filters);
  title_column := case locale when 'en' then 'title' else 'title_' || locale end;

  -- The latitudes of the grid's lines across the view, southmost first: a listing's row of cells
  -- is the view's southmost row less the lines south of it, found by a binary search
  -- (width_bucket) rather than by projecting every listing.
  y_north := pg_catalog.floor(private.mercator_y(north) * cells_across)::integer;
  y_south := pg_catalog.floor(private.mercator_y(south) * cells_across)::integer;
  select coalesce(pg_catalog.array_agg(
           pg_catalog.degrees(pg_catalog.atan(pg_catalog.sinh(
             pg_catalog.pi() * (1 - 2 * k / cells_across)))) order by k desc), '{}')
    into lines
    from pg_catalog.generate_series(y_north + 1, y_south) as k;

  -- 1. The matches inside the bounds, counted into the zoom's cells (at most 128 × 128 of them).
  execute pg_catalog.format(
    'select pg_catalog.array_agg(c.x), pg_catalog.array_agg(c.y), pg_catalog.array_agg(c.n),
            pg_catalog.array_agg(c.lat), pg_catalog.array_agg(c.lng), pg_catalog.array_agg(c.price),
            pg_catalog.array_agg(c.south), pg_catalog.array_agg(c.north),
            pg_catalog.array_agg(c.west), pg_catalog.array_agg(c.east)
       from (select pg_catalog.floor((t.start_lng + 180) / 360 * $5)::integer as x,
                    $6 - pg_catalog.width_bucket(t.start_lat, $7) as y,
                    pg_catalog.count(*)::integer as n,
                    pg_catalog.sum(t.start_lat) as lat, pg_catalog.sum(t.start_lng) as lng,
                    pg_catalog.min(t.price_cents) as price,
                    pg_catalog.min(t.start_lat) as south, pg_catalog.max(t.start_lat) as north,
                    pg_catalog.min(t.start_lng) as west, pg_catalog.max(t.start_lng) as east
               from public.%I t
              where t.on_sale and t.start_lat is not null
                and t.start_lng >= $1 and t.start_lng <= $3
                and t.start_lat >= $2 and t.start_lat <= $4
                and %s
              group by 1, 2) c',
    catalogue, condition)
    into cell_x, cell_y, cell_n, cell_lat, cell_lng, cell_price, cell_south, cell_north,
         cell_west, cell_east
    using west, south, east, north, cells_across, y_south, lines;

  -- 2. Cells twice as large until at most 400 groups are left.
  while (select pg_catalog.count(distinct (c.x >> shift, c.y >> shift))
           from unnest(cell_x, cell_y) as c(x, y)) > pins_max loop
    shift := shift + 1;
  end loop;

  -- 3. A group of one is that listing, named in the page's language, found again by its place
  -- (no other match has that place: it would share its cell); others are clusters.
  execute pg_catalog.format(
    'select pg_catalog.jsonb_build_object(
              ''total'', coalesce(pg_catalog.sum(g.n), 0),
              ''pins'', coalesce(pg_catalog.jsonb_agg(case when g.n = 1 then
                pg_catalog.jsonb_build_object(''kind'', ''listing'', ''id'', t.id, ''slug'', t.slug,
                  ''title'', t.%I, ''priceCents'', t.price_cents,
                  ''lat'', t.start_lat, ''lng'', t.start_lng)
              else
                pg_catalog.jsonb_build_object(''kind'', ''cluster'', ''count'', g.n,
                  ''lat'', g.lat / g.n, ''lng'', g.lng / g.n, ''minPriceCents'', g.price,
                  ''bounds'', pg_catalog.jsonb_build_object(''west'', g.west, ''south'', g.south,
                                                           ''east'', g.east, ''north'', g.north))
              end order by g.n desc, g.x, g.y), ''[]''))
       from (select c.x >> $11 as x, c.y >> $11 as y, pg_catalog.sum(c.n) as n,
                    pg_catalog.sum(c.lat) as lat, pg_catalog.sum(c.lng) as lng,
                    pg_catalog.min(c.price) as price,
                    pg_catalog.min(c.south) as south, pg_catalog.max(c.north) as north,
                    pg_catalog.min(c.west) as west, pg_catalog.max(c.east) as east
               from unnest($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
                      as c(x, y, n, lat, lng, price, south, north, west, east)
              group by 1, 2) g
       left join lateral (
         select t.id, t.slug, t.%I, t.price_cents, t.start_lat, t.start_lng
           from public.%I t
          where g.n = 1 and t.on_sale and t.start_lat is not null
            and t.start_lng = g.west and t.start_lat = g.south and %s
          limit 1) t on g.n = 1',
    title_column, title_column, catalogue, condition)
    into answer
    using cell_x, cell_y, cell_n, cell_lat, cell_lng, cell_price, cell_south, cell_north,
          cell_west, cell_east, shift;
  return answer;
end
$$;
grant execute on function public.catalogue_map_pins(text, text, jsonb, float8, float8, float8,
                                                     float8, integer)
  to anon, authenticated, service_role;
