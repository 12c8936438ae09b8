import { test as base } from '@playwright/test';

export const test = base.extend({
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
