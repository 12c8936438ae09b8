import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.js';
import { newMemberSession } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

// A member tops up on the wallet page: its receipt is listed under 'Receipts' with its number,
// day, kind and amount, and its PDF downloads (issue 50, decision 036).
test.describe.configure({ timeout: 90_000 });

async function topUpAndFindReceipt(page: Page) {
  await newMemberSession(page);
  await page.goto('/wallet');
  const receipts = page.getByRole('region', { name: 'Receipts' });
  await expect(
    receipts.getByText('No receipts yet: your first top-up will have one.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Top up €50.00' }).click();
  await expect(page.getByText('Added €50.00 to your wallet.')).toBeVisible();
  const row = receipts.getByRole('listitem').filter({ hasText: 'Wallet top-up' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('+€50.00');
  const number = /No\. (\d{4}-\d{6,})/.exec((await row.textContent()) ?? '')?.[1];
  expect(number, 'the receipt shows its number').toBeTruthy();
  return { receipts, row, number: number! };
}

test('the wallet lists a top-up’s receipt and downloads its PDF', async ({ page }) => {
  const { row, number } = await topUpAndFindReceipt(page);
  await expectNoSeriousAxeViolations(page);
  await reviewScreenshot(page, 'wallet-receipts-desktop');

  // Keyboard: the download button is reached and pressed like any button.
  const button = row.getByRole('button', { name: `Download receipt ${number} (PDF)` });
  await button.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  const file = await readFile((await download.path())!, 'latin1');
  expect(file.startsWith('%PDF-')).toBe(true);
});

test('the wallet’s receipts fit a phone @phone', async ({ page }) => {
  const { receipts, row } = await topUpAndFindReceipt(page);
  await receipts.scrollIntoViewIfNeeded();
  const width = page.viewportSize()!.width;
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await expect(row.getByRole('button', { name: /Download receipt/ })).toBeInViewport();
  await reviewScreenshot(page, 'wallet-receipts-phone', { fullPage: true });
});
