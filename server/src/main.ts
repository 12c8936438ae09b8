import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { StartupError } from './platform/startup-error.js';
import { startServer } from './server.js';
import { startWorkerProcess } from './worker-process.js';

async function main() {
  const config = loadConfig();
  if (config.jobWorker === 'only') {
    const worker = await startWorkerProcess(config);
    closeWithGrace({ delay: 10_000 }, async () => worker.stop());
    console.log('\nEcoTours job worker is running (JOB_WORKER=only).\n');
    return;
  }
  const server = await startServer(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'stopping after an unexpected error');
    else server.app.log.info(`received ${signal ?? 'exit'}, stopping`);
    await server.stop();
  });
  // The console, not the log: these are for the operator's eyes only, shown this once.
  const lines = [`EcoTours is running at ${server.url}`];
  if (server.devMailboxUrl) {
    lines.push(
      '',
      'No SMTP_URL: e-mails are not sent. Read them in the dev mailbox (keep this address private):',
      server.devMailboxUrl,
    );
  }
  if (server.createdDemoAdmin) {
    const { email, password } = server.createdDemoAdmin;
    lines.push(
      '',
      `Demo admin created: ${email} / ${password}`,
      'This password is shown only now: note it, or reset it later through the dev mailbox.',
    );
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
