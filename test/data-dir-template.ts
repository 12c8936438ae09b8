import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '@app/server/config';
import { openProductDatabase } from '@app/server/platform/open-product-database';
import { createProcessLog } from '@app/server/platform/process-log';
import { THROWAWAY_POSTGRES } from './throwaway-postgres.js';

/** Where a run's template DATA_DIR is named for every test process the run starts. */
const TEMPLATE_ENV = 'ECOTOURS_TEST_DATA_DIR_TEMPLATE';

/**
 * A DATA_DIR whose embedded PostgreSQL is created and migrated once for the run, as a server's
 * first start leaves it before it does anything else (no admin, no catalogue). A test server on
 * an empty DATA_DIR copies it instead of running initdb and every migration again: about 6 s of
 * each start on two busy cores (decision 028). The run's global setup makes it and names it in
 * the environment, which the test processes it starts inherit; removed at the run's end. Under
 * `npm test` the stages share one, made while the app builds.
 */
export async function createDataDirTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  // `npm test` makes one for all its stages (scripts/test-stages.ts): a stage uses it and leaves
  // it to its maker.
  const shared = process.env[TEMPLATE_ENV];
  if (shared && existsSync(path.join(shared, 'secrets.json'))) {
    return { dir: shared, remove: async () => {} };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-template-'));
  const { log, flush } = createProcessLog('warn');
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dir });
    await openProductDatabase(config, log, cleanups, THROWAWAY_POSTGRES);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    flush();
  }
  process.env[TEMPLATE_ENV] = dir;
  return {
    dir,
    async remove() {
      if (process.env[TEMPLATE_ENV] === dir) delete process.env[TEMPLATE_ENV];
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Fills an empty DATA_DIR from the run's template, if the run has one; false when it has none.
 * The copy keeps the files' owners and modes (PostgreSQL insists on both) and gets a JWT secret
 * of its own, as a fresh DATA_DIR would; the superuser's password is the template's.
 */
export async function copyDataDirTemplate(dataDir: string): Promise<boolean> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return false;
  await promisify(execFile)('cp', ['-a', `${template}/.`, dataDir]);
  const file = path.join(dataDir, 'secrets.json');
  const secrets = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, string>;
  secrets.jwtSecret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return true;
}
