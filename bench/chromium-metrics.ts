import type { CDPSession } from '@playwright/test';

/** Chromium's running totals of the page's work (`Performance.getMetrics`), read at once, in ms. */
export async function chromiumMetricsMs(cdp: CDPSession): Promise<(name: string) => number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
}
