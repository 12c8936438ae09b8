import { expectNoSeriousAxeViolations } from './axe.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { recordListRequests } from './list-requests.js';

test.describe.configure({ timeout: 60_000 });

const TOTAL_TOURS = 55;

function cards(page: Page) {
  return page.getByRole('article');
}

function showing(page: Page) {
  return page.getByText(/^Showing \d+-\d+ of \d+ tours?$/);
}

/** Waits until the list shows the current filters (older results stay, dimmed, meanwhile). */
async function waitForResults(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(
    showing(page).or(page.getByRole('heading', { name: 'No tours found' })),
  ).toBeVisible();
}

/**
 * Waits until every card's lines pass `check`. A list that was just filtered may still show the
 * previous results for a moment, so the cards are read again until they agree (a card taken by
 * its index while the list is replaced would be gone).
 */
async function expectEveryCard(page: Page, check: (lines: string[]) => boolean) {
  await expect
    .poll(async () => {
      // A card far from the viewport skips its layout (content-visibility: auto), and innerText
      // reads a skipped card without its line breaks: each is read laid out.
      const cardsText = await cards(page).evaluateAll((articles: HTMLElement[]) =>
        articles.map((article) => {
          article.closest('li')?.style.setProperty('content-visibility', 'visible');
          return article.innerText;
        }),
      );
      return cardsText.length > 0 && cardsText.every((text) => check(text.split('\n')));
    })
    .toBe(true);
}

const daysOf = (lines: string[]) =>
  Number(lines.find((line) => /^\d+ days?$/.test(line))?.split(' ')[0] ?? 0);

function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

function euros(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

test('the list shows the first 24 of the 55 demo tours and pages through them', async ({
  page,
}) => {
  await page.goto('/tours');
  await expect(page.getByRole('heading', { level: 1, name: 'Eco-Friendly Tours' })).toBeVisible();
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  const firstTitle = await cards(page).first().getByRole('heading').textContent();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(showing(page)).toHaveText(`Showing 25-48 of ${TOTAL_TOURS} tours`);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(showing(page)).toHaveText(`Showing 49-55 of ${TOTAL_TOURS} tours`);
  await expect(cards(page)).toHaveCount(TOTAL_TOURS - 48);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Any filter change starts again at page 1.
  await page.getByLabel('Category').selectOption({ label: 'Eco-Friendly' });
  await expect(page).toHaveURL(/\/tours\?category=eco$/);
});

test('filters change the URL and survive a reload', async ({ page }) => {
  await page.goto('/tours');
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);

  await page.getByLabel('Category').selectOption({ label: 'No-Flight Europe' });
  await page.getByLabel('Transport').selectOption({ label: 'Train' });
  await page.getByLabel('Duration').selectOption({ label: '8+ Days' });
  await expect(page).toHaveURL(
    /\/tours\?category=no-flight-europe&durationDays=8&transport=train$/,
  );
  await waitForResults(page);
  await expectEveryCard(
    page,
    (lines) =>
      lines.some((line) => line.includes('No-Flight Europe')) &&
      lines.includes('Train') &&
      daysOf(lines) >= 8,
  );
  await expect(showing(page)).not.toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);

  await page.getByLabel('Search tours').fill('rail');
  await expect(page).toHaveURL(/[?&]search=rail(&|$)/);

  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('no-flight-europe');
  await expect(page.getByLabel('Transport')).toHaveValue('train');
  await expect(page.getByLabel('Duration')).toHaveValue('8');
  await expect(page.getByLabel('Search tours')).toHaveValue('rail');
  await waitForResults(page);
  await expectEveryCard(page, (lines) => lines.some((line) => line.includes('No-Flight Europe')));

  // The search is one history entry; Back returns to the filters before it, then before the
  // last choice, and the controls follow the URL.
  await page.goBack();
  await expect(page).toHaveURL(
    /\/tours\?category=no-flight-europe&durationDays=8&transport=train$/,
  );
  await expect(page.getByLabel('Search tours')).toHaveValue('');
  await expect(page.getByLabel('Duration')).toHaveValue('8');
  await page.goBack();
  await expect(page).toHaveURL(/\/tours\?category=no-flight-europe&transport=train$/);
  await expect(page.getByLabel('Duration')).toHaveValue('all');
});

