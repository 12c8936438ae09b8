import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by input, as Lighthouse's CLS counts them, from the
 * page's start (call it before `goto`); the returned function reads the sum so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
}
