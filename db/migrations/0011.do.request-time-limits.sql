-- Every request through the data API is bounded in time, as Supabase bounds it: PostgREST
-- applies the settings of the role it switches to ("impersonated role settings"), so a query as
-- anon stops after 3 s and one as authenticated after 8 s, and a pathological filter cannot hold
-- a pooled connection for minutes. service_role (the server's own key) keeps no limit.
-- A CREATEROLE owner may set these on roles it administers (PostgreSQL 16+) or, before 16, on
-- any role that is not a superuser.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- PostgREST's pre-request function: names the transaction after the gateway's tag for the
-- request (a random UUID), so the gateway can find and cancel the query when its client goes
-- away (PostgREST itself keeps running a query whose client left). The name reverts when the
-- transaction ends.
create function private.tag_rest_request() returns void
language sql volatile set search_path = ''
as $$
  select set_config('application_name', 'rest ' || id, true)
    from (select current_setting('request.headers', true)::json ->> 'x-gateway-request-id' as id) h
   where id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
$$;
grant execute on function private.tag_rest_request() to anon, authenticated, service_role;
