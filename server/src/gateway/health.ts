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

export function registerHealthRoute(app: FastifyInstance, deps: HealthDependencies) {
  app.get('/health', async (_request, reply) => {
    const [database, postgrest] = await Promise.all([
      checkDatabase(deps.pool),
      deps.postgrest.isReady(),
    ]);
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
