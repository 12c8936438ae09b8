import type { Locator } from '@playwright/test';
import { mailedConfirmationLink, newMember } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { holdRequests } from './held-requests.js';
import { recordLayoutShifts } from './layout-shifts.js';

/** Every seeded micro-tour has a cover: the card shows it, loaded, and no letter tile. */
async function expectCoverLoaded(card: Locator) {
  await expect(card.locator('[data-testid="letter-tile"]')).toHaveCount(0);
  const image = card.locator('img');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('the home page offers the tours, the nine top-rated micro-tours and the four benefits', async ({
  page,
  request,
}) => {
  test.slow(); // loads the page, the catalogue and every card's picture
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const top = await request.get(
    '/rest/v1/micro_tours?select=title&order=rating.desc.nullslast,title.asc&limit=9',
    { headers: { apikey: config.anonKey } },
  );
  const topTitles = ((await top.json()) as { title: string }[]).map((row) => row.title);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Micro Tours' })).toHaveAttribute(
    'href',
    '/micro-tours',
  );
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  await expect(cards.getByRole('heading')).toHaveText(topTitles);
  await expect(cards.getByText('VR Ready')).toHaveCount(9);
  const first = cards.first();
  await expect(first.getByText(/^Price: €\d+$/)).toBeVisible();
  await expect(first.getByText(/^\d+(\.\d)? hours?$/)).toBeVisible();
  await expect(first.getByRole('link', { name: 'Book Now – Pay' })).toHaveAttribute(
    'href',
    /^\/wallet\?tourId=[0-9a-f-]{36}&travelers=1$/,
  );
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expectCoverLoaded(card);
  }

  for (const benefit of [
    'Sustainable Preview',
    'Local Connections',
    'Immersive Experiences',
    'Responsible Travel',
  ]) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  }
  await page.getByRole('link', { name: 'View All Micro Tours' }).click();
  await expect(page).toHaveURL(/\/micro-tours$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Browse VR Tours' }).click();
  await expect(page).toHaveURL(/\/micro-tours$/);
});

test('a card title leads to the micro-tour page', async ({ page }) => {
  await page.goto('/');
  const title = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const href = await title.getAttribute('href');
  expect(href).toMatch(/^\/micro-tours\/[a-z0-9-]+$/);
  await title.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a signed-in member is offered the dashboard instead of sign-up', async ({
  page,
  request,
}) => {
  // The confirmation link signs the new member in and lands on the home page.
  await page.goto(await mailedConfirmationLink(request, newMember()));
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveCount(0);
});

