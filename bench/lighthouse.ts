/**
 * Lighthouse (mobile profile, simulated throttling) on the public pages against a production
 * build served by a fresh seeded server, with the system Chromium. Each page is audited
 * LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is reported,
 * as Lighthouse's variability guide advises. Exits 1 when a reported score is under the bar of
 * the public-site issue.
 *
 * CPU slowdown: Lighthouse's 4x default turns a high-end desktop (benchmarkIndex 1500 and up)
 * into its mid-tier mobile target. On a slower host the same 4x emulates a much slower phone, so
 * Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") gives a
 * smaller multiplier per host class. This host's speed drifts during a session (benchmarkIndex
 * seen from 340 to 1470), so the table is applied per run: a run whose own measured
 * benchmarkIndex calls for another multiplier than it used is run again with that one (at most
 * twice more). LIGHTHOUSE_CPU_SLOWDOWN names a fixed multiplier instead (4 for the plain default).
 *   npm run lighthouse
 *   LIGHTHOUSE_CPU_SLOWDOWN=4 npm run lighthouse
 *
 * Languages (issue 48): each audited page is also audited under /de (LIGHTHOUSE_LOCALES=de,fr
 * names others, LIGHTHOUSE_LOCALES= none), its runs alternating with the English page's so that
 * both meet the same host speed; a language's performance more than LANGUAGE_MAX_DROP points
 * below the English page's fails the run. Issue 48's check: LIGHTHOUSE_PAGES=tours.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { chromium } from '@playwright/test';
import { isLocale, type Locale, localizedPath } from '@app/domain/locales';
import { loadConfig } from '@app/server/config';
import { startServer } from '@app/server/server';
import { startSmtpCatcher } from '@app/testing/smtp-catcher';
import { articles } from '@app/web/blog-articles';
import { pagePaths } from '@app/web/page-paths';

const bars = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
type Category = keyof typeof bars;
const categories = Object.keys(bars) as Category[];

type PageName = keyof typeof pagePaths;
// Pages for members or staff: a visitor who opens one is sent to sign in, so auditing it would
// measure that redirect, not the page.
const memberPages = new Set<PageName>([
  'checkout',
  'wallet',
  'dashboard',
  'ticket',
  'admin',
  'adminImages',
  'adminCheckIn',
]);

const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_REPORTS=dir keeps each page's reported JSON for digging into a score.
const reportDir = process.env.LIGHTHOUSE_REPORTS;
// LIGHTHOUSE_PAGES=microTours,tour audits only those pages, named as in web/src/app/page-paths.ts;
// the bar is checked on what was audited.
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
const locales: Locale[] = (process.env.LIGHTHOUSE_LOCALES ?? 'de')
  .split(',')
  .map((locale) => locale.trim())
  .filter((locale) => locale !== '')
  .map((locale) => {
    if (!isLocale(locale) || locale === 'en') throw new Error(`LIGHTHOUSE_LOCALES: ${locale}?`);
    return locale;
  });
/** Issue 48: a page in another language scores at most this much below the English page. */
const LANGUAGE_MAX_DROP = 3;

/** The multiplier Lighthouse's calibration table gives for a mid-tier mobile target. */
function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4; // high-end desktop
  if (benchmarkIndex >= 800) return 2; // low-end desktop or high-end mobile
  return 1; // already a mid-tier mobile
}

async function firstRow(baseUrl: string, anonKey: string, table: string, order: string) {
  const response = await fetch(
    `${baseUrl}/rest/v1/${table}?select=id,slug&order=${order}&limit=1`,
    { headers: { apikey: anonKey } },
  );
  const rows = (await response.json()) as { id: string; slug: string }[];
  if (!rows[0]) throw new Error(`no ${table} to audit`);
  return rows[0];
}

