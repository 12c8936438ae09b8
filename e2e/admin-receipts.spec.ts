import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';

// Admin → Receipts: the month's receipts, and their CSV for the accountant (issue 50). The admin
// tops up their own wallet first, so the list and the file hold at least that receipt.
test.describe.configure({ timeout: 60_000 });

test('an admin lists the receipts of a range and exports them as CSV', async ({ page }) => {
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Top up €20.00' }).click();
  await expect(page.getByText('Added €20.00 to your wallet.')).toBeVisible();

  await page.goto('/admin?tab=receipts');
  const panel = page.getByRole('tabpanel', { name: 'Receipts' });
  await expect(panel.getByRole('heading', { name: 'Receipts' })).toBeVisible();
  await expect(panel.getByText(/\d+ receipts? on these days\./)).toBeVisible();
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Wallet top-up' }).first(),
  ).toBeVisible();

  // A range that ends before it starts is refused before anything is asked.
  await panel.getByLabel('From').fill('2030-02-01');
  await panel.getByLabel('To').fill('2030-01-01');
  await panel.getByRole('button', { name: 'Show receipts' }).click();
  await expect(panel.getByRole('alert')).toHaveText('The last day must not be before the first.');
  await panel.getByLabel('From').fill('2030-01-01');
  await panel.getByRole('button', { name: 'Show receipts' }).click();
  await expect(panel.getByText('No receipts were issued on these days.')).toBeVisible();
  await page.reload();

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('tabpanel', { name: 'Receipts' })
    .getByRole('button', { name: 'Export CSV' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^receipts-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe(
    'number,issued_at,issued_on,kind,direction,member_name,member_email,description,amount_eur,tax_mode,vat_rate_percent,vat_eur,net_eur',
  );
  expect(rows.some((line) => /,top_up,credit,.*,20\.00,on_account,,,$/.test(line))).toBe(true);
});
