import pg from 'pg';
import { StartupError } from './startup-error.js';
import { errorMessage } from './error-fields.js';

/** The roles PostgREST and our services switch to; none of them may log in. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

/** The login our runtime connections and PostgREST use; it can only switch to API_ROLES. */
export const AUTHENTICATOR = 'authenticator';

/**
 * Creates the cluster-wide roles before the migrations run, so they work for a database owner
 * that may create roles but is not a superuser (a managed PostgreSQL): such an owner cannot
 * give a role BYPASSRLS, so service_role is created without it and is granted its rows by
 * policies instead (docs/decisions/005-database-roles.md). Also lets the owner switch to
 * service_role, which maintenance commands such as the scale seed need.
 */
export async function ensureDatabaseRoles(
  owner: pg.ClientBase,
  authenticatorPassword: string,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await setUpRoles(owner, authenticatorPassword);
      return;
    } catch (error) {
      await owner.query('rollback').catch(() => undefined);
      if (attempt < ROLE_SETUP_ATTEMPTS && isConcurrentCatalogUpdate(error)) {
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        continue;
      }
      throw new StartupError(
        `The database login cannot set up the roles anon, authenticated, service_role and authenticator (${errorMessage(error)}): use a login that owns the database and has CREATEROLE, or create those roles as an administrator.`,
      );
    }
  }
}

/**
 * The advisory lock below is per database, and roles are per cluster: servers of two databases
 * on one cluster (test files, or products sharing a managed cluster) may update the same role
 * at once, and the later one fails with 'tuple concurrently updated' (or finds a role it was
 * about to create already made). Running again after the other commits succeeds.
 */
const ROLE_SETUP_ATTEMPTS = 8;

function isConcurrentCatalogUpdate(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // A role created meanwhile by the other database's server: the next attempt finds it.
  const code = 'code' in error ? error.code : undefined;
  return (
    code === '42710' ||
    code === '23505' ||
    /tuple concurrently (updated|deleted)/.test(error.message)
  );
}

async function setUpRoles(owner: pg.ClientBase, authenticatorPassword: string): Promise<void> {
  await owner.query('begin');
  // Several instances of one database may start at once (the lock does not reach other databases).
  await owner.query('select pg_advisory_xact_lock(7301955202)');
  const { rows } = await owner.query<{ rolname: string }>(
    'select rolname from pg_roles where rolname = any($1)',
    [[...API_ROLES, AUTHENTICATOR]],
  );
  const existing = new Set(rows.map((row) => row.rolname));
  for (const role of API_ROLES) {
    if (!existing.has(role)) await owner.query(`create role ${role} nologin noinherit`);
  }
  if (!existing.has(AUTHENTICATOR)) {
    await owner.query(`create role ${AUTHENTICATOR} login noinherit`);
  }
  await owner.query(
    `alter role ${AUTHENTICATOR} with login password ${pg.escapeLiteral(authenticatorPassword)}`,
  );
  const member = await owner.query<{ ok: boolean }>(
    `select case when current_setting('server_version_num')::int >= 160000
                 then pg_has_role(current_user, 'service_role', 'SET')
                 else pg_has_role(current_user, 'service_role', 'MEMBER') end as ok`,
  );
  if (!member.rows[0]?.ok) await owner.query('grant service_role to current_user');
  await owner.query('commit');
}
