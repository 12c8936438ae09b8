import { signIn } from './account-helpers.js';
import { adminAccount, ADMIN_STATE_PATH } from './admin-api.js';
import { expect, test } from './fixtures.js';
import { passSecondFactor } from './two-factor.js';

// The admin signs in through the page once, with the password and the authenticator's code (the
// app is added on the first sign-in, decision 045); the admin journeys start from that session,
// since signing in again for each of them would run into the sign-in rate limits.
test('the admin signs in', async ({ page }) => {
  await signIn(page, adminAccount());
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await passSecondFactor(page, adminAccount().email);
  await expect(page.getByRole('heading', { name: 'Tour Admin' })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STATE_PATH });
});
