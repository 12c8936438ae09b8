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
import type { BucketStore } from '../storage/bucket-store.js';
import type { ObjectStore } from '../storage/object-store.js';
import type { SignedUrls } from '../storage/signed-urls.js';
import { storageRoutes } from '../storage/routes.js';
import type { RenderQueue } from '../storage/render-queue.js';
import type { VariantCache } from '../storage/variant-cache.js';
import type { RenderSettings } from '../config.js';
import type { Identity } from '../platform/identity.js';
import type { RateLimiter } from '../platform/rate-limiter.js';
import { registerHttpMetrics } from '../metrics/http-metrics.js';
import { registerMetricsRoute } from '../metrics/metrics-route.js';
import type { ServerMetrics } from '../metrics/registry.js';
import { registerAccessLog } from './access-log.js';
import type { CatalogueVersionSource } from './catalogue-version.js';
import { registerRequestIdHeader, requestIdOf } from './request-id.js';
import { BrowserPolicy, cspNonce, registerBrowserPolicy } from './browser-policy.js';
import { registerHealthRoute } from './health.js';
import {
  capConnectionsPerClient,
  type ConnectionLimits,
  createLimitedServer,
  enforceBodyLimits,
} from './request-limits.js';
import { REST_QUEUE_WAIT_MS, RestProxy } from './rest-proxy.js';
import { registerOneClickUnsubscribe } from './one-click-unsubscribe.js';
import { inlineStyleHashes, registerSpa } from './spa.js';
import { catalogueDetailPages } from './catalogue-detail-pages.js';
import { firstListPages } from './first-list-page.js';
import { loadFirstScreenRenderer } from './first-screen-renderer.js';
import { readPageHeads } from './page-heads.js';
import { registerSitemap } from './sitemap.js';
import { webLocalesDir } from '../platform/project-paths.js';

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
  buckets: BucketStore;
  signedUrls: SignedUrls;
  variants: VariantCache;
  /** The two slots of picture work (renders, uploads, rendering ahead). */
  pictures: RenderQueue;
  /** Bounds on resized pictures; cold renders are counted in `rateLimiter`. */
  renders: RenderSettings;
  rateLimiter: RateLimiter;
  identity: Identity;
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
  /** The dev mailbox's secret; undefined when mail goes out by SMTP (always in production). */
  devMailboxToken: string | undefined;
  limits: Omit<ConnectionLimits, 'trustProxy'> & {
    restBodyLimit: number;
    restConcurrentPerClient: number;
    restQueuePerClient: number;
  };
  /** Cancels PostgREST's query for a /rest/v1 request whose client went away (by its tag). */
  cancelRestQuery?: (tag: string) => void;
  /** Ends the subscription of a newsletter unsubscribe token (the one-click POST to its link). */
  newsletterUnsubscribe: (token: string) => Promise<void>;
  metrics: ServerMetrics;
  /** METRICS_TOKEN: GET /metrics answers this bearer token; undefined, it does not exist. */
  metricsToken: string | undefined;
  /** The catalogue's version, which makes anonymous catalogue reads cacheable (decision 022). */
  catalogueVersion?: CatalogueVersionSource;
}

