import pg from 'pg';
import { withCredentials } from './database-url.js';
import { AUTHENTICATOR } from './database-roles.js';
import type { Logger } from './logger.js';

export interface RuntimePools {
  /** The service connection's URL (authenticator taking service_role), for tools and tests. */
  serviceUrl: string;
  /** Logs in as authenticator and has no rights until a transaction takes the caller's role. */
  callerPool: pg.Pool;
  /** The server acting for itself (accounts, sessions, mail, counters, storage metadata). */
  servicePool: pg.Pool;
  end(): Promise<void>;
}

function openPool(connectionString: string, log: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => {
    // 57P01: the database is shutting down, which is expected while we stop.
    if ((error as { code?: string }).code !== '57P01') {
      log.warn({ err: error }, 'idle database connection failed');
    }
  });
  return pool;
}

/**
 * Every connection the running server makes logs in as `authenticator`, exactly like PostgREST:
 * the database owner's login is used only to set up roles and run migrations.
 */
export function openRuntimePools(
  databaseUrl: string,
  authenticatorPassword: string,
  log: Logger,
): RuntimePools {
  const url = withCredentials(databaseUrl, AUTHENTICATOR, authenticatorPassword);
  const service = new URL(url);
  // Keeps any options the operator put in DATABASE_URL (search_path, timeouts...).
  const options = [service.searchParams.get('options'), '-c role=service_role'];
  service.searchParams.set('options', options.filter(Boolean).join(' '));
  const serviceUrl = service.toString();
  const callerPool = openPool(url, log);
  const servicePool = openPool(serviceUrl, log);
  return {
    serviceUrl,
    callerPool,
    servicePool,
    async end() {
      await Promise.all([callerPool.end(), servicePool.end()]);
    },
  };
}
