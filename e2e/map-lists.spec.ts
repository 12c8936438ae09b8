import type { Page } from '@playwright/test';
import { MAP_COLORS } from '@app/web/draw-basemap';
import { expectNoSeriousAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

test.describe.configure({ timeout: 60_000 });

/** Every request the page makes; the journeys end by checking none left the product's origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectSameOrigin(urls: string[], baseURL: string | undefined) {
  const origin = new URL(baseURL!).origin;
  const foreign = urls.filter(
    (url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin,
  );
  expect(urls.length).toBeGreaterThan(0);
  expect(foreign).toEqual([]);
}

const mapStatus = (page: Page, pattern = /^The map shows \d+/) =>
  page.getByRole('status').filter({ hasText: pattern });

const numberIn = (text: string, index = 0) => Number([...text.matchAll(/\d+/g)][index]?.[0]);

/** The list's count: 'Showing 1-24 of 55 tours' → 55 ('No … found' → 0). */
async function listCount(page: Page): Promise<number> {
  const summary = page
    .getByText(/^Showing \d+[-–]\d+ of \d+ (micro-)?tours?$/)
    .or(page.getByRole('heading', { name: /^No (micro-)?tours (found|match)/ }));
  const text = await summary.first().innerText();
  return text.startsWith('Showing') ? numberIn(text, 2) : 0;
}

/** Waits until the map and the list agree on how many results there are, and returns it. */
async function agreedCount(page: Page): Promise<number> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  let count = -1;
  await expect
    .poll(async () => {
      const shown = numberIn(await mapStatus(page).innerText());
      count = shown;
      return shown === (await listCount(page));
    })
    .toBe(true);
  return count;
}

const pins = (page: Page, kind: 'listing' | 'cluster') =>
  page.locator(`button[data-pin-kind="${kind}"]`);

/**
 * Opens the cluster with the most listings that shows on the map, and waits for what that does:
 * the pins of the view it zooms to, or the card of a spot no zoom parts.
 */
async function openBiggestCluster(page: Page, { tap = false } = {}) {
  const map = (await page.getByRole('group', { name: 'Map' }).boundingBox())!;
  const clusters = await pins(page, 'cluster').evaluateAll((buttons) =>
    buttons.map((button) => ({
      count: Number(button.textContent),
      box: button.getBoundingClientRect(),
    })),
  );
  const shown = clusters
    .map((cluster, index) => ({ ...cluster, index }))
    .filter(
      ({ box }) =>
        box.left >= map.x &&
        box.right <= map.x + map.width &&
        box.top >= map.y &&
        box.bottom <= map.y + map.height,
    );
  const biggest = shown.reduce((a, b) => (b.count > a.count ? b : a));
  const answer = page.waitForResponse((response) =>
    response.url().includes('/rpc/catalogue_map_pins'),
  );
  const pin = pins(page, 'cluster').nth(biggest.index);
  await (tap ? pin.tap() : pin.click());
  await Promise.race([answer, page.getByTestId('map-pin-card').waitFor()]);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the tour list opens its map, and a filter moves the list and the map together', async ({
  page,
  baseURL,
}) => {
  const requests = recordRequests(page);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/tours');
  const views = page.getByRole('navigation', { name: 'Results view' });
  await expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/[?&]view=map$/);
  await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('list-map-skeleton')).toBeHidden();
  await expect(mapStatus(page)).toHaveText('The map shows 55 tours');
  expect(await agreedCount(page)).toBe(55);
  await expect(pins(page, 'cluster').first()).toBeVisible();
  await reviewScreenshot(page, 'tours-map-desktop', { fullPage: true });

  await page.getByLabel('Country').selectOption({ index: 1 });
  await expect(page).toHaveURL(/country=.*&view=map$/);
  await expect.poll(() => listCount(page)).toBeLessThan(55);
  const filtered = await agreedCount(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(55);

  // The list keeps the view through a reload and goes back to it on List.
  await page.reload();
  await expect(mapStatus(page)).toHaveText(new RegExp(`^The map shows ${filtered} tours?$`));
  await views.getByRole('link', { name: 'List' }).click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.getByRole('group', { name: 'Map' })).toHaveCount(0);
  await expect(page.getByLabel('Country')).not.toHaveValue('all');
  expectSameOrigin(requests, baseURL);
  // The worker's own requests are in the log too: its script and the basemap it fetches.
  expect(requests.some((url) => url.includes('/assets/basemap-painter.worker-'))).toBe(true);
  expect(requests.some((url) => /\/assets\/basemap-[^/]*\.json$/.test(url))).toBe(true);
  expect(refused, 'the map runs under the Content-Security-Policy').toEqual([]);
});

test("on a slow connection 'Map' changes the view at once, the map's box holding its place until its code is here", async ({
  page,
}) => {
  await page.goto('/tours');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/list-map-(?!host)[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const views = page.getByRole('navigation', { name: 'Results view' });
  await views.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/[?&]view=map$/);
  await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('list-map-code-loading')).toBeVisible();
  release();
  await expect(mapStatus(page)).toHaveText('The map shows 55 tours');
  await expect(page.getByTestId('list-map-code-loading')).toHaveCount(0);
});

