/**
 * Lighthouse (mobile profile, simulated throttling) on the public pages against a production
 * build served by a fresh seeded server, with the system Chromium. Prints one line per page and
 * exits 1 when a score is under the bar of the public-site issue.
 *   npm run lighthouse
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../server/src/config.js';
import { startServer } from '../server/src/server.js';

const bars = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
type Category = keyof typeof bars;
const categories = Object.keys(bars) as Category[];

async function firstSlug(baseUrl: string, anonKey: string, table: string, order: string) {
  const response = await fetch(`${baseUrl}/rest/v1/${table}?select=slug&order=${order}&limit=1`, {
    headers: { apikey: anonKey },
  });
  const rows = (await response.json()) as { slug: string }[];
  if (!rows[0]) throw new Error(`no ${table} to audit`);
  return rows[0].slug;
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-lighthouse-'));
const server = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  }),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

let isBelowBar = false;
try {
  const microSlug = await firstSlug(server.url, server.keys.anonKey, 'micro_tours', 'rating.desc');
  const tourSlug = await firstSlug(server.url, server.keys.anonKey, 'tours', 'title.asc');
  const pages = ['/', '/micro-tours', '/tours', `/micro-tours/${microSlug}`, `/tours/${tourSlug}`];
  console.log('| page | performance | accessibility | best practices |');
  console.log('| --- | --- | --- | --- |');
  for (const page of pages) {
    const result = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const scores = categories.map((category) => {
      const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
      if (score < bars[category]) isBelowBar = true;
      return score;
    });
    console.log(`| ${page} | ${scores.join(' | ')} |`);
    // What pulled a score down, for whoever has to fix it.
    const weak = Object.values(result.lhr.audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
    );
    if (weak.length) console.error(`  ${page}: ${weak.map((audit) => audit.id).join(', ')}`);
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
      .map((id) => `${id} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
      .concat(
        `cumulative-layout-shift ${result.lhr.audits['cumulative-layout-shift']?.displayValue}`,
      );
    console.error(
      `  ${page}: ${metrics.join(', ')}; benchmarkIndex ${result.lhr.environment.benchmarkIndex}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

if (isBelowBar) {
  console.error(`below the bar (${JSON.stringify(bars)})`);
  process.exitCode = 1;
}
