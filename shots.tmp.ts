import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadConfig } from './server/src/config.js';
import { startServer } from './server/src/server.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shots-'));
const server = await startServer(loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true' }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = (process.env.SHOT_PATHS ?? '/login,/signup,/reset-password').split(',');
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of pages) {
    await page.goto(server.url + p);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${p.replace(/\W+/g, '_')}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
await server.stop();
await fs.rm(dataDir, { recursive: true, force: true });