test('Back after a search returns to the list shown before the typing, not to an older search', async ({
  page,
}) => {
  await page.goto('/tours');
  await waitForResults(page);
  const search = page.getByLabel('Search tours');
  await search.fill('zzzzqq');
  await expect(page.getByRole('heading', { name: 'No tours found' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);

  // A pause commits 'alp'; the next letter replaces that entry instead of adding one.
  await search.pressSequentially('alp');
  await expect(page).toHaveURL(/\/tours\?search=alp$/);
  await search.pressSequentially('s');
  await expect(page).toHaveURL(/\/tours\?search=alps$/);
  await waitForResults(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(search).toHaveValue('');
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  await page.goBack();
  await expect(page).toHaveURL(/\/tours\?search=zzzzqq$/);
  await expect(search).toHaveValue('zzzzqq');
  await expect(page.getByRole('heading', { name: 'No tours found' })).toBeVisible();
});

test('min and max price apply only on Apply, and Clear Filters resets everything', async ({
  page,
}) => {
  await page.goto('/tours?difficulty=easy');
  await expect(showing(page)).toBeVisible();
  const easyCount = await showing(page).textContent();

  await page.getByLabel('Min price (€)').fill('500');
  await page.getByLabel('Max price (€)').fill('1000');
  await page.waitForTimeout(500);
  expect(query(page).has('minPrice')).toBe(false);
  await expect(showing(page)).toHaveText(easyCount!);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/minPrice=500&maxPrice=1000/);
  await waitForResults(page);
  await expect(showing(page)).not.toHaveText(easyCount!);
  await expectEveryCard(page, (lines) => {
    const price = euros(lines.find((line) => /^€[\d,]+$/.test(line)) ?? '');
    return price >= 500 && price <= 1000;
  });

  // An empty bound means no bound.
  await page.getByLabel('Max price (€)').fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/tours\?minPrice=500&difficulty=easy$/);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  await expect(page.getByLabel('Min price (€)')).toHaveValue('');
  await expect(page.getByLabel('Difficulty')).toHaveValue('all');
});

test('Clear Filters also drops a search still being typed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/tours?difficulty=easy');
  await waitForResults(page);
  // Time stands still, so the box's pause in typing cannot come before Clear Filters does.
  await page.clock.pauseAt(Date.now() + 1_000);
  const search = page.getByLabel('Search tours');
  await search.fill('alp');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/tours$/);

  // Once the pause has long passed, nothing typed before the reset is searched after it.
  await page.clock.runFor(2_000);
  // Then time flows again: the list's answer may come after the pause (a busy host), and the
  // page shows it through a timer (TanStack Query batches its updates with setTimeout).
  await page.clock.resume();
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  await expect(page).toHaveURL(/\/tours$/);
  await expect(search).toHaveValue('');
});

test('a minimum price above the maximum is refused next to the fields and not asked for', async ({
  page,
}) => {
  await page.goto('/tours');
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/tours?')) listRequests.push(request.url());
  });

  await page.getByLabel('Min price (€)').fill('2000');
  await page.getByLabel('Max price (€)').fill('500');
  await page.getByRole('button', { name: 'Apply' }).click();
  const message = page.getByText('Minimum price must not be above the maximum');
  await expect(message).toBeVisible();
  await expect(page.getByLabel('Min price (€)')).toHaveAttribute('aria-invalid', 'true');
  expect(query(page).has('minPrice')).toBe(false);
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  expect(listRequests).toEqual([]);

  // A fixed range applies, is asked for, and the message goes. Its answer is awaited: a request
  // still to come from this page would otherwise count against the next link's.
  const fixedRange = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/tours?') &&
      response.url().includes('price_cents=gte.200000&price_cents=lte.300000'),
  );
  await page.getByLabel('Max price (€)').fill('3000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/minPrice=2000&maxPrice=3000/);
  await expect(message).toBeHidden();
  await fixedRange;

  // A link with the range the wrong way round says so too, and asks for nothing.
  listRequests.length = 0;
  await page.goto('/tours?minPrice=900&maxPrice=100');
  await expect(message).toBeVisible();
  await expect(page.getByText('Change the price range above to see tours.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No tours found' })).toHaveCount(0);
  expect(listRequests).toEqual([]);
});

test('a page past the end moves to the last page without a failed request', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/tours?page=99');
  await expect(page).toHaveURL(/\/tours\?page=3$/);
  await expect(showing(page)).toHaveText(`Showing 49-${TOTAL_TOURS} of ${TOTAL_TOURS} tours`);
  expect(failed).toEqual([]);
});

test('a search without matches shows the empty state, and Reset Filters brings all tours back', async ({
  page,
}) => {
  await page.goto('/tours');
  await page.getByLabel('Search tours').fill('zzqx nonsense, (really)');
  await expect(page.getByRole('heading', { name: 'No tours found' })).toBeVisible();
  await expect(page).toHaveURL(/search=zzqx/);
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  await expect(page.getByLabel('Search tours')).toHaveValue('');
});

test('the search matches the title or the short description, ignoring case', async ({ page }) => {
  // No title says 'car-free Zermatt'; the Swiss rail tour's short description does.
  await page.goto('/tours?search=CAR-FREE%20ZERMATT');
  await expect(
    cards(page).getByRole('heading', { name: 'Swiss Alpine Rail Circle' }),
  ).toBeVisible();
  await page.goto('/tours?search=alpine%20rail');
  await expect(cards(page)).toHaveCount(1);
  await expect(showing(page)).toHaveText('Showing 1-1 of 1 tour');
});

