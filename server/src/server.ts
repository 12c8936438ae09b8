import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { DestinationStream } from 'pino';
import { createAuthContext } from './auth/auth-context.js';
import { type AuthTuning, createAuthSettings } from './auth/auth-settings.js';
import { AuthStore } from './auth/auth-store.js';
import { ensureAdmins } from './auth/demo-admin.js';
import type { Config } from './config.js';
import { buildGateway } from './gateway/app.js';
import { newDevMailboxToken } from './mail/dev-mailbox.js';
import { createMailer } from './mail/mailer.js';
import type { JobHandlers } from './jobs/job-handler.js';
import { startJobWorker } from './jobs/job-worker.js';
import { productJobHandlers } from './product-jobs.js';
import { MAINTENANCE_CRONTAB } from './jobs/maintenance-jobs.js';
import { createProcessLog } from './platform/process-log.js';
import { CatalogueVersionFollower } from './gateway/catalogue-version.js';
import { openProductDatabase } from './platform/open-product-database.js';
import { type ApiKeys, createApiKeys } from './platform/api-keys.js';
import { withCredentials } from './platform/database-url.js';
import { AUTHENTICATOR } from './platform/database-roles.js';
import { createRateLimiter } from './platform/rate-limiter.js';
import { isCatalogueEmpty, seedDemo } from './demo-catalogue.js';
import type { PanoramaPainter, ScenePairPainter } from '@app/db/seed-demo';
import { createServerFunctions } from './functions/registry.js';
import { createNewsletterUnsubscriber } from './functions/newsletter-functions.js';
import { newsletterUnsubscribeKeyFrom } from './mail/unsubscribe-links.js';
import { ticketKey } from './tickets/ticket-tokens.js';
import { writeReceiptSettings } from './receipts/receipt-settings.js';
import {
  defaultPublicFormLimits,
  type PublicFormLimits,
  PublicFormLimiter,
} from './functions/public-form-limits.js';
import { BackgroundTasks } from './platform/background-tasks.js';
import { selectPaymentProvider } from './payments/payment-providers.js';
import { createCallerDb } from './platform/caller-db.js';
import { createIdentity } from './platform/identity.js';
import { webDistDir } from './platform/project-paths.js';
import {
  externalPostgrest,
  POSTGREST_PID_FILE,
  type PostgrestHandle,
  restQueryCanceller,
  startPostgrest,
} from './platform/postgrest.js';
import { StartupError } from './platform/startup-error.js';
import { BucketStore } from './storage/bucket-store.js';
import { ObjectStore } from './storage/object-store.js';
import { createSignedUrls, signedUrlKey } from './storage/signed-urls.js';
import { createStorageDriver } from './storage/storage-backend.js';
import { startOrphanSweep } from './storage/orphan-sweep.js';
import { createPictureFetcher } from './images/picture-fetch.js';
import { selectStockPhotoProvider } from './images/select-stock-provider.js';
import { VariantCache } from './storage/variant-cache.js';
import { VariantPrerenderer } from './storage/variant-prerenderer.js';
import { closeGateway } from './gateway/close-gateway.js';
import type { TransformImage } from './storage/image-transform.js';
import { createPictureQueue } from './storage/render-routes.js';
import { errorCode } from './platform/error-fields.js';
import { ServerMetrics } from './metrics/registry.js';
import { watchPools } from './metrics/pool-metrics.js';
import { openJobQueueCounts, watchJobQueue } from './metrics/job-queue-metrics.js';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  /** The server's own service_role connections, for tools and tests arranging fixtures. */
  servicePool: pg.Pool;
  serviceDatabaseUrl: string;
  /** The database owner's URL: migrations and maintenance only. */
  databaseUrl: string;
  keys: ApiKeys;
  jwtSecret: string;
  postgrest: PostgrestHandle;
  store: ObjectStore;
  /** Renders the app's picture sizes ahead; `idle()` resolves once none is left to render. */
  prerenderer: Pick<VariantPrerenderer, 'idle'>;
  /**
   * Without SMTP_URL (never in production): the dev mailbox's address with its secret token, for
   * the operator's console and for tests. Nothing public carries it.
   */
  devMailboxUrl: string | undefined;
  /**
   * The demo admin's generated password, only on the start that created the account: the
   * caller prints it once (it never goes to the log). Undefined otherwise.
   */
  createdDemoAdmin: { email: string; password: string } | undefined;
  /** This server's metrics (GET /metrics with METRICS_TOKEN). */
  metrics: ServerMetrics;
  stop(): Promise<void>;
}

