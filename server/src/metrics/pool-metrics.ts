import type pg from 'pg';
import type { ServerMetrics } from './registry.js';

/** What node-postgres tells of a pool's connections. */
type PoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

/**
 * The connections of each database pool the process holds, read when scraped: all of them, the
 * idle ones, and the queries waiting for one (a pool at its limit).
 */
export function watchPools(metrics: ServerMetrics, pools: Record<string, PoolCounts>): void {
  const series = [
    ['db_pool_connections', 'Connections a database pool holds (in use and idle).', 'totalCount'],
    ['db_pool_idle_connections', 'Idle connections of a database pool.', 'idleCount'],
    [
      'db_pool_waiting_clients',
      'Queries waiting for a connection of a database pool (it is at its limit).',
      'waitingCount',
    ],
  ] as const;
  for (const [name, help, field] of series) {
    metrics.gauge({
      name,
      help,
      labelNames: ['pool'],
      collect(gauge) {
        for (const [pool, counts] of Object.entries(pools)) gauge.set({ pool }, counts[field]);
      },
    });
  }
}