test('the home page fits a phone screen @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(9);
  await expect(page.getByRole('link', { name: 'View All Micro Tours' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the home page leads to the multi-day tours by category, with their counts', async ({
  page,
  request,
}) => {
  const { anonKey } = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const categories = [
    { value: 'eco', label: 'Eco-Friendly' },
    { value: 'gastro', label: 'Gastronomy' },
    { value: 'no-flight-europe', label: 'No-Flight Europe' },
  ];
  const counts = new Map<string, number>();
  for (const { value } of categories) {
    const response = await request.head(`/rest/v1/tours?select=id&category=eq.${value}`, {
      headers: { apikey: anonKey, Prefer: 'count=exact' },
    });
    counts.set(value, Number(response.headers()['content-range']!.split('/')[1]));
  }

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Multi-day tours' });
  for (const { value, label } of categories) {
    const count = counts.get(value)!;
    const link = section.getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(link).toHaveAttribute('href', `/tours?category=${value}`);
    await expect(link).toContainText(count === 1 ? '1 tour' : `${count} tours`);
  }
  await section.getByRole('link', { name: /^Gastronomy/ }).click();
  await expect(page).toHaveURL(/\/tours\?category=gastro$/);
  await expect(page.getByLabel('Category')).toHaveValue('gastro');
  const gastro = counts.get('gastro')!;
  await expect(page.getByText(/^Showing \d+-\d+ of \d+ tours?$/)).toHaveText(
    `Showing 1-${Math.min(gastro, 24)} of ${gastro} ${gastro === 1 ? 'tour' : 'tours'}`,
  );
});

test("the hero paints with the HTML, in the page's language, and nothing moves when the app takes over", async ({
  page,
}) => {
  const layoutShift = await recordLayoutShifts(page);
  for (const [address, heading, signUp] of [
    ['/', 'Discover Europe one short city tour at a time', 'Sign Up Now'],
    ['/de', 'Entdecke Europa – eine kurze Stadttour nach der anderen', 'Jetzt registrieren'],
  ] as const) {
    // The app's entry held: what shows is index.html as the gateway wrote it.
    const release = await holdRequests(page, /\/assets\/app-[\w-]+\.js$/);
    await page.goto(address, { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await expect(page.getByRole('link', { name: signUp })).toHaveCount(0);
    const before = await title.boundingBox();
    release();
    await expect(page.getByRole('link', { name: signUp })).toBeVisible();
    expect(await title.boundingBox()).toEqual(before);
    expect(await layoutShift()).toBe(0);
    await page.unrouteAll();
  }
});

test('the category counts keep their place while they load', async ({ page }) => {
  const release = await holdRequests(
    page,
    (url) => url.pathname === '/rest/v1/tours' && url.searchParams.get('select') === 'id',
  );
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Multi-day tours' });
  const card = section.getByRole('link', { name: /^Eco-Friendly/ });
  await expect(card).toBeVisible();
  const before = await card.boundingBox();
  release();
  await expect(card).toContainText(/\d+ tours?$/);
  expect(await card.boundingBox()).toEqual(before);
});

test('six skeletons stand in for the top-rated micro-tours, and nothing below moves when they arrive', async ({
  page,
}) => {
  const release = await holdRequests(
    page,
    (url) => url.pathname === '/rest/v1/micro_tours' && url.searchParams.get('limit') === '9',
  );
  await page.goto('/');
  const grid = page
    .getByRole('region', { name: 'Top-rated micro-tours' })
    .locator('[aria-busy="true"]');
  await expect(grid.locator('> div:visible')).toHaveCount(6);
  const card = page
    .getByRole('region', { name: 'Multi-day tours' })
    .getByRole('link', { name: /^Eco-Friendly/ });
  await expect(card).toContainText(/\d+ tours?$/);
  const before = await card.boundingBox();
  release();
  await expect(page.getByRole('article')).toHaveCount(9);
  expect(await card.boundingBox()).toEqual(before);
});

test('the header and footer lead to every public section, and the copyright is this year', async ({
  page,
}) => {
  // A fixed clock: the year read after the page drew its own cannot be the next one.
  const now = new Date('2026-07-01T12:00:00Z');
  await page.clock.setFixedTime(now);
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('link')).toHaveText([
    'Home',
    'Micro Tours',
    'Tours',
    'Blog',
    'Contact',
  ]);
  await header.getByRole('link', { name: 'Tours', exact: true }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eco-Friendly Tours' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
  await expect(quickLinks.getByRole('link')).toHaveText([
    'Home',
    'Micro Tours',
    'Tours',
    'Blog',
    'Contact Us',
    'My Account',
  ]);
  await quickLinks.getByRole('link', { name: 'Tours', exact: true }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${now.getUTCFullYear()} EcoTours. All rights reserved.`,
  );
});

test('the phone menu and the footer have tap targets a finger can hit @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Micro Tours',
    'Tours',
    'Blog',
    'Contact',
    'Sign In',
    'Sign Up',
  ]);
  const menuTargets = [
    page.getByRole('button', { name: 'Close menu' }),
    ...(await menu.getByRole('link').all()),
  ];
  for (const target of menuTargets) {
    const box = (await target.boundingBox())!;
    expect(box.height, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(menu).toBeHidden();

  const footerLinks = page.getByRole('contentinfo').getByRole('link');
  await expect(footerLinks).toHaveCount(11);
  for (const link of await footerLinks.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(24);
  }
});
