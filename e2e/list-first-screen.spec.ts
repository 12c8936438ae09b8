import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { appTookOver, FIRST_SCREEN } from './first-screen.js';
import { holdRequests } from './held-requests.js';
import { recordLayoutShifts } from './layout-shifts.js';

/** The app's entry: held, the page shows what the gateway's HTML paints by itself. */
const APP_ENTRY = /\/assets\/app-[\w-]+\.js$/;

const lists = [
  ['/tours', 'Eco-Friendly Tours'],
  ['/micro-tours', 'Micro Tours'],
  ['/de/tours', 'Umweltfreundliche Touren'],
] as const;

/** Opens `address` with the app's entry held: the page shows what its HTML paints alone. */
async function openWithAppHeld(page: Page, address: string): Promise<() => void> {
  const release = await holdRequests(page, APP_ENTRY);
  await page.goto(address, { waitUntil: 'commit' });
  return release;
}

/** The id of the first card of the first page the gateway put into the HTML. */
async function inlineFirstId(page: Page): Promise<string> {
  const text = await page.locator('#first-list-page').textContent();
  const inline = JSON.parse(text ?? 'null') as { page: { tours: { id: string }[] } };
  return inline.page.tours[0]!.id;
}

test('@phone a list page paints its first cards from the HTML, and the app takes them over in place', async ({
  page,
}) => {
  const layoutShift = await recordLayoutShifts(page);
  for (const [address, heading] of lists) {
    const release = await openWithAppHeld(page, address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const firstId = await inlineFirstId(page);
    const card = page.locator(`li[data-listing-id="${firstId}"]`);
    await expect(card).toBeVisible();
    // Its picture painted, and its link is a plain link to the listing's page.
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    await expect(card.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/(tours|micro-tours)\/[\w-]+$/,
    );
    await expect(page.locator(FIRST_SCREEN)).toHaveCount(1);
    const before = await card.boundingBox();

    release();
    await appTookOver(page);
    await expect(card).toBeVisible();
    expect(await card.boundingBox()).toEqual(before);
    expect(await layoutShift()).toBe(0);
    await page.unrouteAll();
  }
});

test('a wide screen keeps the first screen hidden and the app renders the list as before', async ({
  page,
}) => {
  const layoutShift = await recordLayoutShifts(page);
  for (const [address, heading] of lists) {
    const release = await openWithAppHeld(page, address);
    await expect(page.locator(FIRST_SCREEN)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeHidden();

    release();
    await appTookOver(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator(`li[data-listing-id="${await inlineFirstId(page)}"]`)).toBeVisible();
    expect(await layoutShift()).toBe(0);
    await page.unrouteAll();
  }
});

test('@phone cards far down a list skip their layout until they come near, and nothing in view moves when they do', async ({
  page,
}) => {
  const layoutShift = await recordLayoutShifts(page);
  for (const address of ['/tours', '/micro-tours']) {
    await page.goto(address);
    await appTookOver(page);
    const cards = page.locator('li[data-listing-id]');
    await expect(cards).toHaveCount(24);
    // content-visibility: auto: the browser skips the contents of a card the phone is not near.
    const skipped = (index: number) =>
      cards
        .nth(index)
        .locator('article')
        .evaluate((card) => !card.checkVisibility({ contentVisibilityAuto: true }));
    expect(await skipped(0)).toBe(false);
    expect(await skipped(23)).toBe(true);

    // Scrolled down a screen at a time, each card is laid out before it is in view.
    const atEnd = () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1);
    while (!(await atEnd())) {
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            window.scrollBy(0, window.innerHeight);
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
      );
    }
    expect(await skipped(23)).toBe(false);
    await cards.nth(23).scrollIntoViewIfNeeded();
    await expect(cards.nth(23).getByRole('heading')).toBeInViewport();
    expect(await layoutShift()).toBe(0);
  }
});