/** What the environment cannot set: tests and tools tune the auth service (rate limits...). */
export interface ServerOverrides {
  auth?: AuthTuning;
  /** Limits of the contact and newsletter forms. */
  publicForms?: Partial<PublicFormLimits>;
  webDist?: string;
  /** Where log lines go (stdout by default): tests read them. */
  logDestination?: DestinationStream;
  /**
   * Render the app's picture sizes ahead of time (on by default); the tests of rendering on
   * demand and its limits turn it off, so their pictures stay cold.
   */
  renderAhead?: boolean;
  /** More job handlers: tests add probes to see which gateway ran a job. */
  jobHandlers?: JobHandlers;
  /** Paints the demo catalogue's scenes: tests reuse the pictures an earlier start painted. */
  paintDemoScenes?: ScenePairPainter;
  paintDemoPanorama?: PanoramaPainter;
  /** Resizes pictures rendered ahead: tests reuse the sizes an earlier start rendered. */
  transformAhead?: TransformImage;
  /**
   * More settings of the embedded PostgreSQL (`-c name=value`): tests' throwaway clusters skip
   * flushing commits to the disk.
   */
  postgresSettings?: Readonly<Record<string, string>>;
}

export async function startServer(
  config: Config,
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const webDist = overrides.webDist ?? webDistDir;
  const { log, flush: flushLog } = createProcessLog(config.logLevel, overrides.logDestination);
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => log.error({ err: error }, 'shutdown step failed'));
    }
    cleanups.length = 0;
    flushLog();
  };

  if (config.env === 'production' && !config.smtpUrl) {
    throw new StartupError(
      'NODE_ENV=production needs SMTP_URL, or sign-up and password-reset mails would be lost: set SMTP_URL (and MAIL_FROM) to your mail server.',
    );
  }

  try {
    // First: a store that refuses the credentials stops the start before the database is opened.
    const storage = await createStorageDriver(config);
    cleanups.push(async () => storage.close());
    const { secrets, databaseUrl, migrations, pools, ownsDataDir } = await openProductDatabase(
      config,
      log,
      cleanups,
      overrides.postgresSettings,
    );
    const { servicePool } = pools;
    const metrics = new ServerMetrics();
    watchPools(metrics, {
      caller: pools.callerPool,
      member: pools.memberPool,
      service: servicePool,
    });
    const jobQueue = openJobQueueCounts(databaseUrl);
    cleanups.push(() => jobQueue.end());
    watchJobQueue(metrics, jobQueue.read);
    const identity = createIdentity(secrets.jwtSecret);
    const callerDb = createCallerDb(pools.callerPool, pools.memberPool);

    const authStore = AuthStore.fromPool(servicePool);
    const admins = await ensureAdmins(authStore, config, log);
    // What receipts say about the operator: the issuing trigger reads it from the database.
    await writeReceiptSettings(servicePool, config.receipts, log);

    const store = new ObjectStore(storage.driver, callerDb, servicePool, log);
    const signedUrls = createSignedUrls(signedUrlKey(secrets.jwtSecret));
    if (config.seedDemo && (await isCatalogueEmpty(servicePool))) {
      await seedDemo(
        servicePool,
        store,
        log,
        overrides.paintDemoScenes,
        overrides.paintDemoPanorama,
      );
    }
    cleanups.push(startOrphanSweep(store, log));
    const variants = new VariantCache(path.join(config.dataDir, 'storage-cache'), log);
    const pictures = createPictureQueue(config.renders);
    const prerenderer = new VariantPrerenderer({
      store,
      variants,
      queue: pictures,
      log,
      transform: overrides.transformAhead,
    });
    if (overrides.renderAhead !== false) prerenderer.start();
    cleanups.push(() => prerenderer.close());

    let postgrest: PostgrestHandle;
    if (config.postgrestUrl) {
      postgrest = externalPostgrest(config.postgrestUrl);
    } else {
      postgrest = await startPostgrest({
        dbUri: withCredentials(databaseUrl, AUTHENTICATOR, secrets.authenticatorPassword),
        jwtSecret: secrets.jwtSecret,
        log,
        pidFile: ownsDataDir ? path.join(config.dataDir, POSTGREST_PID_FILE) : undefined,
        poolSize: config.limits.restPoolSize,
        poolAcquisitionTimeout: config.limits.restPoolTimeoutSeconds,
      });
      cleanups.push(() => postgrest.stop());
    }
    const catalogueVersion = new CatalogueVersionFollower(pools.serviceUrl, log);
    await catalogueVersion.start();
    cleanups.push(() => catalogueVersion.stop());

    const keys = await createApiKeys(secrets.jwtSecret);
    const rateLimiter = createRateLimiter(servicePool);
    const mailer = createMailer({
      pool: servicePool,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log,
      metrics,
    });
    cleanups.push(async () => mailer.close());
    // Mail that is not sent waits in the dev mailbox, behind a secret made at every start.
    const devMailboxToken = config.smtpUrl ? undefined : newDevMailboxToken();
    const auth = createAuthContext({
      settings: createAuthSettings({
        siteUrl: config.siteUrl ?? `http://localhost:${config.port}`,
        jwtSecret: secrets.jwtSecret,
        jwtExpirySeconds: config.jwtExpiry,
        adminEmails: admins.adminEmails,
        mailerAutoconfirm: config.mailerAutoconfirm,
        tuning: overrides.auth,
      }),
      store: authStore,
      identity,
      rateLimiter,
      log,
    });
    // The newsletter sign-up queues its mail after the answer (its timing must not tell whether
    // an address is known); waited for on stop.
    const formMails = new BackgroundTasks(log);
    cleanups.push(() => formMails.drain());
    const newsletterUnsubscribeKey = newsletterUnsubscribeKeyFrom(secrets.jwtSecret);
    const payments = selectPaymentProvider(config, {
      siteUrl: () => auth.settings.siteUrl,
      callFunction: callerDb.callFunction,
    });
    // Every mail and scheduled task is a job, added with the change that causes it.
    if (config.jobWorker === 'on') {
      const worker = await startJobWorker({
        databaseUrl,
        handlers: productJobHandlers({
          pool: servicePool,
          mailer,
          siteUrl: () => auth.settings.siteUrl,
          jwtSecret: secrets.jwtSecret,
          log,
          ticketObjects: { store, signedUrls },
          newsletterMailsPerSecond: config.newsletterMailsPerSecond,
          payments,
          more: overrides.jobHandlers,
        }),
        crontab: MAINTENANCE_CRONTAB,
        concurrency: config.jobConcurrency,
        staleAfterSeconds: config.jobStaleSeconds,
        log,
        metrics,
      });
      cleanups.push(() => worker.stop());
    }
    const app = await buildGateway({
      servicePool,
      postgrest,
      keys,
      store,
      buckets: new BucketStore(callerDb),
      signedUrls,
      functions: {
        functions: createServerFunctions({
          payments,
          images: {
            provider: selectStockPhotoProvider(config, log),
            store,
            lockPool: servicePool,
            fetchPicture: createPictureFetcher(),
            log,
          },
          forms: {
            pool: servicePool,
            limiter: new PublicFormLimiter(rateLimiter, {
              ...defaultPublicFormLimits,
              ...overrides.publicForms,
            }),
            background: formMails,
            siteUrl: () => auth.settings.siteUrl,
            contactEmail: config.contactEmail,
            unsubscribeKey: newsletterUnsubscribeKey,
            confirmLinkSeconds: 48 * 3600,
          },
          tickets: {
            pool: servicePool,
            ticketKey: ticketKey(secrets.jwtSecret),
            ticketObjects: { store, signedUrls },
            adminEmails: () => auth.settings.adminEmails,
            siteUrl: () => auth.settings.siteUrl,
          },
          reviews: { limiter: rateLimiter },
        }),
        identity,
        callerDb,
        webhook: payments.webhook,
      },
      variants,
      pictures,
      renders: config.renders,
      rateLimiter,
      identity,
      webDist,
      logLevel: config.logLevel,
      logger: log,
      trustProxy: config.trustProxy,
      corsOrigins: config.corsOrigins,
      production: config.env === 'production',
      migrationVersion: () => migrations.version,
      auth,
      devMailboxToken,
      limits: config.limits,
      cancelRestQuery: restQueryCanceller(pools.callerPool, log),
      newsletterUnsubscribe: createNewsletterUnsubscriber({
        pool: servicePool,
        unsubscribeKey: newsletterUnsubscribeKey,
      }),
      metrics,
      metricsToken: config.metricsToken,
      catalogueVersion,
    });
    cleanups.push(() => closeGateway(app, config.limits.shutdownGraceMs, log));
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      if (errorCode(error) === 'EADDRINUSE') {
        throw new StartupError(
          `Port ${config.port} on ${config.host} is already in use: stop the program using it or set PORT to another port.`,
        );
      }
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    // With SITE_URL unset, e-mail links lead to the address we print, known only now (PORT=0),
    // so a link opens on the same origin (and the same stored session) as the site.
    if (!config.siteUrl) {
      const isWildcard = config.host === '0.0.0.0' || config.host === '::';
      auth.settings.siteUrl = isWildcard ? `http://localhost:${port}` : url;
    }
    return {
      url,
      app,
      servicePool,
      serviceDatabaseUrl: pools.serviceUrl,
      databaseUrl,
      keys,
      jwtSecret: secrets.jwtSecret,
      postgrest,
      store,
      prerenderer,
      devMailboxUrl: devMailboxToken
        ? `${url}/dev/mailbox?token=${encodeURIComponent(devMailboxToken)}`
        : undefined,
      createdDemoAdmin: admins.createdDemoAdmin,
      metrics,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
