import type { APIRequestContext, Locator } from '@playwright/test';
import { devMailboxUrl, expect, test } from './fixtures.js';

/** Every seeded micro-tour has a cover: the card shows it, loaded, and no letter tile. */
async function expectCoverLoaded(card: Locator) {
  await expect(card.locator('[data-testid="letter-tile"]')).toHaveCount(0);
  const image = card.locator('img');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function signUpAndConfirmLink(request: APIRequestContext): Promise<string> {
  const { anonKey } = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const email = `home-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const signUp = await request.post('/auth/v1/signup', {
    headers: { apikey: anonKey },
    data: { email, password: 'secret-pass-123', data: { name: 'Home Tester' } },
  });
  expect(signUp.ok()).toBe(true);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await (await request.get(devMailboxUrl())).text();
      const mail = mailbox.split('<article>').find((part) => part.includes(`to ${email}`));
      link = mail?.match(/<a href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
      return link;
    })
    .toBeTruthy();
  return link!;
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
  await page.goto(await signUpAndConfirmLink(request));
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
