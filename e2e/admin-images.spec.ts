import type { Page } from '@playwright/test';
import { createTestTour, deleteTours, getTourCover } from './admin-api.js';
import { expect, test } from './fixtures.js';
import { requestsReported } from './held-requests.js';

// Each run asks the stock-photo service about every candidate tour. One at a time: a fix run
// takes every coverless tour, so a preview's tour must not be fixed by a neighbouring journey.
test.describe.configure({ timeout: 120_000, mode: 'serial' });

/** Tours a journey made, deleted when it ends. */
const createdSlugs: string[] = [];
test.afterEach(async ({ request }) => {
  await deleteTours(request, createdSlugs.splice(0));
});

/** A tour of the journey's own with neither a cover nor an override: a 'missing' candidate. */
async function createCoverlessTour(page: Page, prefix: string) {
  const tour = await createTestTour(page.request, prefix, {
    cover_image: null,
    image_override_url: null,
    country: 'Slovenia',
    start_locations: ['Ljubljana', 'Lake Bled'],
  });
  createdSlugs.push(tour.slug);
  return tour;
}

/** The admin is signed in already (admin.setup.ts). */
async function openTool(page: Page) {
  await page.goto('/admin/images');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admin Tour Cover Images' }),
  ).toBeVisible();
}

const resultsList = (page: Page) =>
  page.getByRole('heading', { name: 'Latest Results' }).locator('xpath=..');

test('a dry run previews the missing covers and changes nothing', async ({ page }) => {
  const tour = await createCoverlessTour(page, 'Preview Cover');
  await openTool(page);
  for (const card of ['Latest Results', 'Recent Image Update Logs', 'How It Works']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  const dryRun = page.getByRole('switch', { name: 'Dry Run (Preview Only)' });
  await expect(dryRun).toBeChecked();
  await expect(page.getByRole('button', { name: 'Preview All (Smart)' })).toBeEnabled();

  await page.getByRole('button', { name: 'Preview Missing Only' }).click();
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  await expect(page.getByText('100%')).toBeVisible();

  const row = resultsList(page).getByRole('listitem').filter({ hasText: tour.title });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^(updated|skipped|failed)$/)).toBeVisible();
  await expect(row.getByText(/^Score (\d+\.\d|–)$/)).toBeVisible();
  await expect(row.getByRole('link', { name: `View tour ${tour.title}` })).toHaveAttribute(
    'href',
    `/tours/${tour.slug}`,
  );
  await expect(page.getByText(/^Preview finished: /)).toBeVisible();

  expect(await getTourCover(page.request, tour.id)).toEqual({
    cover_image: null,
    image_override_url: null,
  });

  // The switch turns the previews into fixes, by keyboard too.
  await dryRun.focus();
  await page.keyboard.press('Space');
  await expect(dryRun).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Fix Missing Only' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fix All (Smart)' })).toBeVisible();
});

test('Fix Missing Only gives coverless tours a cover that /tours shows', async ({ page }) => {
  const tours = [
    await createCoverlessTour(page, 'Fix Cover A'),
    await createCoverlessTour(page, 'Fix Cover B'),
  ];
  await openTool(page);
  await page.getByRole('switch', { name: 'Dry Run (Preview Only)' }).click();
  await page.getByRole('button', { name: 'Fix Missing Only' }).click();
  await expect(page.getByRole('button', { name: 'Fix All (Smart)' })).toBeDisabled();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 90_000,
  });
  await expect(page.getByRole('button', { name: 'Fix All (Smart)' })).toBeEnabled();

  for (const tour of tours) {
    const row = resultsList(page).getByRole('listitem').filter({ hasText: tour.title });
    await expect(row.getByText('updated', { exact: true })).toBeVisible();
    const cover = await getTourCover(page.request, tour.id);
    expect(cover.cover_image).toBeTruthy();
  }
  await expect(
    page
      .getByRole('heading', { name: 'Recent Image Update Logs' })
      .locator('xpath=..')
      .getByRole('listitem')
      .filter({ hasText: tours[0]!.title })
      .first(),
  ).toBeVisible();

  for (const tour of tours) {
    await page.goto(`/tours?search=${encodeURIComponent(tour.title)}`);
    const card = page.getByRole('article').filter({ hasText: tour.title });
    await expect(card.locator('img')).toBeVisible();
    await expect(card.getByText('No image')).toHaveCount(0);
  }
});

test.describe('the start-up fix', () => {
  test.use({ runStartupFix: true });

  test('runs once per page load for an admin, in smart mode', async ({ page }) => {
    const calls: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/fix-tour-covers')) {
        calls.push(request.postDataJSON());
      }
    });
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/functions/v1/fix-tour-covers'),
    );
    await page.goto('/');
    expect((await answered).status()).toBe(200);
    expect(calls).toEqual([{ mode: 'smart', dryRun: false, skipIfBusy: true }]);
  });

  test('stays quiet when an image run of an admin holds the lock', async ({ page }) => {
    // What the server answers the start-up call while Update All Images runs (its own test).
    await page.route('**/functions/v1/fix-tour-covers', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Another image fix is running; try again when it ends',
          code: 'image_fix_running',
        }),
      }),
    );
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/functions/v1/fix-tour-covers'),
    );
    await page.goto('/');
    expect((await answered).status()).toBe(409);
    // A failure's toast would show within this (the toast library loads on first use).
    await page.waitForTimeout(2_000);
    // Counted now: a toast would be gone again after a few seconds.
    expect(
      await page
        .getByText(/^(Image fix failed|Failed to (fix tour covers|run image fix))$/)
        .count(),
    ).toBe(0);
  });

  test.describe('for a visitor', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('never runs', async ({ page }) => {
      let calls = 0;
      page.on('request', (request) => {
        const url = request.url();
        // The run loads its own code first, then calls the function.
        if (
          url.includes('/startup-cover-fix-run-') ||
          url.includes('/functions/v1/fix-tour-covers')
        ) {
          calls += 1;
        }
      });
      await page.clock.install();
      await page.goto('/');
      // Signed out, as the header says once the session is known.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      // The admin's run starts 2 s after the first render: the page's clock goes past that at once.
      await page.clock.runFor(3_000);
      await requestsReported(page);
      expect(calls).toBe(0);
    });
  });
});

test('Update All Images asks again when a proxy cuts the answer off, and reports the run', async ({
  page,
}) => {
  const sent: Array<string | undefined> = [];
  await page.route('**/functions/v1/update-micro-tour-images', async (route) => {
    sent.push(route.request().headers()['idempotency-key']);
    // A proxy in front of the server gives up on a run that outlasts its time limit.
    if (sent.length === 1) return route.fulfill({ status: 504, body: 'Gateway Time-out' });
    // The server joins a retry to its run (server/src/functions/image-fix-runs.test.ts); here the
    // retry asks about a micro-tour nobody has, so the shared demo catalogue stays as it is.
    return route.continue({
      postData: JSON.stringify({
        options: { fixMissingOnly: true, singleSlug: `no-such-walk-${Date.now()}` },
      }),
    });
  });
  await page.goto('/admin?tab=micro-tours');
  await expect(page.getByRole('heading', { name: 'Micro-Tours Admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Update All Images' }).click();
  await expect(page.getByText('Updated images for 0 of 0 micro-tours')).toBeVisible();
  await expect(page.getByText('0 of 0 micro-tours updated.')).toBeVisible();
  await expect(page.getByText('Failed to update micro-tour images')).toHaveCount(0);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
});
