-- The accounts whose stored admin role came from ADMIN_EMAILS (the admin's members list shows the
-- stored role). The start-up sync takes the role back from exactly these once their address
-- leaves the list, and never from an account it did not grant it to: several gateways, or a
-- gateway and a tool, may share the database, each with its own view of who is an admin.
create table auth.admin_role_grants (
  user_id uuid primary key references auth.users (id) on delete cascade
);

alter table auth.admin_role_grants enable row level security;
alter table auth.admin_role_grants force row level security;
revoke all on auth.admin_role_grants from public, anon, authenticated;
grant delete, insert, select on auth.admin_role_grants to service_role;
create policy service_role_all on auth.admin_role_grants for all to service_role
  using (true) with check (true);
