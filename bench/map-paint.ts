import fs from 'node:fs';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { calibratedCpuSlowdown } from './host-speed.js';
import { table, verdict } from './report.js';

/**
 * The map in Chromium on a calibrated phone (issue 52: at 100,000 listings the map's first paint
 * and a pan stay under 200 ms of main-thread work). A phone-sized page (390 × 844, touch) opens
 * the tour and micro-tour lists, lets them settle, and then:
 * - first paint: presses 'Map' and waits for the map's `list-map:first-pins` mark (decision 050);
 * - pan: drags the map by a third of its width and waits until its pins for the new view are
 *   placed and the page is quiet.
 * Main-thread work is Chromium's own count (`Performance.getMetrics` TaskDuration) over each
 * step, with the CPU slowed by the multiplier Lighthouse's calibration table gives this host
 * for a mid-tier phone (bench/lighthouse.ts), measured in the page itself (benchmarkIndex).
 */
const BOUND_MS = 200;
const RUNS = 3;
const PHONE = { width: 390, height: 844 };
const FIRST_PINS_MARK = 'list-map:first-pins';
const DRAWN_MARK = 'list-map:drawn';
const QUIET_MS = 600;

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const task = metrics.find((metric) => metric.name === 'TaskDuration');
  return (task?.value ?? 0) * 1000;
}

/** Waits until no request is in flight and the map drew nothing for QUIET_MS. */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    ([mark, quietMs]) => {
      const last = performance.getEntriesByName(mark).at(-1);
      return !last || performance.now() - last.startTime > quietMs;
    },
    [DRAWN_MARK, QUIET_MS] as const,
    { polling: 100, timeout: 30_000 },
  );
}

interface Step {
  mainThreadMs: number;
  wallMs: number;
}

async function measureOnce(
  baseUrl: string,
  path: string,
  cpuSlowdown: number,
): Promise<{ firstPaint: Step; pan: Step }> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    const beforeOpen = await mainThreadMs(cdp);
    const openedAt = Date.now();
    await page
      .getByRole('navigation', { name: 'Results view' })
      .getByRole('link', { name: 'Map' })
      .click();
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      FIRST_PINS_MARK,
      {
        polling: 50,
        timeout: 60_000,
      },
    );
    const firstPaint = {
      mainThreadMs: (await mainThreadMs(cdp)) - beforeOpen,
      wallMs: Date.now() - openedAt,
    };
    await quiet(page);

    const surface = page.getByRole('group', { name: 'Map' });
    const box = await surface.boundingBox();
    if (!box) throw new Error('the map has no box');
    const y = box.y + box.height / 2;
    const beforePan = await mainThreadMs(cdp);
    const pannedAt = Date.now();
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.37, y, { steps: 10 });
    await page.mouse.up();
    await quiet(page);
    const pan = {
      mainThreadMs: (await mainThreadMs(cdp)) - beforePan,
      wallMs: Date.now() - pannedAt - QUIET_MS,
    };
    return { firstPaint, pan };
  } finally {
    await browser.close();
  }
}

/** The host's benchmarkIndex as Lighthouse measures it, in a page of this Chromium. */
async function benchmarkIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await browser.close();
  }
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function benchMapPaint(
  baseUrl: string,
  log: (message: string) => void,
): Promise<{ text: string; misses: string[] }> {
  if (!fs.existsSync(chromePath)) {
    return {
      text: `Map in Chromium: not measured (no browser at ${chromePath}; set CHROMIUM_PATH).`,
      misses: [`map in Chromium: no browser at ${chromePath}`],
    };
  }
  const index = await benchmarkIndex();
  const cpuSlowdown = process.env.MAP_CPU_SLOWDOWN
    ? Number(process.env.MAP_CPU_SLOWDOWN)
    : calibratedCpuSlowdown(index);
  log(`benchmarkIndex ${index}: CPU slowdown ${cpuSlowdown}`);
  const lines: string[][] = [];
  const misses: string[] = [];
  for (const path of ['/tours', '/micro-tours']) {
    const runs: { firstPaint: Step; pan: Step }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measureOnce(baseUrl, path, cpuSlowdown);
      log(
        `${path} run ${run + 1}: first paint ${result.firstPaint.mainThreadMs.toFixed(0)} ms main thread ` +
          `(${result.firstPaint.wallMs} ms wall), pan ${result.pan.mainThreadMs.toFixed(0)} ms ` +
          `(${result.pan.wallMs} ms wall)`,
      );
      runs.push(result);
    }
    for (const step of ['firstPaint', 'pan'] as const) {
      const main = middle(runs.map((run) => run[step].mainThreadMs));
      const wall = middle(runs.map((run) => run[step].wallMs));
      const ok = main <= BOUND_MS;
      const name = `${path}?view=map ${step === 'firstPaint' ? 'first paint' : 'pan'}`;
      if (!ok) misses.push(`${name}: ${main.toFixed(0)} ms of main-thread work > ${BOUND_MS} ms`);
      lines.push([
        name,
        main.toFixed(0),
        runs.map((run) => run[step].mainThreadMs.toFixed(0)).join(', '),
        String(wall),
        `≤ ${BOUND_MS}`,
        verdict(ok),
      ]);
    }
  }
  return {
    text:
      `Map in Chromium on a phone (${PHONE.width} × ${PHONE.height}, touch), CPU slowdown ${cpuSlowdown} ` +
      `(benchmarkIndex ${index}), median of ${RUNS} runs\n\n` +
      table(['step', 'main-thread ms', 'runs', 'wall ms', 'bound', 'verdict'], lines),
    misses,
  };
}
