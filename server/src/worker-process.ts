import { createProcessLog } from './platform/process-log.js';
import type { Config } from './config.js';
import { productJobHandlers } from './product-jobs.js';
import { startJobWorker } from './jobs/job-worker.js';
import { MAINTENANCE_CRONTAB } from './jobs/maintenance-jobs.js';
import { createMailer } from './mail/mailer.js';
import { selectPaymentProvider } from './payments/payment-providers.js';
import { createCallerDb } from './platform/caller-db.js';
import { openProductDatabase } from './platform/open-product-database.js';
import { StartupError } from './platform/startup-error.js';
import { ObjectStore } from './storage/object-store.js';
import { createSignedUrls, signedUrlKey } from './storage/signed-urls.js';
import { createStorageDriver } from './storage/storage-backend.js';

export interface WorkerProcess {
  stop(): Promise<void>;
}

/**
 * JOB_WORKER=only: this process runs jobs and nothing else (no gateway, no PostgREST), beside
 * gateways started with JOB_WORKER=off on the same DATABASE_URL.
 */
export async function startWorkerProcess(config: Config): Promise<WorkerProcess> {
  if (!config.databaseUrl) {
    throw new StartupError(
      'JOB_WORKER=only runs beside gateways on a shared database: set DATABASE_URL (the embedded PostgreSQL belongs to one gateway).',
    );
  }
  if (!config.siteUrl) {
    throw new StartupError(
      'JOB_WORKER=only needs SITE_URL: the links in the mails it sends lead to the site.',
    );
  }
  if (config.env === 'production' && !config.smtpUrl) {
    throw new StartupError(
      'NODE_ENV=production needs SMTP_URL, or the queued mails would be lost.',
    );
  }
  const siteUrl = config.siteUrl;
  const { log, flush: flushLog } = createProcessLog(config.logLevel);
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => log.error({ err: error }, 'shutdown step failed'));
    }
    cleanups.length = 0;
    flushLog();
  };
  try {
    const { databaseUrl, pools, secrets } = await openProductDatabase(config, log, cleanups);
    const mailer = createMailer({
      pool: pools.servicePool,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log,
    });
    cleanups.push(async () => mailer.close());
    // The booking mails store e-tickets: in the same store as the gateways (S3, or a shared DATA_DIR).
    const storage = await createStorageDriver(config);
    cleanups.push(async () => storage.close());
    const callerDb = createCallerDb(pools.callerPool, pools.memberPool);
    const ticketObjects = {
      store: new ObjectStore(storage.driver, callerDb, pools.servicePool, log),
      signedUrls: createSignedUrls(signedUrlKey(secrets.jwtSecret)),
    };
    const worker = await startJobWorker({
      databaseUrl,
      handlers: productJobHandlers({
        pool: pools.servicePool,
        mailer,
        siteUrl: () => siteUrl,
        jwtSecret: secrets.jwtSecret,
        log,
        ticketObjects,
        newsletterMailsPerSecond: config.newsletterMailsPerSecond,
        payments: selectPaymentProvider(config, {
          siteUrl: () => siteUrl,
          callFunction: callerDb.callFunction,
        }),
      }),
      crontab: MAINTENANCE_CRONTAB,
      concurrency: config.jobConcurrency,
      staleAfterSeconds: config.jobStaleSeconds,
      log,
    });
    cleanups.push(() => worker.stop());
    log.info('job worker running (JOB_WORKER=only)');
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
