import { signIn } from './account-helpers.js';
import { adminAccount, ADMIN_STATE_PATH } from './admin-api.js';
import { expect, test } from './fixtures.js';

// The admin signs in through the page once; the admin journeys start from that session, since
// signing in again for each of them would run into the sign-in rate limits.
test('the admin signs in', async ({ page }) => {
  await signIn(page, adminAccount());
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().storageState({ path: ADMIN_STATE_PATH });
});
