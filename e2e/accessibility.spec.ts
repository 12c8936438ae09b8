import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';

// The pages and states the other journeys do not scan: the sign-in pages, the newsletter's
// link pages, a form showing its errors and the dialog of a used e-mail link.
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

for (const path of [
  '/login?reason=book&redirectTo=%2Ftours',
  '/signup?redirectTo=%2Ftours',
  '/reset-password',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
]) {
  test(`${path} has no serious accessibility violations @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('the contact form showing its errors has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please tell us your first name.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the dialog of a used e-mail link has no serious accessibility violations @phone', async ({
  page,
}) => {
  await page.goto(
    '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(
    page.getByRole('dialog', { name: 'This link has expired or was already used.' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
