import { table, verdict } from './report.js';

/**
 * Issue 53: the Core Web Vitals' 'good' bounds in the lab, each the median of a page's Lighthouse
 * runs: LCP, total blocking time (the lab's stand-in for INP) and CLS. The performance score is
 * not judged by them.
 */
export const VITALS_BOUNDS = { lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

/** The line of `npm run lighthouse`'s output that carries its pages' vitals as JSON. */
export const VITALS_LINE = 'lighthouse vitals: ';

export interface PageVitals {
  page: string;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
}

export const meetsVitals = (page: PageVitals) =>
  page.lcpMs <= VITALS_BOUNDS.lcpMs &&
  page.tbtMs <= VITALS_BOUNDS.tbtMs &&
  page.cls <= VITALS_BOUNDS.cls;

/** The pages' vitals against the bounds, a row each, and a line per page that misses. */
export function vitalsReport(pages: PageVitals[]): { text: string; misses: string[] } {
  const bounds = `LCP ≤ ${VITALS_BOUNDS.lcpMs / 1000} s, TBT ≤ ${VITALS_BOUNDS.tbtMs} ms, CLS ≤ ${VITALS_BOUNDS.cls}`;
  const figures = (page: PageVitals) =>
    `LCP ${(page.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)}`;
  const text = [
    `Core Web Vitals on Lighthouse mobile, CPU calibrated to the host, median of each page's runs (${bounds}):`,
    '',
    table(
      ['page', 'runs', 'LCP', 'TBT', 'CLS', 'verdict'],
      pages.map((page) => [
        page.page,
        String(page.runs),
        `${(page.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(page.tbtMs)} ms`,
        page.cls.toFixed(3),
        verdict(meetsVitals(page)),
      ]),
    ),
  ].join('\n');
  const misses = pages
    .filter((page) => !meetsVitals(page))
    .map((page) => `${page.page}: ${figures(page)} (target ${bounds})`);
  return { text, misses };
}