test("'Search this area' narrows the list to the map's view, and Clear area widens it again", async ({
  page,
  baseURL,
}) => {
  const requests = recordRequests(page);
  await page.goto('/tours?view=map');
  const total = await agreedCount(page);
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

  // Opening the biggest cluster zooms to it: a move of the map, so the map offers the search.
  await openBiggestCluster(page);
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(
    /[?&]area=-?[\d.]+(,|%2C)-?[\d.]+(,|%2C)-?[\d.]+(,|%2C)-?[\d.]+&view=map$/,
  );
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
  const inArea = await agreedCount(page);
  expect(inArea).toBeGreaterThan(0);
  expect(inArea).toBeLessThan(total);

  // The list's cards are the map's listings now: hovering a card marks its pin, and back.
  while ((await pins(page, 'listing').count()) === 0) {
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  const listing = pins(page, 'listing').first();
  const id = await listing.getAttribute('data-pin-id');
  const card = page.locator(`[data-listing-id="${id}"]`);
  await card.hover();
  await expect(listing).toHaveAttribute('data-marked');
  await page.mouse.move(0, 0);
  await expect(listing).not.toHaveAttribute('data-marked');
  await listing.hover();
  await expect(card).toHaveClass(/ring-2/);
  await reviewScreenshot(page, 'tours-area-desktop');

  await page.getByRole('button', { name: 'Clear area' }).click();
  await expect(page).not.toHaveURL(/area=/);
  await expect(page).toHaveURL(/view=map/);
  await expect.poll(() => listCount(page)).toBe(total);
  expectSameOrigin(requests, baseURL);
});

test('the map pans with a drag and zooms with the wheel, asking for the pins of each new view', async ({
  page,
}) => {
  await page.goto('/tours?view=map');
  await expect(mapStatus(page)).toHaveText('The map shows 55 tours');
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('group', { name: 'Map' })).toBeInViewport({ ratio: 0.9 });
  const map = (await page.getByRole('group', { name: 'Map' }).boundingBox())!;
  const views: { west: number; east: number; zoom: number }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/catalogue_map_pins')) views.push(request.postDataJSON());
  });

  await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
  await page.mouse.down();
  await page.mouse.move(map.x + map.width / 2 - 200, map.y + map.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
  await expect.poll(() => views.length).toBe(1);
  const first = views[0]!;

  await page.mouse.wheel(0, -600);
  await expect.poll(() => views.length).toBe(2);
  const second = views[1]!;
  expect(second.zoom).toBeGreaterThan(first.zoom);
  expect(second.east - second.west).toBeLessThan(first.east - first.west);
  await expect(mapStatus(page)).toBeVisible();
});

/** Shares of the map's drawn pixels in the land's and the water's colours. */
function drawnColours(page: Page) {
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return page
    .getByRole('group', { name: 'Map' })
    .locator('canvas')
    .evaluate(
      async (canvas: HTMLCanvasElement, [land, water]) => {
        const bitmap = await createImageBitmap(canvas);
        const copy = document.createElement('canvas');
        copy.width = bitmap.width;
        copy.height = bitmap.height;
        const context = copy.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, copy.width, copy.height);
        const near = (at: number, [r, g, b]: number[]) =>
          Math.abs(data[at]! - r!) < 3 &&
          Math.abs(data[at + 1]! - g!) < 3 &&
          Math.abs(data[at + 2]! - b!) < 3;
        let landPixels = 0;
        let waterPixels = 0;
        for (let at = 0; at < data.length; at += 4) {
          if (near(at, land!)) landPixels += 1;
          else if (near(at, water!)) waterPixels += 1;
        }
        const all = data.length / 4;
        return { land: landPixels / all, water: waterPixels / all, width: copy.width };
      },
      [rgb(MAP_COLORS.land), rgb(MAP_COLORS.water)],
    );
}

for (const offThread of [true, false]) {
  test(`the basemap is drawn ${offThread ? 'by a worker' : 'on the page where the browser has no OffscreenCanvas'}, again after a pan`, async ({
    page,
  }) => {
    if (!offThread)
      await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'OffscreenCanvas'));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js'))
        scripts.push(request.url());
    });
    await page.goto('/micro-tours?view=map');
    await expect(mapStatus(page)).toBeVisible();
    await expect(page.getByTestId('list-map-skeleton')).toBeHidden();
    const map = page.getByRole('group', { name: 'Map' });
    const canvas = map.locator('canvas');
    await expect.poll(async () => (await drawnColours(page)).land).toBeGreaterThan(0.1);
    const before = await drawnColours(page);
    expect(before.water).toBeGreaterThan(0.1);
    expect(before.width).toBeGreaterThan(0);
    expect(scripts.some((url) => url.includes('basemap-painter'))).toBe(offThread);

    // After a drag the frame of the new view replaces the moved one, and sits in place.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
    await expect(canvas).toHaveAttribute('style', '');
    const after = await drawnColours(page);
    expect(after.land).toBeGreaterThan(0.05);
    expect(after.land).not.toBeCloseTo(before.land, 3);
  });
}

