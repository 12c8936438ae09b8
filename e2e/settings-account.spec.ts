import type { Page } from '@playwright/test';
import { followMailLink, newMember, signIn, signUpAndConfirm } from './account-helpers.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { answerChallenge, enrolOnPage } from './two-factor.js';
import { reviewScreenshot } from './review-screenshots.js';

// The Settings page's account parts that need other devices' proof (issue 51): a new e-mail
// address confirmed from both inboxes, and a member's own two-factor sign-in.

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

const challengeHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Enter your authentication code' });

test('a member changes the e-mail address once both addresses confirmed it', async ({ page }) => {
  const member = await signUpAndConfirm(page, newMember());
  const newEmail = member.email.replace('ada-', 'ada-new-');
  await openSettings(page);
  const section = page.getByRole('region', { name: 'E-mail address', exact: true });
  await section.getByLabel('New e-mail address').fill(newEmail);
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(section.getByTestId('pending-email')).toContainText(newEmail);
  await expectNoSeriousAxeViolations(page);

  // The old inbox first: the address does not change on one confirmation.
  await followMailLink(page, member.email, /Confirm the change of your EcoTours e-mail address/);
  await openSettings(page);
  await expect(section).toContainText(`Your address is ${member.email}.`);
  await expect(section.getByTestId('pending-email')).toContainText(newEmail);

  await followMailLink(page, newEmail, /Confirm your new EcoTours e-mail address/);
  // The second link lands on Settings with the session of the changed account.
  await expect(page).toHaveURL(/\/settings#?$/);
  await expect(section).toContainText(`Your address is ${newEmail}.`);
  await expect(section.getByTestId('pending-email')).toHaveCount(0);

  // The new address signs in; the old one no longer does.
  await signOut(page);
  await signIn(page, { email: member.email, password: member.password });
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await signIn(page, { email: newEmail, password: member.password });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a member turns two-factor sign-in on in Settings; the next sign-in asks for the code', async ({
  page,
}) => {
  const member = await signUpAndConfirm(page, newMember());
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Two-factor sign-in', exact: true });
  await expect(section).toContainText('Two-factor sign-in is off.');
  await enrolOnPage(page, member.email);
  await expect(section.getByText('10 recovery codes left')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await reviewScreenshot(page, 'settings-two-factor', { fullPage: true });

  await signOut(page);
  await signIn(page, member);
  // The password alone shows none of the member's pages.
  await expect(challengeHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toHaveCount(0);
  await page.goto('/wallet');
  await expect(challengeHeading(page)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await answerChallenge(page, member.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
});
