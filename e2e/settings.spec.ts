import { randomUUID } from 'node:crypto';
import { countryTimeZone, firstDateOnSale } from '@app/domain/departure-sales';
import type { Browser, Page } from '@playwright/test';
import {
  AUTH_STORAGE_KEY,
  newMemberSession,
  passwordSession,
  signIn,
  type Member,
} from './account-helpers.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { devMailboxUrl, expect, test } from './fixtures.js';
import { anonKey, memberHeaders, tourToReview } from './review-trips.js';
import { reviewScreenshot } from './review-screenshots.js';

// The Settings page (issue 51): password change, sign out on the other devices, download my
// data, delete my account. On both projects: the desktop one skips the @phone titles.

/** A function call as the signed-in member of the page. */
async function callAsMember(page: Page, name: string, data: Record<string, unknown>) {
  const answer = await page.request.post(`/functions/v1/${name}`, {
    headers: { ...(await memberHeaders(page)), 'idempotency-key': randomUUID() },
    data,
  });
  expect(answer.ok(), `${name}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as Record<string, unknown>;
}

/**
 * Tops the member's wallet up with the tour's price and books its first day on sale, on the
 * `index`th tour that sells any day (reviews.spec.ts books the first two).
 */
async function bookATrip(page: Page, index: number): Promise<string> {
  const tour = await tourToReview(page, index);
  const price = Number(tour.price_eur);
  await callAsMember(page, 'wallet-topup', { amount_eur: price, kind: 'custom' });
  const booked = await callAsMember(page, 'process-booking', {
    tourId: tour.id,
    startDate: firstDateOnSale(countryTimeZone(tour.country), false, new Date()),
    travelers: 1,
    addOnIds: [],
    baseTotalEUR: price,
    addOnsTotalEUR: 0,
    grandTotalEUR: price,
  });
  return (booked.booking as { id: string }).id;
}

async function openSettings(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('member-session').first()).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function storedTokens(page: Page) {
  const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  return JSON.parse(stored ?? '{}') as { access_token: string; refresh_token: string };
}

/** A second browser (another device) signed in to the same account. */
async function secondDevice(browser: Browser, member: Member) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await passwordSession(page, member);
  return { context, page };
}

for (const tag of ['', ' @phone']) {
  test(`a member changes the password with the current one, then signs in with the new${tag}`, async ({
    page,
  }) => {
    const member = await newMemberSession(page);
    await openSettings(page);
    await expectNoSeriousAxeViolations(page);
    await reviewScreenshot(page, 'settings', { fullPage: true });

    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('not-my-password-1');
    await password.getByLabel('New Password').fill('river-stone-42');
    await password.getByLabel('Confirm Password').fill('river-stone-42');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your current password is not correct.')).toBeVisible();

    await password.getByLabel('Current password').fill(member.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password was changed. Your other devices were signed out.'),
    ).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveValue('');

    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await signIn(page, member);
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await signIn(page, { email: member.email, password: 'river-stone-42' });
    await expect(page).toHaveURL('/dashboard');
  });

  test(`'sign out everywhere else' ends the session of another browser${tag}`, async ({
    page,
    browser,
  }) => {
    const member = await newMemberSession(page);
    const other = await secondDevice(browser, member);
    try {
      const { access_token: otherAccess, refresh_token: otherRefresh } = await storedTokens(
        other.page,
      );
      await openSettings(page);
      const devices = section(page, 'Signed-in devices');
      await expect(devices.getByTestId('member-session')).toHaveCount(2);
      await expect(devices.getByText('This device')).toHaveCount(1);

      await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(page.getByText('You were signed out on your other devices.')).toBeVisible();
      await expect(devices.getByTestId('member-session')).toHaveCount(1);
      await expect(
        devices.getByRole('button', { name: 'Sign out everywhere else' }),
      ).toBeDisabled();

      // The other browser's session is over: its refresh token and its access token are refused.
      const apikey = await anonKey(other.page.request);
      const refreshed = await other.page.request.post('/auth/v1/token?grant_type=refresh_token', {
        headers: { apikey },
        data: { refresh_token: otherRefresh },
      });
      expect(refreshed.status()).toBe(400);
      const user = await other.page.request.get('/auth/v1/user', {
        headers: { apikey, authorization: `Bearer ${otherAccess}` },
      });
      expect(((await user.json()) as { error_code: string }).error_code).toBe('session_not_found');
      // This browser stays signed in.
      await page.reload();
      await expect(section(page, 'Signed-in devices').getByTestId('member-session')).toHaveCount(1);
    } finally {
      await other.context.close();
    }
  });

  test(`'Download my data' saves a JSON file with the member's booking and ledger${tag}`, async ({
    page,
  }) => {
    const member = await newMemberSession(page);
    await page.goto('/robots.txt');
    const bookingId = await bookATrip(page, tag ? 3 : 2);
    await openSettings(page);

    const download = page.waitForEvent('download');
    await section(page, 'Your data').getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ecotours-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      account: { email: string };
      bookings: Array<{ id: string }>;
      ledger: Array<{ type: string; booking_id: string | null }>;
    };
    expect(data.account.email).toBe(member.email);
    expect(data.bookings.map((booking) => booking.id)).toEqual([bookingId]);
    expect(data.ledger.map((entry) => entry.type).sort()).toEqual(['booking', 'topup']);
    expect(data.ledger.find((entry) => entry.type === 'booking')?.booking_id).toBe(bookingId);
  });

  test(`deleting the account: refused with a trip ahead or money, done with nothing owed${tag}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    // With a trip ahead: refused, and the way to the bookings is offered.
    const traveller = await newMemberSession(page);
    await page.goto('/robots.txt');
    await bookATrip(page, tag ? 5 : 4);
    await openSettings(page);
    const deletion = section(page, 'Delete my account');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Current password').fill(traveller.password);
    await dialog
      .getByLabel('I understand that my account and my personal data will be deleted for good.')
      .check();
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByTestId('deletion-refusal')).toContainText(
      'You have an upcoming booking.',
    );
    await expect(dialog.getByRole('link', { name: 'See my bookings' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await reviewScreenshot(page, 'deletion-refused');

    // With money in the wallet: refused, and the withdrawal to the card is offered.
    const context = await browser.newContext();
    try {
      const saver = await context.newPage();
      const saverMember = await newMemberSession(saver);
      await saver.goto('/robots.txt');
      await callAsMember(saver, 'wallet-topup', { amount_eur: 10, kind: 'custom' });
      await openSettings(saver);
      await section(saver, 'Delete my account')
        .getByRole('button', { name: 'Delete my account' })
        .click();
      const saverDialog = saver.getByRole('dialog', { name: 'Delete your account?' });
      await saverDialog.getByLabel('Current password').fill('not-my-password-1');
      await saverDialog
        .getByLabel('I understand that my account and my personal data will be deleted for good.')
        .check();
      await saverDialog.getByRole('button', { name: 'Delete my account for good' }).click();
      await expect(saverDialog.getByText('Your current password is not correct.')).toBeVisible();
      await saverDialog.getByLabel('Current password').fill(saverMember.password);
      await saverDialog.getByRole('button', { name: 'Delete my account for good' }).click();
      await expect(saverDialog.getByTestId('deletion-refusal')).toContainText(
        'Your wallet still holds money. Withdraw it to your card first',
      );
      await saverDialog.getByRole('link', { name: 'Withdraw to my card' }).click();
      await expect(saver).toHaveURL('/wallet');
    } finally {
      await context.close();
    }

    // With nothing owed and nothing ahead: the account goes.
    const leaver = await newMemberSession(page);
    await openSettings(page);
    await section(page, 'Delete my account')
      .getByRole('button', { name: 'Delete my account' })
      .click();
    const leaverDialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(
      leaverDialog.getByRole('button', { name: 'Delete my account for good' }),
    ).toBeDisabled();
    await leaverDialog.getByLabel('Current password').fill(leaver.password);
    await leaverDialog
      .getByLabel('I understand that my account and my personal data will be deleted for good.')
      .check();
    await leaverDialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(
      page.getByText('Your account was deleted. We sent a confirmation to your e-mail address.'),
    ).toBeVisible();
    // Signed out in this browser too.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY))
      .toBeNull();

    await signIn(page, leaver);
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect
      .poll(async () => {
        const mailbox = await (await page.request.get(devMailboxUrl())).text();
        return mailbox
          .split('<article>')
          .some(
            (mail) =>
              mail.includes(`to ${leaver.email}`) &&
              mail.includes('Your EcoTours account has been deleted'),
          );
      })
      .toBe(true);
  });
}

test('the Settings page in German', async ({ page }) => {
  await newMemberSession(page);
  await page.goto('/de/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeVisible();
  await expect(page.getByTestId('member-session').first()).toContainText('Dieses Gerät');
  await expectNoSeriousAxeViolations(page);
  await reviewScreenshot(page, 'settings-de', { fullPage: true });
});
