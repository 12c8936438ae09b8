import { loadConfig } from '@app/server/config';
import { findFreePort } from '@app/server/platform/free-port';
import { startServer } from '@app/server/server';
import { startSmtpCatcher } from '@app/testing/smtp-catcher';
import { benchDataDir } from './paths.js';

/**
 * Child process of the benchmark: the whole product server in its own process, so that it does
 * not share the load generator's event loop. Announces itself with one JSON line on stdout.
 * Production needs a mail server: a local SMTP catcher takes the mails (benchmarks send none).
 */
const smtp = await startSmtpCatcher();
const config = loadConfig({
  NODE_ENV: 'production',
  SMTP_URL: smtp.url,
  PORT: String(await findFreePort()),
  HOST: '127.0.0.1',
  DATA_DIR: benchDataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});

const starting = startServer(config);
let stopping: Promise<void> | undefined;

function stop(): void {
  stopping ??= starting
    .then(
      (server) => server.stop(),
      () => undefined,
    )
    .then(() => smtp.close())
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
