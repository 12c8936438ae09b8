import type { Page } from '@playwright/test';
import { followMailLink } from './account-helpers.js';
import { devMailboxUrl, expect, test } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

// Each journey reads the dev mailbox and opens its links about ten times: slower than a page check.
test.describe.configure({ timeout: 60_000 });

/** The unsubscribe link in the newest mail to `email` whose subject matches. */
async function unsubscribeLinkFor(page: Page, email: string, subject: RegExp): Promise<string> {
  await page.goto(devMailboxUrl());
  const mail = page.locator('article', { hasText: email }).filter({ hasText: subject }).first();
  const text = await mail.locator('pre').innerText();
  const link = /(https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no unsubscribe link in: ${text}`);
  return link;
}

test('subscribe, confirm by mail, and unsubscribe with one click on the page', async ({ page }) => {
  const email = `reader-${Date.now()}@example.test`;
  await page.goto('/blog');
  const box = page.getByRole('region', { name: 'Get the Slow Travel Letter' });
  await box.getByRole('textbox', { name: 'Email address' }).fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByRole('status')).toContainText(
    'Check your inbox to confirm your subscription.',
  );
  await reviewScreenshot(box, 'newsletter-box-desktop');

  await followMailLink(page, email, /Confirm your EcoTours newsletter subscription/);
  await expect(page).toHaveURL(/\/newsletter\/confirm\?token=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();
  await reviewScreenshot(page, 'newsletter-confirmed-desktop');

  // The link confirms once; opened again it says the reader is subscribed already.
  const confirmLink = page.url();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are subscribed already' }),
  ).toBeVisible();
  await expect(page.getByText('Subscribe again')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await reviewScreenshot(page, 'newsletter-already-confirmed');

  // Opening the unsubscribe link only asks (mail scanners open links): still subscribed.
  const unsubscribe = await unsubscribeLinkFor(page, email, /Confirm your EcoTours newsletter/);
  await page.goto(unsubscribe);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the Slow Travel Letter?' }),
  ).toBeVisible();
  await page.goto(confirmLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are subscribed already' }),
  ).toBeVisible();

  // One click unsubscribes; a later visit and click say the same.
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
  }
  await reviewScreenshot(page, 'newsletter-unsubscribed-desktop');

  // Unsubscribed, the used confirmation link offers to subscribe again.
  await page.goto(confirmLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Link expired or already used' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Subscribe again to get a new one.');
  await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute(
    'href',
    '/blog#newsletter',
  );

  // A forged link is refused, in words.
  await page.goto(unsubscribe.replace(/\.[\w-]+$/, `.${'A'.repeat(43)}`));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Not unsubscribed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
});

test('a confirmation page without a token says what is wrong @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/newsletter/confirm');
  await expect(page.getByRole('heading', { level: 1, name: 'Link incomplete' })).toBeVisible();
  await page.goto('/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Link expired or already used' }),
  ).toBeVisible();
  await reviewScreenshot(page, 'newsletter-expired-phone');
});
