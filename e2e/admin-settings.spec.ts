import { adminAccount } from './admin-api.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';

// Admins reach the Settings page too (issue 51), from the account menu; their data download
// holds their own rows only, though their read rights cover every member's.
test("the admin opens Settings from the account menu and downloads only the admin's own data", async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('member-session').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
    account: { id: string; email: string };
    bookings: Array<{ user_id: string }>;
    ledger: Array<{ user_id: string }>;
  };
  expect(data.account.email).toBe(adminAccount().email);
  for (const row of [...data.bookings, ...data.ledger]) expect(row.user_id).toBe(data.account.id);
});
