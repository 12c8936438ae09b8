import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { StartupError } from './platform/startup-error.js';
import { startServer } from './server.js';

async function main() {
  const config = loadConfig();
  const server = await startServer(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'stopping after an unexpected error');
    else server.app.log.info(`received ${signal ?? 'exit'}, stopping`);
    await server.stop();
  });
  console.log(`\nEcoTours is running at ${server.url}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
