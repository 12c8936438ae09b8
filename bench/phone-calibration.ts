import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromiumMetricsMs } from './chromium-metrics.js';

/**
 * The benchmarkIndex of a mid-tier phone (a Pixel 5), the target of Chrome DevTools' calibrated
 * 'Mid-tier mobile' CPU throttling (front_end/panels/mobile_throttling/CalibrationController.ts).
 */
export const MID_TIER_PHONE_INDEX = 1000;
/** How close to the target a calibrated slowdown's own index must come. */
const TOLERANCE = 0.04;
const MAX_STEPS = 6;

export interface PhoneCalibration {
  /** The host's benchmarkIndex, unthrottled. */
  hostIndex: number;
  /**
   * The same index counted in the main thread's CPU time instead of wall time: what the host
   * computes when it runs, without the moments another thread or VM holds its core.
   */
  hostCpuIndex: number;
  /** The CPU slowdown that makes this host a mid-tier phone. */
  slowdown: number;
  /** The benchmarkIndex measured under that slowdown. */
  phoneIndex: number;
}

/**
 * The CPU slowdown that turns this host, now, into a mid-tier phone, found as DevTools finds it:
 * Lighthouse's benchmarkIndex measured in a page under the slowdown, moved until it reads the
 * phone's. Unlike a table of host classes, the phone stays the same when the host is faster or
 * slower (the index of this kind of host has read from 2,400 to 3,800 from one day to the next).
 * The index is inversely proportional to the slowdown, so each step scales the slowdown by how far
 * its index missed.
 */
export async function calibratePhoneCpu(browser: Browser): Promise<PhoneCalibration> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadMs = async () => (await chromiumMetricsMs(cdp))('ThreadTime');
    const indexAt = async (slowdown: number): Promise<number> => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      return page.evaluate(pageFunctions.computeBenchmarkIndex);
    };
    /** The index unthrottled, and in CPU time: wall index × the loops' wall time ÷ their CPU time. */
    const hostIndexes = async () => {
      const [cpuBefore, wallBefore] = [await threadMs(), performance.now()];
      const index = await indexAt(1);
      const [wall, cpu] = [performance.now() - wallBefore, (await threadMs()) - cpuBefore];
      return { index, cpuIndex: (index * wall) / cpu };
    };
    const [first, second] = [await hostIndexes(), await hostIndexes()];
    const hostIndex = Math.max(first.index, second.index);
    const hostCpuIndex = Math.max(first.cpuIndex, second.cpuIndex);
    const rounded = (rate: number) => Math.max(1, Number(rate.toFixed(2)));
    let slowdown = rounded(hostIndex / MID_TIER_PHONE_INDEX);
    let phoneIndex = await indexAt(slowdown);
    for (let step = 1; step < MAX_STEPS; step += 1) {
      const miss = phoneIndex / MID_TIER_PHONE_INDEX;
      if (Math.abs(miss - 1) <= TOLERANCE || (slowdown === 1 && miss < 1)) break;
      slowdown = rounded(slowdown * miss);
      phoneIndex = await indexAt(slowdown);
    }
    return {
      hostIndex: Math.round(hostIndex),
      hostCpuIndex: Math.round(hostCpuIndex),
      slowdown,
      phoneIndex: Math.round(phoneIndex),
    };
  } finally {
    await page.close();
  }
}
