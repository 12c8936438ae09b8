import pg from 'pg';

/**
 * A pool on the database of a server the test file starts and stops itself
 * (startTestServer). `pool.end()` resolves before its connections' sockets are closed, so
 * stopping the server right after may still send them PostgreSQL's 57P01 ("terminating
 * connection due to administrator command"); a connection no longer in the pool has no
 * listener for that, and Node reports an unhandled error in whichever file runs. Those ends are
 * the file's own doing: each connection keeps a listener that lets them pass. Errors of the
 * pool's queries still reach the test as rejections.
 */
export function ownServerPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  return pool;
}
