import { expectNoSeriousAxeViolations } from './axe.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { requestsReported } from './held-requests.js';
import { recordListRequests } from './list-requests.js';

/** The catalogue as PostgREST answers it directly: the oracle the list page is checked against. */
async function queryMicroTours(request: APIRequestContext, query: string) {
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const response = await request.get(`/rest/v1/micro_tours?${query}`, {
    headers: { apikey: config.anonKey, Prefer: 'count=exact' },
  });
  expect(response.ok()).toBe(true);
  const count = Number(response.headers()['content-range']?.split('/')[1]);
  return { count, titles: ((await response.json()) as { title: string }[]).map((r) => r.title) };
}

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading');

test('filters and sorts through the URL, and a reload keeps the same state', async ({
  page,
  request,
}) => {
  test.slow(); // one long journey through every filter, a reload and Clear filters
  const all = await queryMicroTours(request, 'select=title&limit=1');
  await page.goto('/micro-tours');
  await expect(page.getByRole('heading', { level: 1, name: 'Micro Tours' })).toBeVisible();
  await expect(page.getByText(`Showing 1–24 of ${all.count} micro-tours`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(24);

  await page.getByRole('button', { name: '€10', exact: true }).click();
  await expect(page).toHaveURL(/\/micro-tours\?price=10$/);
  const tens = await queryMicroTours(request, 'select=title&price_eur=eq.10&limit=1');
  await expect(page.getByText(`Showing 1–24 of ${tens.count} micro-tours`)).toBeVisible();
  await expect(page.getByRole('article').first().getByText('€10')).toBeVisible();

  await page.getByRole('button', { name: '€20', exact: true }).click();
  await expect(page).toHaveURL(/\?price=10,20$/);
  await page.getByLabel('Country').selectOption('Portugal');
  await expect(page).toHaveURL(/\?price=10,20&country=Portugal$/);
  const portugal = await queryMicroTours(
    request,
    'select=title&price_eur=in.(10,20)&country=eq.Portugal&order=price_eur.asc,title.asc',
  );
  await expect(page.getByText(`of ${portugal.count} micro-tours`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(portugal.titles);

  const shortest = page.getByRole('slider', { name: 'Minimum duration in hours' });
  await shortest.focus();
  await shortest.press('ArrowRight');
  await shortest.press('ArrowRight');
  await expect(page).toHaveURL(/\?price=10,20&country=Portugal&duration=3,8$/);
  const long = await queryMicroTours(
    request,
    'select=title&price_eur=in.(10,20)&country=eq.Portugal&duration_hours=gte.3&duration_hours=lte.8&order=price_eur.asc,title.asc',
  );
  expect(long.count).toBeLessThan(portugal.count);
  await expect(
    page.getByText(`Showing 1–${long.count} of ${long.count} micro-tours`),
  ).toBeVisible();
  await expect(cardTitles(page)).toHaveText(long.titles);

  await page.getByLabel('Sort by').selectOption({ label: 'Duration: longest first' });
  await expect(page).toHaveURL(/&duration=3,8&sortField=duration_hours&sortDir=desc$/);
  const byDuration = await queryMicroTours(
    request,
    'select=title&price_eur=in.(10,20)&country=eq.Portugal&duration_hours=gte.3&order=duration_hours.desc,title.asc',
  );
  expect(byDuration.titles).not.toEqual(long.titles);
  await expect(cardTitles(page)).toHaveText(byDuration.titles);

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(cardTitles(page)).toHaveText(byDuration.titles);
  await expect(page.getByRole('button', { name: '€10', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: '€5', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByLabel('Country')).toHaveValue('Portugal');
  await expect(shortest).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByLabel('Sort by')).toHaveValue('duration_hours:desc');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/micro-tours$/);
  await expect(page.getByText(`Showing 1–24 of ${all.count} micro-tours`)).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('');
});

test('pages to page 2 and back, scrolling up to the list', async ({ page, request }) => {
  const secondPage = await queryMicroTours(
    request,
    'select=title&order=price_eur.asc,title.asc&offset=24&limit=24',
  );
  await page.goto('/micro-tours');
  await expect(page.getByRole('article')).toHaveCount(24);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/micro-tours\?page=2$/);
  await expect(page.getByText(`Showing 25–48 of ${secondPage.count} micro-tours`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(secondPage.titles);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(600);

  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/micro-tours$/);
  await expect(page.getByText(`Showing 1–24 of ${secondPage.count} micro-tours`)).toBeVisible();

  // A page past the end of the list moves to the last page.
  const lastPage = Math.ceil(secondPage.count / 24);
  await page.goto('/micro-tours?page=99');
  await expect(page).toHaveURL(new RegExp(`\\?page=${lastPage}$`));
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('searches title and description, and shows the empty state for a nonsense search', async ({
  page,
  request,
}) => {
  const lisbon = await queryMicroTours(
    request,
    'select=title&or=(title.ilike.*lisbon*,description.ilike.*lisbon*)&order=price_eur.asc,title.asc',
  );
  await page.goto('/micro-tours');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('LISBON');
  await expect(page).toHaveURL(/\?search=LISBON$/);
  await expect(cardTitles(page)).toHaveText(lisbon.titles);

  // PostgREST's separators and LIKE's wildcards in a search are text, not syntax.
  await search.fill('zq*(,)%"_ nothing');
  await expect(page).toHaveURL(/\?search=/);
  await expect(page.getByRole('heading', { name: 'No tours found' })).toBeVisible();
  await expect(
    page.getByText('Try adjusting your filters or search terms to find more tours.'),
  ).toBeVisible();
  await expect(page.getByText('Failed to load micro-tours')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/micro-tours$/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('article')).toHaveCount(24);
});

test('Back after a search returns to the list shown before the typing, not to an older search', async ({
  page,
}) => {
  await page.goto('/micro-tours');
  await expect(page.getByRole('article')).toHaveCount(24);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('zzzzqq');
  await expect(page.getByRole('heading', { name: 'No tours found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/micro-tours$/);
  await expect(page.getByRole('article')).toHaveCount(24);

  // A pause commits 'lis'; the next letters replace that entry instead of adding one.
  await search.pressSequentially('lis');
  await expect(page).toHaveURL(/\/micro-tours\?search=lis$/);
  await search.pressSequentially('bon');
  await expect(page).toHaveURL(/\/micro-tours\?search=lisbon$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/micro-tours$/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('article')).toHaveCount(24);
  await page.goBack();
  await expect(page).toHaveURL(/\/micro-tours\?search=zzzzqq$/);
  await expect(search).toHaveValue('zzzzqq');
});

test('ignores invalid values in the URL', async ({ page, request }) => {
  const all = await queryMicroTours(request, 'select=title&limit=1');
  await page.goto(
    '/micro-tours?price=7,abc&duration=9,2&sortField=title&sortDir=sideways&page=x&country=Atlantis',
  );
  await expect(page.getByText(`Showing 1–24 of ${all.count} micro-tours`)).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_eur:asc');
  await expect(page.getByLabel('Country')).toHaveValue('');
  await expect(page.getByRole('slider', { name: 'Maximum duration in hours' })).toHaveAttribute(
    'aria-valuenow',
    '8',
  );
});

for (const path of ['/', '/micro-tours']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    test.slow(); // axe walks every node of a page with two dozen cards
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('the list and its filters work on a phone @phone', async ({ page, request }) => {
  const twenties = await queryMicroTours(request, 'select=title&price_eur=eq.20&limit=1');
  await page.goto('/micro-tours');
  await expect(page.getByRole('article')).toHaveCount(24);
  const price = page.getByRole('button', { name: '€20', exact: true });
  await expect(price).toBeHidden();
  // Folded filters are built when opened: the duration slider measures itself as it mounts.
  const sliders = page.getByRole('slider', { includeHidden: true });
  await expect(sliders).toHaveCount(0);

  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(sliders).toHaveCount(2);
  await expect(sliders.first()).toBeVisible();
  await price.click();
  await expect(page).toHaveURL(/\?price=20$/);
  await expect(page.getByText(`Showing 1–24 of ${twenties.count} micro-tours`)).toBeVisible();
  await page.getByLabel('Country').selectOption('Spain');
  await expect(page).toHaveURL(/\?price=20&country=Spain$/);
  await expect(page.getByRole('article').first()).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the city list narrows to the chosen country, and a city sets its country', async ({
  page,
}) => {
  await page.goto('/micro-tours');
  const country = page.getByLabel('Country');
  const city = page.getByLabel('City');
  await expect(country).toBeEnabled();

  await country.selectOption('Poland');
  await expect(page).toHaveURL(/\?country=Poland$/);
  await expect(city.locator('option')).toHaveText(['All cities', 'Gdańsk', 'Kraków']);

  // Paris is not offered with Poland; choosing it from all cities moves the country to France.
  await country.selectOption('');
  await city.selectOption('Paris');
  await expect(page).toHaveURL(/\?country=France&city=Paris$/);
  await expect(country).toHaveValue('France');
  await expect(page.getByText('No tours found')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();

  // Another country drops a city that is not in it.
  await country.selectOption('Poland');
  await expect(page).toHaveURL(/\?country=Poland$/);
  await expect(city).toHaveValue('');
  await expect(page.getByRole('article').first()).toBeVisible();

  // An old link pairing Poland with Paris shows Poland's tours, not an empty list.
  await page.goto('/micro-tours?country=Poland&city=Paris');
  await expect(country).toHaveValue('Poland');
  await expect(city).toHaveValue('');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('No tours found')).toHaveCount(0);
});

test('a page past the end moves to the last page without a failed request', async ({
  page,
  request,
}) => {
  const all = await queryMicroTours(request, 'select=title&limit=1');
  const lastPage = Math.ceil(all.count / 24);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/micro-tours?page=99');
  await expect(page).toHaveURL(new RegExp(`/micro-tours\\?page=${lastPage}$`));
  const first = (lastPage - 1) * 24 + 1;
  await expect(
    page.getByText(`Showing ${first}–${all.count} of ${all.count} micro-tours`),
  ).toBeVisible();
  expect(failed).toEqual([]);
});

test.describe('a picture the server refuses for a while', () => {
  interface Asked {
    at: number;
    kind: string;
    refused: boolean;
  }

  /**
   * Answers the render endpoint's requests for the first card's cover with 429 and Retry-After 1
   * (the render limit's answer) until `until` says the refusals are over.
   */
  async function refuseFirstCover(page: Page, until: (asked: Asked[]) => boolean) {
    const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
    const rows = await page.request.get(
      '/rest/v1/micro_tours?select=cover_url&order=price_eur.asc,title.asc&limit=1',
      { headers: { apikey: config.anonKey } },
    );
    const [first] = (await rows.json()) as { cover_url: string }[];
    const renderPath = first!.cover_url.replace('/object/public/', '/render/image/public/');
    const asked: Asked[] = [];
    await page.route(`**${renderPath}?*`, async (route) => {
      const refused = !until(asked);
      asked.push({ at: Date.now(), kind: route.request().resourceType(), refused });
      if (!refused) return route.continue();
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ statusCode: '429', error: 'TooManyRequests', message: 'limit' }),
      });
    });
    return asked;
  }

  const firstCard = (page: Page) => page.getByRole('article').first();

  test('is asked for once more after Retry-After, and shows', async ({ page }) => {
    // Refused until the second the server names has passed since the app looked at a refusal.
    const asked = await refuseFirstCover(page, (so) => {
      const look = so.find((a) => a.kind === 'fetch');
      return look !== undefined && Date.now() - look.at >= 1_000;
    });
    await page.goto('/micro-tours');
    const picture = firstCard(page).locator('img');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(picture).toBeVisible();
    await expect(firstCard(page).getByTestId('letter-tile')).toHaveCount(0);
    expect(asked.some((a) => a.kind === 'image' && a.refused)).toBe(true);
    expect(asked.some((a) => a.kind === 'image' && !a.refused)).toBe(true);
  });

  test('still refused after its wait, it becomes the letter tile', async ({ page }) => {
    const asked = await refuseFirstCover(page, () => false);
    await page.clock.install();
    await page.goto('/micro-tours');
    await expect(firstCard(page).getByTestId('letter-tile')).toBeVisible();
    expect(asked.filter((a) => a.kind === 'fetch').length).toBeGreaterThan(0);
    // Asked once more, not again and again: however long the page waits now (a wait the app
    // would honour is at most a minute), the page's clock goes past it at once.
    const count = asked.length;
    await page.clock.runFor(61_000);
    await requestsReported(page);
    expect(asked).toHaveLength(count);
  });
});

test('the first page paints from the HTML, and a filter asks for its own (decision 023)', async ({
  page,
  request,
}) => {
  const listRequests = recordListRequests(page, 'micro_tours');
  const first = await queryMicroTours(
    request,
    'select=title&order=price_cents.asc.nullslast,title.asc&limit=24',
  );
  // The gateway's read of the first page is under way (or kept) before the page asks.
  await request.get('/micro-tours');
  await page.goto('/micro-tours');
  await expect(cardTitles(page)).toHaveText(first.titles);
  await expect(page.getByText(`Showing 1–24 of ${first.count} micro-tours`)).toBeVisible();
  expect(listRequests).toEqual([]);

  await page.getByRole('button', { name: '€10', exact: true }).click();
  await expect(page).toHaveURL(/\/micro-tours\?price=10$/);
  await expect.poll(() => listRequests.length).toBeGreaterThan(0);
});
