import { randomUUID } from 'node:crypto';
import { bookingReference } from '@app/domain/tickets';
import { countryTimeZone, firstDateOnSale } from '@app/domain/departure-sales';
import type { Page, Request } from '@playwright/test';
import { signUpAndConfirm } from './account-helpers.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { FITS, measureSideways } from './phone-pages.js';
import { anonKey, memberHeaders } from './review-trips.js';
import { expect, test } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

// The small maps of issue 52 (decision 048): a tour's route, a micro-tour's and a ticket's
// meeting point, drawn from the basemap the product ships, nothing fetched from elsewhere.
test.describe.configure({ timeout: 90_000 });

interface Listing {
  id: string;
  slug: string;
  title: string;
  country: string;
  price_eur: number;
}

async function listings(page: Page, table: 'tours' | 'micro_tours', filter: string) {
  const answer = await page.request.get(
    `/rest/v1/${table}?select=id,slug,title,country,price_eur&order=slug&${filter}`,
    { headers: { apikey: await anonKey(page.request) } },
  );
  expect(answer.ok()).toBe(true);
  const rows = (await answer.json()) as Listing[];
  expect(rows.length, `${table} with ${filter}`).toBeGreaterThan(0);
  return rows;
}

/** Every request the page makes, to check that none leaves the product's origin. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function expectOnlyOwnOrigin(page: Page, requests: Request[]) {
  const origin = new URL(page.url()).origin;
  const elsewhere = requests
    .map((request) => request.url())
    .filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))
    .filter((url) => new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
}

/** The map scrolled into view and drawn (its skeleton gone), with its text alternative. */
async function drawnMap(page: Page) {
  const box = page.getByTestId('place-map');
  await box.scrollIntoViewIfNeeded();
  const canvas = box.getByTestId('place-map-canvas');
  await expect(canvas).toBeVisible();
  await expect(box.locator('.animate-pulse')).toHaveCount(0);
  return { box, canvas };
}

async function expectBasemapCached(requests: Request[]) {
  const basemap = requests.find((request) => /\/assets\/basemap-[\w-]+\.json$/.test(request.url()));
  expect(basemap, 'the basemap, fetched from the product').toBeDefined();
  const answer = await basemap!.response();
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
}

for (const phone of [false, true]) {
  const tag = phone ? ' @phone' : '';
  const device = phone ? 'phone' : 'desktop';

  test(`a tour's page shows the route of its days and its meeting point on a map${tag}`, async ({
    page,
  }) => {
    const [tour] = await listings(page, 'tours', 'meeting_lat=not.is.null&route=neq.[]');
    const requests = recordRequests(page);
    await page.goto(`/tours/${tour!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: tour!.title })).toBeVisible();
    // The map's box is there from the first paint; its code and the basemap wait for it to near the screen.
    const section = page.getByRole('region', { name: 'Route and meeting point' });
    await expect(section.getByTestId('place-map')).toBeAttached();

    const { box, canvas } = await drawnMap(page);
    await expect(canvas).toHaveAttribute('role', 'img');
    await expect(canvas).toHaveAttribute(
      'aria-label',
      /^Map of the route: 1\. [^,]+, 2\. .+\. Meeting point: .+\.$/,
    );
    const directions = box.getByRole('link', { name: 'Directions' });
    await expect(directions).toHaveAttribute('href', /^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?\?q=/);
    expect(await measureSideways(page)).toEqual(FITS);
    await reviewScreenshot(box, `tour-route-${device}`);
    await reviewScreenshot(page, `tour-route-page-${device}`);
    await expectBasemapCached(requests);
    expectOnlyOwnOrigin(page, requests);
  });

  test(`a micro-tour's page shows its meeting point on a map with a geo: directions link${tag}`, async ({
    page,
  }) => {
    const [microTour] = await listings(page, 'micro_tours', 'meeting_lat=not.is.null');
    const requests = recordRequests(page);
    await page.goto(`/micro-tours/${microTour!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: microTour!.title })).toBeVisible();
    const { box, canvas } = await drawnMap(page);
    await expect(canvas).toHaveAttribute('aria-label', /^Map of the meeting point: .+\.$/);
    const directions = box.getByRole('link', { name: 'Directions' });
    await expect(directions).toHaveAttribute(
      'href',
      /^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?\?q=.+\(.+\)$/,
    );
    // The map's keyboard path: the link takes the focus and shows it.
    await directions.focus();
    await expect(directions).toBeFocused();
    expect(await measureSideways(page)).toEqual(FITS);
    await reviewScreenshot(box, `micro-tour-meeting-${device}`);
    await expectBasemapCached(requests);
    expectOnlyOwnOrigin(page, requests);
  });
}

test('a member’s ticket shows the meeting point on a map with a geo: directions link', async ({
  page,
}) => {
  const [tour] = await listings(page, 'tours', 'meeting_lat=not.is.null&available_dates=eq.{}');
  await signUpAndConfirm(page);
  const headers = await memberHeaders(page);
  const call = async (name: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(`/functions/v1/${name}`, {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data,
    });
    expect(answer.ok(), `${name}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as Record<string, unknown>;
  };
  const price = Number(tour!.price_eur);
  await call('wallet-topup', { amount_eur: price, kind: 'custom' });
  const booked = await call('process-booking', {
    tourId: tour!.id,
    startDate: firstDateOnSale(countryTimeZone(tour!.country), false, new Date()),
    travelers: 1,
    addOnIds: [],
    baseTotalEUR: price,
    addOnsTotalEUR: 0,
    grandTotalEUR: price,
  });
  const reference = bookingReference((booked.booking as { id: string }).id);

  const requests = recordRequests(page);
  await page.goto(`/tickets/${reference}`);
  await expect(page.getByText(`Booking reference ${reference}`)).toBeVisible();
  const { box, canvas } = await drawnMap(page);
  await expect(canvas).toHaveAttribute('aria-label', /^Map of the meeting point: .+\.$/);
  await expect(box.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /^geo:/);
  await expectNoSeriousAxeViolations(page);
  await reviewScreenshot(box, 'ticket-meeting-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await box.scrollIntoViewIfNeeded();
  expect(await measureSideways(page)).toEqual(FITS);
  await reviewScreenshot(page, 'ticket-meeting-390');
  expectOnlyOwnOrigin(page, requests);
});
