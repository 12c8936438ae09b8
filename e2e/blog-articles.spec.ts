import { expectNoSeriousAxeViolations } from './axe.js';
import type { Page } from '@playwright/test';
import { articles } from '@app/web/blog-articles';
import { expect, test } from './fixtures.js';

function articleBySlug(slug: string) {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`no article ${slug}`);
  return article;
}

const packing = articleBySlug('pack-light-for-a-week-of-slow-travel');
const camino = articleBySlug('walking-the-camino-at-your-own-pace');
const nightTrains = articleBySlug('night-trains-instead-of-short-haul-flights');

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

// The journey runs on both projects: the desktop one skips @phone titles, the phone one needs them.
for (const device of ['desktop', 'phone'] as const) {
  test(`a card opens its article, whose related micro-tours open a micro-tour (${device})${device === 'phone' ? ' @phone' : ''}`, async ({
    page,
  }) => {
    await page.goto('/blog');
    const card = page
      .getByRole('region', { name: 'Articles' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: packing.title }) });
    await expect(card.getByText(`${packing.readMinutes} min read`)).toBeVisible();
    // The whole card is the link: a click in its middle (on the excerpt) opens the article.
    await expect(card.getByText(packing.excerpt)).toBeVisible();
    await card.click();

    await expect(page).toHaveURL(`/blog/${packing.slug}`);
    await expect(page).toHaveTitle(`${packing.title} – EcoTours`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(packing.title);
    await expect(article.getByText(packing.category, { exact: true })).toBeVisible();
    await expect(article.getByText(packing.author, { exact: true })).toBeVisible();
    await expect(article.locator('time')).toHaveText('October 28, 2026');
    await expect(article.locator('time')).toHaveAttribute('datetime', '2026-10-28');
    await expect(article.getByText(`${packing.readMinutes} min read`)).toBeVisible();
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      'Start with the bag, not the clothes',
      'The three-outfit rule',
      'Small things that make a big difference',
      'Packing for trains, ferries and bikes',
      'The test before you leave',
    ]);
    await expect(
      article.getByRole('listitem').filter({ hasText: 'A light waterproof jacket' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }),
    ).toHaveAttribute('href', '/blog');

    // The article names Vienna and Salzburg: its micro-tours are from there.
    const related = page.getByRole('region', { name: 'Related Micro-Tours' }).getByRole('link');
    await expect(related).toHaveCount(4);
    for (const link of await related.all()) {
      await expect(link).toHaveAttribute('href', /^\/micro-tours\/[a-z0-9-]+$/);
      await expect(link).toContainText(/(Vienna|Salzburg), Austria/);
    }
    await expectNoSideways(page);

    const first = related.first();
    const href = await first.getAttribute('href');
    const tourTitle = await first.getByRole('heading').textContent();
    await first.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1, name: tourTitle! })).toBeVisible();
  });

  test(`copying the link puts the article's address on the clipboard (${device})${device === 'phone' ? ' @phone' : ''}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${camino.slug}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/blog/${camino.slug}`,
    );
  });
}

test('search finds an article and its result opens it', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('blisters');
  const results = page.getByRole('region', { name: 'Articles' }).getByRole('article');
  await expect(results).toHaveCount(1);
  await results.getByRole('link', { name: camino.title }).click();
  await expect(page).toHaveURL(`/blog/${camino.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(camino.title);
  await expect(page.getByRole('heading', { level: 2, name: 'Preventing blisters' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
});

test('the featured article opens from the keyboard, its card showing where focus is', async ({
  page,
}) => {
  await page.goto('/blog');
  // After the search box, the next stop is the featured article's link.
  await page.getByRole('searchbox', { name: 'Search articles' }).focus();
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: nightTrains.title });
  await expect(link).toBeFocused();
  const featured = page.getByRole('article').filter({ has: link });
  await expect(featured).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/blog/${nightTrains.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nightTrains.title);
});

test('without the clipboard API the link is still copied', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await page.goto(`/blog/${packing.slug}`);
  const copy = page.getByRole('button', { name: 'Copy link' });
  await copy.click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  await expect(copy).toBeFocused();
});

test("the share button hands the article's title and address to the device's share sheet", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    navigator.share = (data?: ShareData) => {
      shared.push(data ?? {});
      return Promise.resolve();
    };
  });
  await page.goto(`/blog/${camino.slug}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([
      { title: camino.title, text: camino.excerpt, url: `${baseURL}/blog/${camino.slug}` },
    ]);
});

test('without a share sheet only the copy button is offered', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
  });
  await page.goto(`/blog/${camino.slug}`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
});

test('an unknown article says so and leads back to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await expect(page).toHaveTitle('Article not found – EcoTours');
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an article page has no serious accessibility violations', async ({ page }) => {
  await page.goto(`/blog/${nightTrains.slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Choosing your berth' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Related Micro-Tours' }).getByRole('link'),
  ).toHaveCount(4);
  await expectNoSeriousAxeViolations(page);
});
