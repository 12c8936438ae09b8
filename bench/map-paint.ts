import fs from 'node:fs';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { calibratedCpuSlowdown } from './host-speed.js';
import { table, verdict } from './report.js';

/**
 * The map in Chromium on a calibrated phone (issue 52: at 100,000 listings the map's first paint
 * and a pan stay under 200 ms of main-thread work). A phone-sized page (390 × 844, touch) opens
 * the tour and micro-tour lists, lets them settle, and then:
 * - first paint: presses 'Map' and waits for the map's `list-map:first-pins` mark (decision 050),
 *   its code, its basemap and its pins loading meanwhile;
 * - first paint again: back to 'List' and to 'Map' again, code and basemap loaded: the map's own
 *   drawing and pins;
 * - pan: drags the map by a third of its width and waits until its pins for the new view are
 *   answered, a frame is drawn after the release and the page is quiet.
 * Main-thread work is Chromium's own count (`Performance.getMetrics`: TaskDuration, and of it
 * script, style and layout) over each step, with the CPU slowed by the multiplier Lighthouse's
 * calibration table gives this host for a mid-tier phone (bench/lighthouse.ts), from the
 * benchmarkIndex measured in the page itself; MAP_CPU_SLOWDOWN names another.
 */
const BOUND_MS = 200;
const RUNS = 3;
const PHONE = { width: 390, height: 844 };
const FIRST_PINS_MARK = 'list-map:first-pins';
const DRAWN_MARK = 'list-map:drawn';
const QUIET_MS = 600;

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Work {
  task: number;
  script: number;
  styleAndLayout: number;
}

/** Chromium's running totals of main-thread work, in ms. */
async function mainThread(cdp: CDPSession): Promise<Work> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    task: ms('TaskDuration'),
    script: ms('ScriptDuration'),
    styleAndLayout: ms('RecalcStyleDuration') + ms('LayoutDuration'),
  };
}

const workSince = (before: Work, after: Work): Work => ({
  task: after.task - before.task,
  script: after.script - before.script,
  styleAndLayout: after.styleAndLayout - before.styleAndLayout,
});

const marks = (page: Page, mark: string) =>
  page.evaluate((name) => performance.getEntriesByName(name).length, mark);

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

/**
 * Where the drag starts: in the map's upper part (a phone's sheet of cards covers its lower part),
 * right of the middle, on the map itself and not on a pin or a control (a press on a pin is a
 * click, not a pan; at 100,000 listings pins are everywhere).
 */
async function dragStart(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
): Promise<{ x: number; y: number }> {
  for (const fy of [0.3, 0.25, 0.35, 0.2, 0.4, 0.45]) {
    for (const fx of [0.7, 0.75, 0.65, 0.8, 0.6, 0.85]) {
      const point = { x: box.x + box.width * fx, y: box.y + box.height * fy };
      // A string, run in the page: this package's types have no DOM.
      const onMap = await page.evaluate(
        `(() => { const e = document.elementFromPoint(${point.x}, ${point.y});
          return !!e && !e.closest('button, a, [role="status"]') && !!e.closest('[role="group"]'); })()`,
      );
      if (onMap === true) return point;
    }
  }
  throw new Error('no free spot on the map to start a drag');
}

interface Step {
  work: Work;
  wallMs: number;
}

const STEPS = ['first paint', 'first paint again', 'pan'] as const;
type StepName = (typeof STEPS)[number];

