import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type pg from 'pg';
import type { AuthContext } from '../auth/auth-context.js';
import { authRoutes } from '../auth/routes.js';
import { registerDevMailbox } from '../mail/dev-mailbox.js';
import type { ApiKeys } from '../platform/api-keys.js';
import type { PostgrestHandle } from '../platform/postgrest.js';
import type { FileStore } from '../storage/file-store.js';
import { registerStorageRoutes } from '../storage/routes.js';
import type { VariantCache } from '../storage/variant-cache.js';
import { registerHealthRoute } from './health.js';
import { registerRestProxy } from './rest-proxy.js';
import { registerSpa } from './spa.js';

export interface GatewayOptions {
  pool: pg.Pool;
  postgrest: PostgrestHandle;
  keys: ApiKeys;
  store: FileStore;
  variants: VariantCache;
  webDist: string;
  logLevel: string;
  trustProxy: string;
  migrationVersion: () => number | undefined;
  auth: AuthContext;
  /** The dev mailbox page exists only outside production. */
  devMailbox: boolean;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel },
    // Only trusted proxies may name the client's address; rate limits depend on it.
    trustProxy: options.trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await registerRestProxy(app, options.postgrest.url);

  registerHealthRoute(app, options);

  app.get('/config.json', async (request, reply) => {
    return reply.header('cache-control', 'no-store').send({
      supabaseUrl: `${request.protocol}://${request.host}`,
      anonKey: options.keys.anonKey,
      // Lets the sign-up screen point at the outbox when no SMTP server is configured.
      ...(options.devMailbox ? { devMailboxUrl: '/dev/mailbox' } : {}),
    });
  });

  registerStorageRoutes(app, { store: options.store, variants: options.variants });
  await app.register(authRoutes, { prefix: '/auth/v1', ctx: options.auth });
  registerDevMailbox(app, { pool: options.pool, enabled: options.devMailbox });
  await registerSpa(app, options.webDist);
  return app;
}
