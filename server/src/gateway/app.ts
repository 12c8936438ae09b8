import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type pg from 'pg';
import type { AuthContext } from '../auth/auth-context.js';
import { authRoutes } from '../auth/routes.js';
import { type FunctionsServiceOptions, functionsRoutes } from '../functions/routes.js';
import { registerDevMailbox } from '../mail/dev-mailbox.js';
import type { ApiKeys } from '../platform/api-keys.js';
import type { PostgrestHandle } from '../platform/postgrest.js';
import { type ErrorCatalogue, useErrorCatalogue } from '../platform/service-errors.js';
import type { ObjectStore } from '../storage/object-store.js';
import { storageRoutes } from '../storage/routes.js';
import type { VariantCache } from '../storage/variant-cache.js';
import { registerAccessLog } from './access-log.js';
import { cspNonce, registerBrowserPolicy } from './browser-policy.js';
import { registerHealthRoute } from './health.js';
import { restProxy } from './rest-proxy.js';
import { inlineStyleHashes, registerSpa } from './spa.js';

const siteErrorCatalogue: ErrorCatalogue = {
  known: () => undefined,
  render: (status, _code, message) => ({
    status,
    body: { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message },
  }),
};

export interface GatewayOptions {
  servicePool: pg.Pool;
  postgrest: PostgrestHandle;
  keys: ApiKeys;
  store: ObjectStore;
  variants: VariantCache;
  functions: FunctionsServiceOptions;
  webDist: string;
  logLevel: string;
  /** The server's logger; without it the gateway makes its own at `logLevel`. */
  logger?: FastifyBaseLogger;
  trustProxy: string;
  /** Browser origins besides the site's own that may call the APIs (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** Production: no source maps served. */
  production: boolean;
  migrationVersion: () => number | undefined;
  auth: AuthContext;
  /** The dev mailbox page exists only outside production. */
  devMailbox: boolean;
}

/** One origin: the site, /health, /config.json, and one plugin per service under its prefix. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: { level: options.logLevel } }),
    genReqId: () => randomUUID(),
    // Only trusted proxies may name the client's address; rate limits depend on it.
    trustProxy: options.trustProxy,
    // Fastify's two lines per request carry the raw URL (tokens in links): ours is one, redacted.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
  });
  registerAccessLog(app);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerBrowserPolicy(app, {
    corsOrigins: options.corsOrigins,
    inlineStyleHashes: inlineStyleHashes(options.webDist),
  });
  // The site's own routes (/health, /config.json, pages) answer errors in Fastify's shape.
  useErrorCatalogue(app, siteErrorCatalogue, { notFound: false });

  await app.register(restProxy, { upstream: options.postgrest.url });
  await app.register(authRoutes, { prefix: '/auth/v1', ctx: options.auth });
  await app.register(storageRoutes, {
    prefix: '/storage/v1',
    store: options.store,
    variants: options.variants,
  });
  await app.register(functionsRoutes, { prefix: '/functions/v1', ...options.functions });

  registerHealthRoute(app, { ...options, pool: options.servicePool });
  app.get('/config.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({
      // SITE_URL (or the address the server printed), never the request's Host header.
      supabaseUrl: options.auth.settings.siteUrl,
      anonKey: options.keys.anonKey,
      // Lets the sign-up screen point at the outbox when no SMTP server is configured.
      ...(options.devMailbox ? { devMailboxUrl: '/dev/mailbox' } : {}),
    });
  });
  registerDevMailbox(app, { pool: options.servicePool, enabled: options.devMailbox });
  await registerSpa(app, {
    webDist: options.webDist,
    serveSourceMaps: !options.production,
    nonce: cspNonce,
  });
  return app;
}
