import type { APIRequestContext, Page } from '@playwright/test';
import { confirmedMember, type Member, newMember, submitSignUp } from './account-helpers.js';
import { devMailboxUrl, expect, test } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

// Journeys sign up members of their own through the dev mailbox.
test.describe.configure({ timeout: 90_000 });

const SWISS = { slug: 'swiss-alpine-rail-circle' };
const CARBON_ADDON = /Carbon Removal Contribution/;
const CONFIRMED = "Your e-mail is confirmed. You're signed in.";
const EXPIRED = 'This link has expired or was already used.';

function bookingPanel(page: Page) {
  return page.getByRole('region', { name: 'Book this tour' });
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

async function signInHere(page: Page, member: Member) {
  // The address changes before the page does: coming from /signup, whose form has an Email field
  // too, the fill would otherwise land in the page being left.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Picks the second departure, three travelers and the carbon add-on; answers the date. */
async function chooseTourOptions(page: Page) {
  await page.goto(`/tours/${SWISS.slug}`);
  const panel = bookingPanel(page);
  const date = panel.getByLabel('Tour date');
  await date.selectOption({ index: 2 });
  await panel.getByRole('button', { name: 'Increase travelers' }).click();
  await panel.getByRole('button', { name: 'Increase travelers' }).click();
  await panel.getByRole('checkbox', { name: CARBON_ADDON }).check();
  return date.inputValue();
}

async function expectTourOptions(page: Page, date: string) {
  await expect(page).toHaveURL(
    new RegExp(`/tours/${SWISS.slug}\\?date=${date}&travelers=3&addons=[0-9a-f-]{36}$`),
  );
  const panel = bookingPanel(page);
  await expect(panel.getByLabel('Tour date')).toHaveValue(date);
  await expect(panel.locator('output')).toHaveText('3 travelers');
  await expect(panel.getByRole('checkbox', { name: CARBON_ADDON })).toBeChecked();
}

/** The link of the newest mail to this address, read on the dev mailbox page. */
async function newestMailLink(page: Page, email: string, count: number): Promise<string> {
  const mails = page.locator('article', { hasText: email }).filter({ hasText: /confirm/i });
  await expect(async () => {
    await page.goto(devMailboxUrl());
    await expect(mails).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return (await mails.first().getByRole('link').getAttribute('href'))!;
}

async function findMicroTour(request: APIRequestContext) {
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const response = await request.get(
    '/rest/v1/micro_tours?select=id,slug,title&order=rating.desc.nullslast,title.asc&limit=1',
    { headers: { apikey: config.anonKey } },
  );
  const [tour] = (await response.json()) as { id: string; slug: string; title: string }[];
  if (!tour) throw new Error('the demo catalogue has no micro-tour');
  return tour;
}

for (const phone of [false, true]) {
  const tag = phone ? ' @phone' : '';
  const name = phone ? 'phone' : 'desktop';

  test(`a visitor who books a tour signs in and is back on it with the same choices${tag}`, async ({
    page,
  }) => {
    const member = await confirmedMember(page);
    const date = await chooseTourOptions(page);
    await bookingPanel(page).getByRole('button', { name: 'Book Now' }).click();

    await expect(page).toHaveURL(
      /\/login\?redirectTo=%2Ftours%2Fswiss-alpine-rail-circle%3F.*&reason=book$/,
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Sign in to book this tour' }),
    ).toBeVisible();
    await expect(toast(page, 'Authentication Required')).toBeVisible();
    await reviewScreenshot(page, `login-reason-${name}`);
    await signInHere(page, member);

    await expectTourOptions(page, date);
    await expect(bookingPanel(page).getByTestId('wallet-balance')).toHaveText('€0.00');
    await reviewScreenshot(page, `tour-restored-${name}`);
  });

  test(`a visitor who books a micro-tour signs in and lands on its payment with the travelers${tag}`, async ({
    page,
    request,
  }) => {
    const tour = await findMicroTour(request);
    const member = await confirmedMember(page);
    if (phone) {
      // Phones book from the bar at the bottom; the travelers come from the page's URL.
      await page.goto(`/micro-tours/${tour.slug}?travelers=3`);
    } else {
      await page.goto(`/micro-tours/${tour.slug}`);
      await page
        .getByRole('complementary', { name: 'Booking' })
        .getByLabel('Travelers')
        .selectOption('3');
      await expect(page).toHaveURL(new RegExp(`/micro-tours/${tour.slug}\\?travelers=3$`));
    }
    const booking = phone
      ? page.getByRole('region', { name: 'Book this tour' })
      : page.getByRole('complementary', { name: 'Booking' });
    // The link names the first day still on sale (today, or tomorrow once today's has closed).
    // The link follows the address a render later: wait for it rather than read it at once.
    const bookNow = booking.getByRole('link', { name: 'Book Now – Pay' });
    await expect(bookNow).toHaveAttribute(
      'href',
      new RegExp(`^/wallet\\?tourId=${tour.id}&travelers=3&startDate=\\d{4}-\\d{2}-\\d{2}$`),
    );
    const walletPath = (await bookNow.getAttribute('href'))!;
    await bookNow.click();

    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(walletPath)}&reason=book`);
    await expect(page.getByText('Sign in to book this tour')).toBeVisible();
    await signInHere(page, member);

    await expect(page).toHaveURL(walletPath);
    const pending = page.getByRole('region', { name: 'Pending booking' });
    await expect(pending.getByText(tour.title)).toBeVisible();
    await expect(pending.getByText(/^3 travelers ×/)).toBeVisible();
    await reviewScreenshot(page, `micro-tour-wallet-${name}`);
  });

  test(`a guarded page asks to sign in, says why, and comes back${tag}`, async ({ page }) => {
    const member = await confirmedMember(page);
    await page.goto('/dashboard?tab=wallet');
    await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard%3Ftab%3Dwallet&reason=dashboard');
    await expect(page.getByText('Sign in to see your dashboard')).toBeVisible();
    // A visitor who follows Sign up from here is told the same reason.
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL('/signup?redirectTo=%2Fdashboard%3Ftab%3Dwallet&reason=dashboard');
    await expect(page.getByText('Sign up to see your dashboard')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard%3Ftab%3Dwallet&reason=dashboard');
    await signInHere(page, member);
    await expect(page).toHaveURL('/dashboard?tab=wallet');
    await expect(page.getByRole('tabpanel', { name: 'Wallet' })).toBeVisible();
  });

  test(`a newcomer signs up from Book Now; the mailed link returns to the tour, signed in${tag}`, async ({
    page,
  }) => {
    const member = newMember();
    const date = await chooseTourOptions(page);
    await bookingPanel(page).getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Sign in to book this tour')).toBeVisible();
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(
      /\/signup\?redirectTo=%2Ftours%2Fswiss-alpine-rail-circle%3F.*&reason=book$/,
    );
    // The sign-up page says why, as the sign-in page did.
    await expect(
      page.getByRole('status').filter({ hasText: 'Sign up to book this tour' }),
    ).toBeVisible();
    await page.getByLabel('Full Name').fill(member.name);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    // Back to Sign In keeps the way back to the tour.
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      /^\/login\?redirectTo=%2Ftours%2Fswiss-alpine-rail-circle%3F.*&reason=book$/,
    );

    const link = await newestMailLink(page, member.email, 1);
    expect(new URL(link).searchParams.get('redirect_to')).toMatch(
      new RegExp(`/tours/${SWISS.slug}\\?date=${date}&travelers=3&addons=`),
    );
    await page.goto(link);
    await expect(toast(page, CONFIRMED)).toBeVisible();
    await expectTourOptions(page, date);
    expect(page.url()).not.toContain('#');
    expect(page.url()).not.toContain('access_token');
    await expect(bookingPanel(page).getByTestId('wallet-balance')).toHaveText('€0.00');
    await reviewScreenshot(page, `confirmed-on-tour-${name}`);

    // The same link again: used. The message, a clean address bar, and the page itself.
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: EXPIRED });
    await expect(dialog).toBeVisible();
    expect(page.url()).not.toContain('#');
    expect(page.url()).not.toContain('otp_expired');
    await reviewScreenshot(page, `used-link-${name}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectTourOptions(page, date);
  });

  test(`an expired link offers a new one, which is mailed and works${tag}`, async ({ page }) => {
    const member = newMember();
    await submitSignUp(page, member);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const firstLink = await newestMailLink(page, member.email, 1);
    // Signing up again sends a fresh link and voids the first one.
    await submitSignUp(page, member);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await newestMailLink(page, member.email, 2);

    await page.goto(firstLink);
    const dialog = page.getByRole('dialog', { name: EXPIRED });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/');
    // The address of this browser's sign-up is offered.
    await expect(dialog.getByLabel('Email')).toHaveValue(member.email);
    await reviewScreenshot(page, `expired-dialog-${name}`);
    await dialog.getByRole('button', { name: 'Send a new link' }).click();
    await expect(toast(page, 'a new link is on its way')).toBeVisible();
    await expect(dialog).toBeHidden();

    const newLink = await newestMailLink(page, member.email, 3);
    expect(newLink).not.toBe(firstLink);
    await page.goto(newLink);
    await expect(toast(page, CONFIRMED)).toBeVisible();
    expect(page.url()).not.toContain('#');
  });
}

test('a reason in the URL is only ever a known key, and redirectTo never leaves the site', async ({
  page,
}) => {
  const member = await confirmedMember(page);
  await page.goto('/login?redirectTo=%2F%2Fevil.example%2Fx&reason=%3Cb%3EPay%20here%3C%2Fb%3E');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Pay here')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /sign in/i })).toHaveCount(0);
  await signInHere(page, member);
  await expect(page).toHaveURL('/dashboard');
});
