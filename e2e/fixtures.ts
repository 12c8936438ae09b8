import { test as base } from '@playwright/test';

/** The web app's switch for its start-up cover fix (web/src/lib/use-startup-cover-fix.ts). */
export const SKIP_STARTUP_FIX_KEY = 'ecotours:skip-startup-fix';

/** Where the web app remembers the answer to its language suggestion (features/languages). */
export const LANGUAGE_CHOICE_KEY = 'ecotours:language-choice';

export const test = base.extend<{ runStartupFix: boolean; offerLanguages: boolean }>({
  // An admin's page load runs the smart cover fix, which would change the demo catalogue the
  // journeys read; it stays off unless a journey sets `test.use({ runStartupFix: true })`.
  runStartupFix: [false, { option: true }],
  // A page in another language than the browser's offers the browser's in a bar at the bottom:
  // the journeys visit as a visitor who has answered it, unless one sets
  // `test.use({ offerLanguages: true })` (e2e/languages.spec.ts).
  offerLanguages: [false, { option: true }],
  page: async ({ page, runStartupFix, offerLanguages }, use) => {
    if (!offerLanguages) {
      await page.addInitScript((key) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, 'dismissed');
        } catch {
          // about:blank has no storage
        }
      }, LANGUAGE_CHOICE_KEY);
    }
    if (!runStartupFix) {
      await page.addInitScript((key) => {
        try {
          sessionStorage.setItem(key, '1');
        } catch {
          // about:blank has no storage
        }
      }, SKIP_STARTUP_FIX_KEY);
    }
    await use(page);
  },
  // The server listens on a free port chosen in global setup.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright test');
    await use(url);
  },
});

export { expect } from '@playwright/test';

/** The dev mailbox's address with its token, from global setup. */
export function devMailboxUrl(): string {
  const url = process.env.E2E_DEV_MAILBOX_URL;
  if (!url) throw new Error('E2E_DEV_MAILBOX_URL is not set: run through playwright test');
  return url;
}
