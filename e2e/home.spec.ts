import { expect, test } from './fixtures.js';

test('the home page shows the nine top-rated micro-tours from the database', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  await expect(cards.first().getByText('VR Ready')).toBeVisible();
  await expect(cards.first().getByText(/€\d+/)).toBeVisible();
  const cover = cards.first().locator('img');
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the home page fits a phone screen @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(9);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