test('micro-tours that share one spot open as a card that shows them in the list', async ({
  page,
}) => {
  await page.goto('/micro-tours?view=map');
  const card = page.getByTestId('map-pin-card');
  await expect(mapStatus(page)).toBeVisible();
  for (let depth = 0; depth < 10 && !(await card.isVisible()); depth += 1) {
    await openBiggestCluster(page);
  }
  await expect(card.getByRole('heading')).toHaveText(/^\d+ micro-tours at this spot$/);
  const count = numberIn(await card.getByRole('heading').innerText());
  await expect(card).toContainText(/^.*from €\d+/);
  await card.getByRole('button', { name: 'Show them in the list' }).click();
  await expect(page).toHaveURL(/[?&]area=/);
  await expect.poll(() => listCount(page)).toBe(count);
  expect(await agreedCount(page)).toBe(count);
});

test('pins are named buttons: Tab and the arrows move between them, Enter opens a card, Escape closes it', async ({
  page,
}) => {
  await page.goto('/tours?view=map');
  await expect(mapStatus(page)).toHaveText('The map shows 55 tours');
  const names = await page
    .locator('button[data-pin-kind]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(2);
  for (const name of names)
    expect(name).toMatch(/^(.+, €[\d,]+|\d+ tours here, from €[\d,]+: zoom in)$/);

  await page.getByRole('group', { name: 'Map' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('button[data-pin-kind]').first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('button[data-pin-kind]').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('button[data-pin-kind]').last()).toBeFocused();

  const listing = pins(page, 'listing').first();
  const label = (await listing.getAttribute('aria-label'))!;
  const title = label.slice(0, label.lastIndexOf(', €'));
  await listing.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    /^\/tours\/[a-z0-9-]+$/,
  );
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(listing).toBeFocused();

  // A cluster opens by zooming in: more pins, fewer of them clusters of everything.
  const before = await page.locator('button[data-pin-kind]').count();
  await pins(page, 'cluster').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
  await expect.poll(() => page.locator('button[data-pin-kind]').count()).not.toBe(before);

  await listing.click().catch(() => undefined);
  await expectNoSeriousAxeViolations(page);
});

test('the map speaks the page language under a language prefix', async ({ page, baseURL }) => {
  const requests = recordRequests(page);
  await page.goto('/de/micro-tours');
  await page
    .getByRole('navigation', { name: 'Ansicht der Ergebnisse' })
    .getByRole('link', { name: 'Karte' })
    .click();
  await expect(page).toHaveURL(/\/de\/micro-tours\?view=map$/);
  const status = mapStatus(page, /^Die Karte zeigt \d+ Kurztouren$/);
  await expect(status).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hineinzoomen', exact: true })).toBeVisible();
  await expect(page.locator('button[data-pin-kind="cluster"]').first()).toHaveAttribute(
    'aria-label',
    /^\d+ Kurztouren hier, ab \d+\s€: hineinzoomen$/,
  );
  expectSameOrigin(requests, baseURL);
});

test('on a phone the map fills the screen and the list is its sheet @phone', async ({
  page,
  baseURL,
}) => {
  const requests = recordRequests(page);
  await page.goto('/micro-tours');
  await page.getByRole('link', { name: 'Map' }).click();
  const map = page.getByRole('group', { name: 'Map' });
  await expect(map).toBeVisible();
  await expect(mapStatus(page)).toBeVisible();
  const box = (await map.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.height).toBeGreaterThan(viewport.height * 0.7);

  const sheet = page.getByRole('button', { name: 'Show the list' });
  await expect(sheet).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('article').first()).toBeHidden();
  // The closed sheet's cards are out of the tab order: Tab from the switch goes on to the map.
  await page.getByRole('link', { name: 'Map' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(page.locator('[data-list-pane] :focus')).toHaveCount(0);
  await map.scrollIntoViewIfNeeded();
  // The page has scrolled down to the map, and the back-to-top button stays off its corner.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300); // the button's threshold
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  await reviewScreenshot(page, 'micro-map-phone');
  await sheet.click();
  await expect(page.getByRole('button', { name: 'Show the map' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('article').first()).toBeVisible();
  await reviewScreenshot(page, 'micro-map-phone-sheet');
  await page.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.getByRole('article').first()).toBeHidden();

  // A tap on a cluster zooms in, down to a spot whose card shows its micro-tours in the list.
  const card = page.getByTestId('map-pin-card');
  for (let depth = 0; depth < 10 && !(await card.isVisible()); depth += 1) {
    await openBiggestCluster(page, { tap: true });
  }
  await reviewScreenshot(page, 'micro-map-phone-card');
  const count = numberIn(await card.getByRole('heading').innerText());
  await card.getByRole('button', { name: 'Show them in the list' }).tap();
  await expect(card).toHaveCount(0);
  await expect(mapStatus(page)).toHaveText(new RegExp(`^The map shows ${count} micro-tours?$`));
  await page.getByRole('button', { name: 'Show the list' }).tap();
  await expect(page.getByRole('article')).toHaveCount(count);
  expectSameOrigin(requests, baseURL);
});
