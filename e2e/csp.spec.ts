import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

/**
 * Collects what the Content-Security-Policy refuses on a page: the `securitypolicyviolation`
 * events (registered before any of the page's own scripts) and Chromium's console reports.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

test('the main pages load under the Content-Security-Policy without a violation', async ({
  page,
  request,
}) => {
  test.slow(); // visits a dozen pages with their pictures
  const { anonKey } = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const slugOf = async (table: string) => {
    const rows = (await (
      await request.get(`/rest/v1/${table}?select=slug&limit=1`, { headers: { apikey: anonKey } })
    ).json()) as Array<{ slug: string }>;
    return rows[0]!.slug;
  };
  const pages = [
    '/',
    '/tours',
    `/tours/${await slugOf('tours')}`,
    '/micro-tours',
    `/micro-tours/${await slugOf('micro_tours')}`,
    '/blog',
    '/blog/night-trains-instead-of-short-haul-flights',
    '/contact',
    '/privacy-policy',
    '/login',
    '/signup',
    '/no-such-page',
  ];
  const violations = await watchViolations(page);
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.locator('main, h1').first()).toBeVisible();
    // Pictures, lazy chunks and the toaster (loaded after the first paint) have arrived.
    await page.waitForLoadState('networkidle');
    expect(violations, path).toEqual([]);
  }
});

test('a dialog locks the page scroll under the Content-Security-Policy', async ({
  page,
  request,
}) => {
  const { anonKey } = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const [tour] = (await (
    await request.get('/rest/v1/micro_tours?select=slug,title&limit=1', {
      headers: { apikey: anonKey },
    })
  ).json()) as Array<{ slug: string; title: string }>;
  const violations = await watchViolations(page);
  await page.goto(`/micro-tours/${tour!.slug}`);
  await page.getByRole('button', { name: /^Open photo 1 of \d+ full screen$/ }).click();
  await expect(page.getByRole('dialog', { name: tour!.title })).toBeVisible();
  // Radix's scroll lock is a <style> element added at run time: it carries the page's nonce.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  expect(violations).toEqual([]);
});

test('an unknown page answers 404 and shows the app’s own not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
