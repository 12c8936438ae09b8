import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** A list page's first screen, which the gateway renders into its HTML (decision 059). */
export const FIRST_SCREEN = '[data-first-screen]';

/**
 * Resolves once the app has replaced a list page's first screen: on a phone the screen's buttons
 * do nothing and it shows only the first cards until then.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator(FIRST_SCREEN)).toHaveCount(0);
}