test('invalid query values fall back to the defaults', async ({ page }) => {
  await page.goto('/tours?category=space&durationDays=99&minPrice=cheap&page=zero');
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  await expect(page.getByLabel('Category')).toHaveValue('all');
  await expect(page.getByLabel('Duration')).toHaveValue('all');

  await page.goto('/tours?page=9');
  await expect(page).toHaveURL(/\/tours\?page=3$/);
  await expect(showing(page)).toHaveText(`Showing 49-55 of ${TOTAL_TOURS} tours`);
});

test('a failed load shows the error state with Reload Page', async ({ page }) => {
  await page.route('**/rest/v1/tours?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  // The HTML as the gateway sends it when its own read of the first page fails (decision 023):
  // without the page inline, so the list asks for it.
  await page.route('**/tours', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script [^>]*id="first-list-page"[^]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/tours');
  await expect(page.getByRole('heading', { name: 'Error loading tours' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(
    page.getByText('Something went wrong while loading the tours. Please try again.'),
  ).toBeVisible();
  await page.unroute('**/rest/v1/tours?**');
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
});

test('the tour list has no serious accessibility violations', async ({ page }) => {
  await page.goto('/tours');
  await expect(cards(page)).toHaveCount(24);
  await expectNoSeriousAxeViolations(page);
});

test('the tour list fits a phone screen @phone', async ({ page }) => {
  await page.goto('/tours');
  await expect(cards(page)).toHaveCount(24);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone the filters wait behind a button and open in a sheet @phone', async ({ page }) => {
  await page.goto('/tours?difficulty=easy');
  await waitForResults(page);
  // The first tour and the count are on the first screen, not below a tall filter panel.
  await expect(cards(page).first()).toBeInViewport();
  await expect(showing(page)).toBeInViewport();
  await expect(page.getByLabel('Category')).toHaveCount(0);
  const easyCount = await showing(page).textContent();

  await page.getByRole('button', { name: 'Filters (1)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByLabel('Difficulty')).toHaveValue('easy');
  await sheet.getByLabel('Category').selectOption({ label: 'Gastronomy' });
  await expect(page).toHaveURL(/\/tours\?category=gastro&difficulty=easy$/);
  // The address changes before the page renders it: the button says the easy tours' count until
  // then, and the count of the two filters after.
  const easyTotal = Number(easyCount!.match(/of (\d+)/)![1]);
  const showButton = sheet.getByRole('button', { name: /^Show \d+ tours?$/ });
  let total = easyTotal;
  await expect
    .poll(async () => {
      total = Number((await showButton.textContent())?.match(/^Show (\d+)/)?.[1] ?? easyTotal);
      return total;
    })
    .toBeLessThan(easyTotal);

  await showButton.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
  await waitForResults(page);
  await expect(showing(page)).not.toHaveText(easyCount!);
  await expect(showing(page)).toHaveText(
    new RegExp(`^Showing 1-${Math.min(total, 24)} of ${total} tours?$`),
  );
  await expectEveryCard(page, (lines) => lines.includes('Gastronomy'));
  await expectNoSeriousAxeViolations(page);
});

test('the back-to-top button never covers the booking total on a phone @phone', async ({
  page,
}) => {
  await page.goto('/tours');
  await cards(page).first().getByRole('link', { name: 'View Details' }).click();
  const total = page.getByText('Total', { exact: true }).locator('..');
  await expect(total).toBeAttached();
  const backToTop = page.getByRole('button', { name: 'Back to top' });

  // Away from the booking panel the button shows as usual.
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(backToTop).toBeVisible();
  const arrow = (await backToTop.boundingBox())!;

  const arrowMiddle = arrow.y + arrow.height / 2;
  for (const part of [total, page.getByRole('button', { name: 'Book Now', exact: true })]) {
    // Scroll the part to the height where the button floats (again while the page's later parts
    // still move it), then look once the button has had its say.
    await expect
      .poll(async () => {
        const box = (await part.boundingBox())!;
        const off = box.y + box.height / 2 - arrowMiddle;
        if (Math.abs(off) >= 2) {
          await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), off);
        }
        return Math.abs(off);
      })
      .toBeLessThan(2);
    const placed = (await part.boundingBox())!;
    await expect
      .poll(async () => {
        const shown = (await backToTop.isVisible()) ? await backToTop.boundingBox() : null;
        return (
          shown !== null &&
          placed.x < shown.x + shown.width &&
          shown.x < placed.x + placed.width &&
          placed.y < shown.y + shown.height &&
          shown.y < placed.y + placed.height
        );
      })
      .toBe(false);
  }
});

test('the first page paints from the HTML, and page 2 asks for its own (decision 023)', async ({
  page,
}) => {
  const listRequests = recordListRequests(page, 'tours');
  // The gateway's read of the first page is under way (or kept) before the page asks.
  await page.request.get('/tours');
  await page.goto('/tours');
  await expect(cards(page)).toHaveCount(24);
  await expect(showing(page)).toHaveText(`Showing 1-24 of ${TOTAL_TOURS} tours`);
  expect(listRequests).toEqual([]);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/tours\?page=2$/);
  await expect.poll(() => listRequests.length).toBeGreaterThan(0);
});
