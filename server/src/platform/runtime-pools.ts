import pg from 'pg';
import { withCredentials } from './database-url.js';
import { AUTHENTICATOR } from './database-roles.js';
import type { Logger } from './logger.js';
import { errorCode } from './error-fields.js';

export interface RuntimePools {
  /** The service connection's URL (authenticator taking service_role), for tools and tests. */
  serviceUrl: string;
  /** Logs in as authenticator and has no rights until a transaction takes the caller's role. */
  callerPool: pg.Pool;
  /**
   * Logs in as authenticator taking `authenticated`: one SQL function call for a signed-in
   * member in a single round trip (caller-db `callAsMember`), still without any claims of its own.
   */
  memberPool: pg.Pool;
  /** The server acting for itself (accounts, sessions, mail, counters, storage metadata). */
  servicePool: pg.Pool;
  end(): Promise<void>;
}

function openPool(connectionString: string, log: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => {
    // 57P01: the database is shutting down, which is expected while we stop.
    if (errorCode(error) !== '57P01') {
      log.warn({ err: error }, 'idle database connection failed');
    }
  });
  return pool;
}

/** The URL with `-c name=value` added, keeping any options the operator put in DATABASE_URL. */
function withSessionSetting(connectionString: string, name: string, value: string): string {
  const url = new URL(connectionString);
  const options = [url.searchParams.get('options'), `-c ${name}=${value}`];
  url.searchParams.set('options', options.filter(Boolean).join(' '));
  return url.toString();
}

/** The URL with `-c role=…` added, keeping any options the operator put in DATABASE_URL. */
export const withSessionRole = (connectionString: string, role: string): string =>
  withSessionSetting(connectionString, 'role', role);

/**
 * The server's own statements (its SQL functions, the auth and storage queries) have the same
 * shape on every call, so its sessions keep PostgreSQL's default plan cache. Migration 0007 has
 * `authenticator` plan every statement anew, for PostgREST's catalogue filters; in the server's
 * sessions that replanned every statement of a booking, its triggers' and its foreign keys' on
 * every call: about half of the booking's database time (issue 53, bench/RESULTS.md).
 */
const withPlanCache = (connectionString: string) =>
  withSessionSetting(connectionString, 'plan_cache_mode', 'auto');

/**
 * Every connection the running server makes logs in as `authenticator`, exactly like PostgREST:
 * the database owner's login is used only to set up roles and run migrations.
 */
export function openRuntimePools(
  databaseUrl: string,
  authenticatorPassword: string,
  log: Logger,
): RuntimePools {
  const url = withPlanCache(withCredentials(databaseUrl, AUTHENTICATOR, authenticatorPassword));
  const serviceUrl = withSessionRole(url, 'service_role');
  const callerPool = openPool(url, log);
  const memberPool = openPool(withSessionRole(url, 'authenticated'), log);
  const servicePool = openPool(serviceUrl, log);
  return {
    serviceUrl,
    callerPool,
    memberPool,
    servicePool,
    async end() {
      await Promise.all([callerPool.end(), memberPool.end(), servicePool.end()]);
    },
  };
}