/** One origin: the site, /health, /config.json, and one plugin per service under its prefix. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const connectionLimits = { ...options.limits, trustProxy: options.trustProxy };
  // /rest/v1 is served ahead of Fastify (rest-proxy.ts, decision 024); every other request goes
  // to Fastify. A hook added below for every request must be done in RestProxy too.
  const rest: { proxy?: RestProxy } = {};
  const app = Fastify({
    serverFactory: (fastifyHandler) =>
      createLimitedServer(connectionLimits, (request, response) => {
        if (rest.proxy?.handles(request)) rest.proxy.serve(request, response);
        else fastifyHandler(request, response);
      }),
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: { level: options.logLevel } }),
    // A load balancer's X-Request-Id when it is safe, so its log and ours name one request.
    genReqId: requestIdOf,
    // Only trusted proxies may name the client's address; rate limits depend on it.
    trustProxy: options.trustProxy,
    // Fastify's two lines per request carry the raw URL (tokens in links): ours is one, redacted.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
  });
  registerRequestIdHeader(app);
  capConnectionsPerClient(app.server, connectionLimits);
  enforceBodyLimits(app);
  registerAccessLog(app);
  registerHttpMetrics(app, options.metrics);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  const policy = new BrowserPolicy({
    corsOrigins: options.corsOrigins,
    inlineStyleHashes: inlineStyleHashes(options.webDist),
  });
  await registerBrowserPolicy(app, policy);
  // The site's own routes (/health, /config.json, pages) answer errors in Fastify's shape.
  useErrorCatalogue(app, siteErrorCatalogue, { notFound: false });

  const restProxy = new RestProxy({
    upstream: options.postgrest.url,
    log: app.log,
    bodyLimit: options.limits.restBodyLimit,
    cancelQuery: options.cancelRestQuery,
    clientSlots: {
      perClient: options.limits.restConcurrentPerClient,
      queuePerClient: options.limits.restQueuePerClient,
      waitMs: REST_QUEUE_WAIT_MS,
    },
    catalogueVersion: options.catalogueVersion,
    policy,
    metrics: options.metrics,
    trustProxy: options.trustProxy,
  });
  rest.proxy = restProxy;
  app.addHook('preClose', async () => restProxy.startClosing());
  app.addHook('onClose', async () => restProxy.close());
  await app.register(authRoutes, { prefix: '/auth/v1', ctx: options.auth });
  await app.register(storageRoutes, {
    prefix: '/storage/v1',
    store: options.store,
    buckets: options.buckets,
    signedUrls: options.signedUrls,
    variants: options.variants,
    pictures: options.pictures,
    identity: options.identity,
    rateLimiter: options.rateLimiter,
    renders: options.renders,
    metrics: options.metrics,
  });
  await app.register(functionsRoutes, {
    prefix: '/functions/v1',
    ...options.functions,
    metrics: options.metrics,
  });
  registerMetricsRoute(app, { metrics: options.metrics, token: options.metricsToken });

  registerHealthRoute(app, { ...options, pool: options.servicePool });
  app.get('/config.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({
      // SITE_URL (or the address the server printed), never the request's Host header.
      supabaseUrl: options.auth.settings.siteUrl,
      anonKey: options.keys.anonKey,
      // Lets the sign-up screen say that mail waits in the dev mailbox (never where it is).
      ...(options.devMailboxToken ? { devMailbox: true } : {}),
    });
  });
  await registerOneClickUnsubscribe(app, { unsubscribe: options.newsletterUnsubscribe });
  registerSitemap(app, {
    pool: options.servicePool,
    siteUrl: () => options.auth.settings.siteUrl,
    catalogueVersion: options.catalogueVersion,
    log: app.log,
  });
  const answerUnknown = await registerSpa(app, {
    webDist: options.webDist,
    serveSourceMaps: !options.production,
    nonce: cspNonce,
    siteUrl: () => options.auth.settings.siteUrl,
    pageHeads: readPageHeads(webLocalesDir),
    firstListPages: firstListPages({
      postgrestUrl: options.postgrest.url,
      anonKey: options.keys.anonKey,
      siteUrl: options.auth.settings.siteUrl,
      catalogueVersion: options.catalogueVersion,
      log: app.log,
      renderScreen: await loadFirstScreenRenderer(options.webDist),
    }),
    detailPages: catalogueDetailPages({
      pool: options.servicePool,
      catalogueVersion: options.catalogueVersion,
      log: app.log,
    }),
  });
  if (options.devMailboxToken) {
    registerDevMailbox(app, {
      pool: options.servicePool,
      token: options.devMailboxToken,
      answerUnknown,
    });
  }
  return app;
}
