import type { Page } from '@playwright/test';
import type { TestServer } from '@app/testing/start-test-server';
import { expectNoSeriousAxeViolations } from './axe.js';
import { FITS, measureSideways, PHONE } from './phone-pages.js';
import { expect, fillSignIn, test } from './ticket-server.js';
import { answerChallenge, enrolOnPage, forgetPhone, nextCode, savePhone } from './two-factor.js';

// Two-factor sign-in required for admins (issue 51, decision 045): the first sign-in walks the
// admin through adding an authenticator app and saving the recovery codes; later sign-ins ask
// for the code; a recovery code stands in for a lost phone, which is then removed and replaced.
// The ticket server's demo admin starts each journey without a factor.

/** The admin as on the day the account was made: no app, no codes, signed in nowhere. */
async function withoutFactors(server: TestServer, email: string) {
  await server.servicePool.query(
    `with admin as (select id from auth.users where email = $1),
          codes as (delete from auth.mfa_recovery_codes where user_id in (select id from admin)),
          sessions as (delete from auth.sessions where user_id in (select id from admin))
     delete from auth.mfa_factors where user_id in (select id from admin)`,
    [email],
  );
  forgetPhone(server.url, email);
}

async function signInAtAdmin(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?/);
  await fillSignIn(page, account);
  await expect(page).toHaveURL(/\/admin$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const panelHeading = (page: Page) => page.getByRole('heading', { name: 'Tour Admin' });

test.describe.configure({ mode: 'serial' });

test("an admin's first sign-in walks through adding the app; the next sign-in asks for its code", async ({
  page,
  tickets,
  server,
}) => {
  await withoutFactors(server, tickets.admin.email);
  await signInAtAdmin(page, tickets.admin);

  // The password alone opens nothing admin: the enrolment comes first.
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(panelHeading(page)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7]{32}$/);
  // A wrong code is refused in words, and the app is not on yet.
  await page.getByLabel('Authentication code').fill('12345');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Enter the six digits your authenticator app shows.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // On a phone, the QR code, the key and the form fit the screen.
  const desktopSize = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  expect(await measureSideways(page)).toEqual(FITS);
  await page.setViewportSize(desktopSize);
  // The ten codes are shown once; going on needs the "I saved them" step (enrolOnPage).
  const codes = await enrolOnPage(page, tickets.admin.email);
  expect(new Set(codes).size).toBe(10);
  await expect(panelHeading(page)).toBeVisible();

  await signOut(page);
  await fillSignIn(page, tickets.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  await expect(panelHeading(page)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await answerChallenge(page, tickets.admin.email);
  await expect(panelHeading(page)).toBeVisible();
});

test('a recovery code signs in once; with the phone lost, the admin removes it and adds a new one', async ({
  page,
  tickets,
  server,
}) => {
  await withoutFactors(server, tickets.admin.email);
  await signInAtAdmin(page, tickets.admin);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  const codes = await enrolOnPage(page, tickets.admin.email);
  await expect(panelHeading(page)).toBeVisible();

  // A new device, and no phone: the password, then a recovery code.
  await signOut(page);
  await fillSignIn(page, tickets.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!.toUpperCase());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'You signed in with a recovery code' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The lost phone goes; without an app the admin adds the new one at once.
  await page.getByRole('button', { name: 'Remove Authenticator app 1' }).click();
  await page.getByRole('button', { name: 'Remove Authenticator app 1' }).click();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const step = Math.floor(Date.now() / 30_000);
  savePhone(server.url, tickets.admin.email, { secret, lastStep: step - 1, recoveryCodes: [] });
  await page
    .getByLabel('Authentication code')
    .fill(await nextCode(server.url, tickets.admin.email));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const saved = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(saved.getByTestId('recovery-code')).toHaveCount(10);
  const newCodes = (await saved.getByTestId('recovery-code').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(newCodes).not.toContain(codes[1]);
  await saved.getByLabel('I saved my recovery codes').check();
  await saved.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Added on')).toBeVisible();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  // A fresh set replaces the one just shown, again shown once.
  await page.getByRole('button', { name: 'Regenerate recovery codes' }).click();
  const regenerated = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(regenerated.getByTestId('recovery-code')).toHaveCount(10);
  const latest = (await regenerated.getByTestId('recovery-code').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(latest.filter((code) => newCodes.includes(code))).toEqual([]);
  await regenerated.getByLabel('I saved my recovery codes').check();
  await regenerated.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(panelHeading(page)).toBeVisible();

  // The used code, and the codes of the lost phone's set, open nothing any more.
  await signOut(page);
  await fillSignIn(page, tickets.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  for (const used of [codes[0]!, codes[1]!]) {
    await page.getByLabel('Recovery code').fill(used);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(
      page.getByText('That recovery code is not right, or it was already used.'),
    ).toBeVisible();
  }
  await expect(panelHeading(page)).toHaveCount(0);
  // The new phone's code does.
  await page.getByRole('button', { name: 'Use the code from the app instead' }).click();
  await answerChallenge(page, tickets.admin.email);
  await expect(panelHeading(page)).toBeVisible();
});
