import { loadConfig } from '@app/server/config';
import { findFreePort } from '@app/server/platform/free-port';
import { startServer } from '@app/server/server';
import { z } from 'zod';
import { startSmtpCatcher } from './smtp-catcher.js';

/**
 * Child process of the benchmark and the money run (server-process.ts): the whole product
 * server in its own process, so that it does not share the load generator's event loop and can
 * be killed. Announces itself with one JSON line on stdout. Production needs a mail server: a
 * local SMTP catcher takes the mails (the money run's cancellation notices) unless SMTP_URL names
 * one. DATA_DIR is required; PORT, SEED_DEMO, LOG_LEVEL, MAX_CONNECTIONS_PER_CLIENT, ADMIN_EMAILS,
 * the payment settings (PAYMENTS, STRIPE_*), the job worker's (JOB_*), the receipts' (OPERATOR_*,
 * RECEIPT_TAX) and, for a second gateway on the first one's database, DATABASE_URL,
 * POSTGREST_URL and JWT_SECRET pass through; POSTGRES_SETTINGS adds PostgreSQL settings.
 */
function passThrough(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
}

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('server-entry needs DATA_DIR');
// A test that kills this process keeps its SMTP listener outside it (SMTP_URL).
const smtp = process.env.SMTP_URL ? undefined : await startSmtpCatcher();
const config = loadConfig({
  NODE_ENV: 'production',
  SMTP_URL: process.env.SMTP_URL ?? smtp?.url,
  PORT: process.env.PORT ?? String(await findFreePort()),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: process.env.SEED_DEMO ?? 'false',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...passThrough([
    'MAX_CONNECTIONS_PER_CLIENT',
    'REST_CONCURRENT_PER_CLIENT',
    'ADMIN_EMAILS',
    'PAYMENTS',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_BASE',
    'JOB_WORKER',
    'JOB_STALE_SECONDS',
    'OPERATOR_NAME',
    'OPERATOR_ADDRESS',
    'OPERATOR_VAT_ID',
    'OPERATOR_REGISTRATION',
    'RECEIPT_TAX',
    'DATABASE_URL',
    'POSTGREST_URL',
    'JWT_SECRET',
  ]),
});

// POSTGRES_SETTINGS: more settings of the embedded PostgreSQL as a JSON object (a profile's
// pg_stat_statements), for a cluster of this process's own.
const postgresSettings = process.env.POSTGRES_SETTINGS
  ? z.record(z.string(), z.string()).parse(JSON.parse(process.env.POSTGRES_SETTINGS))
  : undefined;
const starting = startServer(config, postgresSettings ? { postgresSettings } : {});
let stopping: Promise<void> | undefined;

function stop(): void {
  stopping ??= starting
    .then(
      (server) => server.stop(),
      () => undefined,
    )
    .then(() => smtp?.close())
    .then(() => process.exit(0));
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();

starting.then(
  (server) => {
    const ready = {
      event: 'ready',
      url: server.url,
      postgrestUrl: server.postgrest.url,
      databaseUrl: server.databaseUrl,
      serviceDatabaseUrl: server.serviceDatabaseUrl,
    };
    process.stdout.write(`${JSON.stringify(ready)}\n`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