async function measureOnce(
  baseUrl: string,
  path: string,
  cpuSlowdown: number,
): Promise<Record<StepName, Step>> {
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
    const views = page.getByRole('navigation', { name: 'Results view' });

    // The map marks its first pins once per page load: the first opening is measured up to that
    // mark, the second (its code and basemap loaded) up to its last frame, when all is quiet.
    const openMap = async (until: 'first pins' | 'quiet'): Promise<Step> => {
      const drawn = await marks(page, DRAWN_MARK);
      const before = await mainThread(cdp);
      const openedAt = Date.now();
      await views.getByRole('link', { name: 'Map' }).click();
      if (until === 'first pins') {
        await page.waitForFunction(
          (mark) => performance.getEntriesByName(mark).length > 0,
          FIRST_PINS_MARK,
          { polling: 50, timeout: 60_000 },
        );
      } else {
        await page.waitForFunction(
          ([mark, count]) => performance.getEntriesByName(mark).length > count,
          [DRAWN_MARK, drawn] as const,
          { polling: 50, timeout: 60_000 },
        );
        await quiet(page);
      }
      const step = {
        work: workSince(before, await mainThread(cdp)),
        wallMs: Date.now() - openedAt - (until === 'quiet' ? QUIET_MS : 0),
      };
      await quiet(page);
      return step;
    };

    const firstPaint = await openMap('first pins');
    await views.getByRole('link', { name: 'List' }).click();
    await page.waitForLoadState('networkidle');
    const again = await openMap('quiet');

    const box = await page.getByRole('group', { name: 'Map' }).boundingBox();
    if (!box) throw new Error('the map has no box');
    const start = await dragStart(page, box);
    const beforePan = await mainThread(cdp);
    const pannedAt = Date.now();
    // The new view's pins: the view rests after the release, then the map asks for them.
    const pinsAnswered = page.waitForResponse(
      (response) => response.url().includes('/rpc/catalogue_map_pins'),
      { timeout: 30_000 },
    );
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - box.width / 3, start.y, { steps: 10 });
    await page.mouse.up();
    const released = await page.evaluate(() => performance.now());
    await pinsAnswered.catch(() => {
      throw new Error(`${path}: the drag did not move the map (no pins asked for its new view)`);
    });
    // A frame drawn after the release (the new view), then quiet: the pins placed, nothing drawn.
    await page.waitForFunction(
      ([mark, after]) => performance.getEntriesByName(mark).some((e) => e.startTime > after),
      [DRAWN_MARK, released] as const,
      { polling: 50, timeout: 30_000 },
    );
    await quiet(page);
    const pan = {
      work: workSince(beforePan, await mainThread(cdp)),
      wallMs: Date.now() - pannedAt - QUIET_MS,
    };
    return { 'first paint': firstPaint, 'first paint again': again, pan };
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
    const runs: Record<StepName, Step>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await measureOnce(baseUrl, path, cpuSlowdown);
      const said = STEPS.map(
        (step) =>
          `${step} ${result[step].work.task.toFixed(0)} ms (${result[step].wallMs} ms wall)`,
      );
      log(`${path} run ${run + 1}: ${said.join(', ')}`);
      runs.push(result);
    }
    for (const step of STEPS) {
      const of = (pick: (work: Work) => number) => middle(runs.map((run) => pick(run[step].work)));
      const main = of((work) => work.task);
      const ok = main <= BOUND_MS;
      const name = `${path}?view=map ${step}`;
      if (!ok) misses.push(`${name}: ${main.toFixed(0)} ms of main-thread work > ${BOUND_MS} ms`);
      lines.push([
        name,
        main.toFixed(0),
        runs.map((run) => run[step].work.task.toFixed(0)).join(', '),
        of((work) => work.script).toFixed(0),
        of((work) => work.styleAndLayout).toFixed(0),
        String(middle(runs.map((run) => run[step].wallMs))),
        `≤ ${BOUND_MS}`,
        verdict(ok),
      ]);
    }
  }
  const header = [
    'step',
    'main-thread ms',
    'runs',
    'of which script',
    'style + layout',
    'wall ms',
    'bound',
    'verdict',
  ];
  return {
    text:
      `Map in Chromium on a phone (${PHONE.width} × ${PHONE.height}, touch), CPU slowdown ` +
      `${cpuSlowdown} (benchmarkIndex ${index}), median of ${RUNS} runs\n\n` +
      table(header, lines),
    misses,
  };
}
