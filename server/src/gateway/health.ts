import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { PostgrestHandle } from '../platform/postgrest.js';

export interface HealthDependencies {
  pool: pg.Pool;
  postgrest: PostgrestHandle;
  migrationVersion: () => number | undefined;
}

async function checkDatabase(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}

/** How long /health waits for PostgREST to answer a real read before calling it down. */
export const REST_PROBE_TIMEOUT_MS = 2000;

/**
 * A real, cheap read through PostgREST as anon: it needs a pooled connection and the database,
 * so it fails when the pool is exhausted or queries hang, which the admin port's /ready (schema
 * cache loaded, connection possible) does not notice.
 */
async function checkRest(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/tours?select=id&limit=1`, {
      signal: AbortSignal.timeout(REST_PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export function registerHealthRoute(app: FastifyInstance, deps: HealthDependencies) {
  app.get('/health', async (_request, reply) => {
    const [database, ready, answers] = await Promise.all([
      checkDatabase(deps.pool),
      deps.postgrest.isReady(),
      checkRest(deps.postgrest.url),
    ]);
    const postgrest = ready && answers;
    const version = deps.migrationVersion();
    const migrations = version !== undefined;
    const ok = database && postgrest && migrations;
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: ok ? 'ok' : 'unavailable',
        database: database ? 'ok' : 'down',
        postgrest: postgrest ? 'ok' : 'down',
        migrations: migrations ? { status: 'ok', version } : { status: 'pending' },
      });
  });
}
