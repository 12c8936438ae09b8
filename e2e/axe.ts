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
  // axe.run in the page itself: its policy lets in frames of its own origin only (default-src
  // 'self'), which this mode checks too. The default mode finishes every check in a new blank
  // page with axe injected again: a third more CPU a check (on /tours 3.6 s against 2.4 s), the
  // same results.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
