import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * Fails with each serious or critical axe violation on the page as it is now, and where. It
 * waits for the page's finite animations and transitions to end first: a toast stacking behind
 * a newer one fades its text out, and half-way its contrast is neither the shown nor the hidden
 * one. Endless ones (a skeleton's pulse, a spinner) are part of the page as it is.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
