import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@app/server/config';
import { startServer } from '@app/server/server';
import {
  cachedPanoramaPainter,
  cachedScenePainter,
  cachedTransform,
} from '@app/testing/demo-picture-cache';
import { copyDataDirTemplate } from '@app/testing/data-dir-template';
import { THROWAWAY_POSTGRES } from '@app/testing/throwaway-postgres';
import { request } from '@playwright/test';
import { staffAccessToken } from './two-factor.js';

/** One real server with the demo catalogue for the browser journeys. */
export default async function globalSetup() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-e2e-'));
  // Under `npm test`, from the cluster migrated once for every stage (test/data-dir-template.ts).
  await copyDataDirTemplate(dataDir);
  const adminEmail = 'admin@ecotours.local';
  const adminPassword = `admin-${randomUUID()}`;
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    }),
    // Pictures painted and sizes rendered by an earlier run on this machine are reused.
    {
      paintDemoScenes: cachedScenePainter(),
      paintDemoPanorama: cachedPanoramaPainter(),
      transformAhead: cachedTransform(),
      postgresSettings: THROWAWAY_POSTGRES,
    },
  );
  // Production's render limits hold: the journeys, like visitors, browse pictures rendered ahead.
  await server.prerenderer.idle();
  process.env.E2E_BASE_URL = server.url;
  // The dev mailbox's address with its secret token, which the server hands whoever started it.
  if (!server.devMailboxUrl) throw new Error('the e2e server has no dev mailbox');
  process.env.E2E_DEV_MAILBOX_URL = server.devMailboxUrl;
  process.env.E2E_ADMIN_EMAIL = adminEmail;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  // The journeys' own admin requests share one aal2 token: the admin proves the second factor
  // once here, not in every worker (each proof needs a code of a later 30 s step, and proofs per
  // factor are limited, as for a person).
  const api = await request.newContext({ baseURL: server.url });
  const { anonKey } = (await (await api.get('/config.json')).json()) as { anonKey: string };
  process.env.E2E_ADMIN_TOKEN = await staffAccessToken(api, server.url, anonKey, {
    email: adminEmail,
    password: adminPassword,
  });
  await api.dispose();
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