/** The middle item by `key` (the upper one of an even count). */
function middle<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const item = sorted[sorted.length >> 1];
  if (item === undefined) throw new Error('nothing to take the middle of');
  return item;
}
const score = (result: RunnerResult, category: Category) =>
  Math.round((result.lhr.categories[category]?.score ?? 0) * 100);

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Before the server starts: a browser that cannot run would crash the script past its stop.
if (!existsSync(chromePath)) {
  throw new Error(`No browser at ${chromePath}: apt-get install chromium, or set CHROMIUM_PATH.`);
}
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-lighthouse-'));
// Production needs a mail server: a local SMTP catcher takes the mails (the audits send none).
const smtp = await startSmtpCatcher();
const server = await startServer(
  loadConfig({
    NODE_ENV: 'production',
    SMTP_URL: smtp.url,
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  }),
);
// The app's picture sizes are rendered ahead after a seed; measuring meanwhile would share the
// cores with that work.
await server.prerenderer.idle();
const chrome = await chromeLauncher.launch({
  chromePath,
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

/**
 * A running site serves its resized pictures from the variant cache; a fresh server would
 * instead resize them with sharp on these same cores in the middle of the measurement. One
 * visit per page at the mobile profile's screen size fills the cache first.
 */
async function warmImageVariants(baseUrl: string, pages: string[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const tab = await context.newPage();
    for (const page of pages) await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
    await context.close();
  } finally {
    await browser.close();
  }
}

async function audit(url: string, cpuSlowdownMultiplier?: number) {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  };
  if (cpuSlowdownMultiplier !== undefined) {
    // Only the CPU multiplier changes; the rest stays Lighthouse's mobile default.
    flags.throttling = { cpuSlowdownMultiplier };
  }
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

function describe(page: string, result: RunnerResult) {
  const audits = result.lhr.audits;
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
    .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
    .concat(`cumulative-layout-shift ${audits['cumulative-layout-shift']?.displayValue}`);
  const { benchmarkIndex } = result.lhr.environment;
  return `  ${page}: ${metrics.join(', ')}; benchmarkIndex ${Math.round(benchmarkIndex)}`;
}

interface Run {
  result: RunnerResult;
  used: number;
}

let isBelowBar = false;
let isLanguageBehind = false;
try {
  if (reportDir) await fs.mkdir(reportDir, { recursive: true });
  const micro = await firstRow(server.url, server.keys.anonKey, 'micro_tours', 'rating.desc');
  const tour = await firstRow(server.url, server.keys.anonKey, 'tours', 'title.asc');
  const article = articles[0];
  if (!article) throw new Error('no blog article to audit');
  const params: Partial<Record<PageName, Record<string, string>>> = {
    tour: { slug: tour.slug },
    microTour: { slug: micro.slug },
    microTourCheckout: { id: micro.id },
    blogArticle: { slug: article.slug },
  };
  // Every page a visitor can open, by its name in page-paths.ts; members' pages are left out.
  const allPages = Object.entries(pagePaths)
    .filter(([name]) => !memberPages.has(name as PageName))
    .map(([name, pattern]) => ({
      name,
      page: Object.entries(params[name as PageName] ?? {}).reduce(
        (path, [key, value]) => path.replace(`:${key}`, value),
        pattern as string,
      ),
    }));
  const pages = allPages
    .filter(({ name }) => !onlyPages || onlyPages.includes(name))
    .map(({ page }) => page);
  if (pages.length === 0)
    throw new Error(`LIGHTHOUSE_PAGES names no page of ${allPages.map(({ name }) => name)}`);
  await warmImageVariants(
    server.url,
    pages.flatMap((page) => [page, ...locales.map((locale) => localizedPath(locale, page))]),
  );

  const fixedSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
    ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
    : undefined;
  // The multiplier the last run's own benchmarkIndex called for: the next run's first guess
  // (2x, the usual class of this host, before any run); a wrong guess costs one repeated run.
  let cpuSlowdown = fixedSlowdown ?? 2;

  /** One audit whose CPU slowdown matches the table for the benchmarkIndex measured in it. */
  async function calibratedAudit(url: string) {
    for (let attempt = 1; ; attempt++) {
      const result = await audit(url, cpuSlowdown);
      const used = cpuSlowdown;
      // A run Lighthouse could not finish (no paint seen, a protocol timeout) measured nothing.
      const failure = result.lhr.runtimeError;
      if (failure && attempt < 3) {
        console.error(
          `  ${url}: run failed (${failure.code}: ${failure.message}); running it again`,
        );
        continue;
      }
      if (fixedSlowdown !== undefined) return { result, used };
      cpuSlowdown = calibratedCpuSlowdown(result.lhr.environment.benchmarkIndex);
      if (cpuSlowdown === used || attempt === 3) return { result, used };
    }
  }

  console.log(
    fixedSlowdown === undefined
      ? 'CPU slowdown per run from its own benchmarkIndex (Lighthouse calibration table)'
      : `CPU slowdown ${fixedSlowdown}x (LIGHTHOUSE_CPU_SLOWDOWN)`,
  );
  console.log(`${runsPerPage} runs per page; the run with the median performance is shown`);
  console.log(
    '| page | performance (all runs, with CPU slowdown and host speed) | accessibility | best practices | verdict |',
  );
  console.log('| --- | --- | --- | --- | --- |');

  const compared: string[] = [];
  for (const page of pages) {
    // The page and its languages, run after run in turn: each meets the same drift of the host.
    const variants = [page, ...locales.map((locale) => localizedPath(locale, page))];
    const runs = new Map(variants.map((variant) => [variant, [] as Run[]]));
    for (let run = 0; run < runsPerPage; run++) {
      for (const variant of variants) {
        runs.get(variant)!.push(await calibratedAudit(`${server.url}${variant}`));
      }
    }
    const performance = new Map<string, number>();
    for (const variant of variants) {
      const results = runs.get(variant)!.map((run) => run.result);
      const reported = middle(results, (result) => score(result, 'performance'));
      const scores = categories.map((category) => score(reported, category));
      performance.set(variant, scores[0]!);
      const passes = categories.every((category, i) => scores[i]! >= bars[category]);
      if (!passes) isBelowBar = true;
      const allRuns = runs
        .get(variant)!
        .map(
          ({ result, used }) =>
            `${score(result, 'performance')} at ${used}x ` +
            `(benchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)})`,
        )
        .join(', ');
      console.log(
        `| ${variant} | ${scores[0]} (${allRuns}) | ${scores[1]} | ${scores[2]} | ${passes ? 'PASS' : 'MISS ✗'} |`,
      );
      console.error(describe(variant, reported));
      if (reportDir) {
        const name = variant === '/' ? 'home' : variant.slice(1).replaceAll('/', '_');
        await fs.writeFile(path.join(reportDir, `${name}.json`), reported.report as string);
      }
    }
    for (const variant of variants.slice(1)) {
      const difference = performance.get(variant)! - performance.get(page)!;
      const ok = difference >= -LANGUAGE_MAX_DROP;
      if (!ok) isLanguageBehind = true;
      compared.push(
        `| ${variant} | ${page} | ${performance.get(variant)} | ${performance.get(page)} | ` +
          `${difference >= 0 ? '+' : ''}${difference} | ${ok ? 'PASS' : 'MISS ✗'} |`,
      );
    }
  }
  if (compared.length > 0) {
    console.log(
      `\nPerformance in another language against English, same run (at most ${LANGUAGE_MAX_DROP} points below):`,
    );
    console.log(
      '| page | English page | performance | English performance | difference | verdict |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const line of compared) console.log(line);
  }
} finally {
  chrome.kill();
  await server.stop();
  await smtp.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

if (isBelowBar) {
  console.error(`below the bar (${JSON.stringify(bars)})`);
  process.exitCode = 1;
}
if (isLanguageBehind) {
  console.error(`a language's page is more than ${LANGUAGE_MAX_DROP} points below the English one`);
  process.exitCode = 1;
}
