import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMetrics } from './registry.js';

/** Requests no route took (an unknown path answered by the site's fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route's template (`/rest/v1/*`, `/functions/v1/:name`), never the raw URL: a label per
 * table, id or query would make a new series for every request.
 */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Counts every answered request and its time, by method, route template and status. */
export function registerHttpMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    metrics.httpRequests.inc({
      method: request.method,
      route,
      status_code: String(reply.statusCode),
    });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}
