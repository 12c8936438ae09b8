import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test } from './fixtures.js';

/**
 * Keeps a picture of a screen for a person to look at, when E2E_SCREENSHOTS names a directory
 * (`E2E_SCREENSHOTS=/some/dir npx playwright test <file>`); otherwise takes none. Nothing in a run
 * reads them, and a whole long page costs its browser most of a second of CPU (about 0.85 s for
 * /tours on a desktop): the journeys took over a hundred on every run. A failing journey keeps its
 * own screenshot still (playwright.config.ts).
 */
export async function reviewScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const file = path.join(dir, `${test.info().project.name}-${name}.png`);
  if (options.fullPage) {
    // A whole long page at a phone's pixel density takes a while.
    test.info().setTimeout(test.info().timeout + 30_000);
  }
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage });
  else await target.screenshot({ path: file });
}
