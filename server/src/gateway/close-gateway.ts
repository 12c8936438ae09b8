import type { FastifyInstance } from 'fastify';
import type { Logger } from '../platform/logger.js';

/**
 * Stops taking connections and lets the requests in flight finish, for `graceMs` at most: then
 * whatever connection is still open is closed. Without the bound, one client holding a request
 * (a trickled body, a socket it never reads from) keeps a stop, a deploy or a test waiting until
 * the connection's own timeout.
 */
export async function closeGateway(
  app: FastifyInstance,
  graceMs: number,
  log: Logger,
): Promise<void> {
  const force = setTimeout(() => {
    log.warn(`closing the connections still open ${graceMs} ms after the stop began`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
