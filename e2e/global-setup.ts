import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config.js';
import { startServer } from '../server/src/server.js';

/** One real server with the demo catalogue for the browser journeys. */
export default async function globalSetup() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-e2e-'));
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    }),
  );
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
