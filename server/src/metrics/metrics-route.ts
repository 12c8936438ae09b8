import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './registry.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` only.
 * Without a token setting the route does not exist (the site's 404). A wrong token costs one
 * hash and a constant-time comparison of the digests, so a flood of them stays cheap and a
 * scraper every few seconds is never limited.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  options: { metrics: ServerMetrics; token: string | undefined },
): void {
  const { metrics, token } = options;
  if (!token) return;
  const expected = digest(token);
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>',
      });
    }
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).send(text);
  });
}
