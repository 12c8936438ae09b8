import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMetrics } from './registry.js';

/** Requests no route took (an unknown path answered by the site's fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The built app's files (scripts, styles, pictures): one label, however many files a build has. */
export const STATIC_FILE_ROUTE = 'static file';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The label this route's requests are counted under, in place of its URL. */
    metricsRoute?: string;
  }
}

/**
 * The route's template (`/rest/v1/*`, `/functions/v1/:name`), never the raw URL: a label per
 * table, id or query would make a new series for every request.
 */
export function routeLabel(request: FastifyRequest): string {
  const { config, url } = request.routeOptions;
  return config.metricsRoute ?? url ?? UNMATCHED_ROUTE;
}

/**
 * Counts every route registered in this scope under one label: a plugin that adds one route
 * per file (@fastify/static) would otherwise add a series per file, and more with every build.
 */
export function countRoutesAs(scope: FastifyInstance, label: string): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, metricsRoute: label };
  });
}

/** Counts one answered request and its time, by method, route template and status. */
export function countRequest(
  metrics: ServerMetrics,
  request: { method: string; route: string; statusCode: number; elapsedMs: number },
): void {
  const { method, route } = request;
  metrics.httpRequests.inc({ method, route, status_code: String(request.statusCode) });
  metrics.httpDuration.observe({ method, route }, request.elapsedMs / 1000);
}

/** Counts every request Fastify answers (the raw /rest/v1 handler counts its own). */
export function registerHttpMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    countRequest(metrics, {
      method: request.method,
      route: routeLabel(request),
      statusCode: reply.statusCode,
      elapsedMs: reply.elapsedTime,
    });
  });
}
