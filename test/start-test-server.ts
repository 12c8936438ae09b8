import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@app/server/config';
import { type RunningServer, type ServerOverrides, startServer } from '@app/server/server';
import { copyDataDirTemplate } from './data-dir-template.js';
import { cachedPanoramaPainter, cachedScenePainter } from './demo-picture-cache.js';
import { THROWAWAY_POSTGRES } from './throwaway-postgres.js';

export interface TestServer extends RunningServer {
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * A real server (embedded PostgreSQL, PostgREST, gateway) on a free port in a temporary DATA_DIR.
 * `overrides` sets what the environment cannot, such as the auth service's rate limits. On its
 * own empty DATA_DIR, its embedded cluster is a copy of the run's migrated template when the run
 * has one (test/data-dir-template.ts).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: ServerOverrides = {},
): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-test-')));
  if (!env.DATA_DIR && !env.DATABASE_URL) await copyDataDirTemplate(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...env,
    DATA_DIR: dataDir,
  });
  const removeDataDir = () =>
    env.DATA_DIR ? Promise.resolve() : fs.rm(dataDir, { recursive: true, force: true });
  // A start that fails (the faults the tests provoke) leaves no copy of the template behind.
  const server = await startServer(config, {
    paintDemoScenes: cachedScenePainter(),
    paintDemoPanorama: cachedPanoramaPainter(),
    postgresSettings: THROWAWAY_POSTGRES,
    ...overrides,
  }).catch(async (error: unknown) => {
    await removeDataDir();
    throw error;
  });
  return {
    ...server,
    dataDir,
    async dispose() {
      await server.stop();
      await removeDataDir();
    },
  };
}
