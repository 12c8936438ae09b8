import type { Browser, Page } from '@playwright/test';
import { newMemberSession } from './account-helpers.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import {
  bookAsAdmin,
  cancelledMicroTourDeparture,
  createTestMicroTour,
  createTestTour,
  deleteTours,
} from './admin-api.js';
import { expect, test } from './fixtures.js';
import { tourDate } from './tour-dates.js';
import { fillLeadPhone } from './lead-traveler.js';
import { reviewScreenshot } from './review-screenshots.js';

// Each journey sells out a tour of its own, with members of its own (signed up by mail).
test.describe.configure({ timeout: 120_000 });

const PRICE = 100;
const slugs: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteTours(request, slugs).catch(() => undefined);
});

/** The calendar day `days` from today (UTC), as YYYY-MM-DD. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function bookingPanel(page: Page) {
  return page.getByRole('region', { name: 'Book this tour' });
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

async function seatsTour(request: Parameters<typeof createTestTour>[0], groupSize: number) {
  const startDate = daysFromNow(30);
  const tour = await createTestTour(request, 'Seats Test Tour', {
    price_eur: PRICE,
    group_size: groupSize,
    available_dates: [startDate],
  });
  slugs.push(tour.slug);
  return { ...tour, startDate };
}

/** Adds `amount` to the member's wallet with the dashboard's custom top-up. */
async function fundWallet(page: Page, amount: number) {
  await page.goto('/dashboard?tab=wallet');
  const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
  await expect(wallet.getByTestId('wallet-balance')).toBeVisible();
  await wallet.getByLabel('Custom amount (€)').fill(String(amount));
  await wallet.getByRole('button', { name: 'Add Funds' }).click();
  await expect(toast(page, 'Transaction Successful')).toBeVisible();
}

/** Books `travelers` on the tour's date through the booking panel. */
async function bookThroughPanel(page: Page, slug: string, startDate: string, travelers: number) {
  await page.goto(`/tours/${slug}`);
  const panel = bookingPanel(page);
  await panel.getByLabel('Tour date').selectOption(startDate);
  for (let count = 1; count < travelers; count += 1) {
    await panel.getByRole('button', { name: 'Increase travelers' }).click();
  }
  await expect(panel.locator('output')).toHaveText(`${travelers} travelers`);
  await fillLeadPhone(panel);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: 'Close' }).first().click();
  await expect(confirmed).toBeHidden();
}

/** A second member in a browser of their own. */
async function secondMember(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await newMemberSession(page);
  return { context, page };
}

test('a member books the last seats of a date, which then says Sold out', async ({
  page,
  request,
}) => {
  const tour = await seatsTour(request, 3);
  await newMemberSession(page);
  await fundWallet(page, 3 * PRICE);

  await page.goto(`/tours/${tour.slug}`);
  const panel = bookingPanel(page);
  const date = panel.getByLabel('Tour date');
  await expect(date.locator('option', { hasText: tourDate(tour.startDate) })).toHaveText(
    `${tourDate(tour.startDate)} · Only 3 seats left`,
  );
  await date.selectOption(tour.startDate);
  await expect(panel.getByText('Only 3 seats left', { exact: true })).toBeVisible();

  // The stepper stops at the seats left.
  const increase = panel.getByRole('button', { name: 'Increase travelers' });
  await increase.click();
  await increase.click();
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps it focusable and clickable: a press there changes nothing.
  await increase.click({ force: true });
  await expect(panel.locator('output')).toHaveText('3 travelers');

  await fillLeadPhone(panel);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: 'Close' }).first().click();

  // Sold out: the date cannot be chosen, and the waiting list is offered instead.
  const soldOut = date.locator('option', { hasText: tourDate(tour.startDate) });
  await expect(soldOut).toHaveText(`${tourDate(tour.startDate)} · Sold out`);
  await expect(soldOut).toBeDisabled();
  const waitlist = panel.getByRole('region', { name: 'Waiting list' });
  await expect(waitlist.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(waitlist.getByRole('button', { name: /Join waiting list/ })).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  await waitlist.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'sold-out-panel-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await waitlist.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'sold-out-panel-390');
});

test('a free-date tour shows the seats of the chosen day and offers its waiting list once sold out', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Free Date Seats Tour', {
    price_eur: PRICE,
    group_size: 2,
  });
  slugs.push(tour.slug);
  const startDate = daysFromNow(40);
  await newMemberSession(page);
  await fundWallet(page, 2 * PRICE);

  await page.goto(`/tours/${tour.slug}`);
  const panel = bookingPanel(page);
  const date = panel.getByLabel('Tour date');
  await expect(date).toHaveAttribute('type', 'date');
  await date.fill(startDate);
  // Nobody booked the day yet: the tour's group size.
  await expect(panel.getByText('Only 2 seats left', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Increase travelers' }).click();
  await expect(panel.getByRole('button', { name: 'Increase travelers' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await fillLeadPhone(panel);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const confirmed = page.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: 'Close' }).first().click();

  await date.fill(startDate);
  await expect(panel.getByText('Sold out', { exact: true }).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await expect(
    panel
      .getByRole('region', { name: 'Waiting list' })
      .getByRole('button', { name: /Join waiting list/ }),
  ).toBeVisible();
});

test('a member cancels from the dashboard and the refund is in the wallet history', async ({
  page,
  request,
}) => {
  // Ten days ahead: the partial refund of the frozen policy.
  const startDate = daysFromNow(10);
  const tour = await createTestTour(request, 'Cancel Test Tour', {
    price_eur: PRICE,
    group_size: 4,
    available_dates: [startDate],
  });
  slugs.push(tour.slug);
  await newMemberSession(page);
  await fundWallet(page, 2 * PRICE);
  await bookThroughPanel(page, tour.slug, startDate, 2);

  await page.goto('/dashboard?tab=bookings');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const booking = upcoming.getByRole('listitem').filter({ hasText: tour.title });
  const cancel = booking.getByRole('button', { name: 'Cancel booking' });
  await expect(cancel).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await booking.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'bookings-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The dialog says the refund first; Keep booking has the focus and Escape closes it.
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toHaveAccessibleDescription('You will get €100.00 back (50 %).');
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await reviewScreenshot(page, 'cancel-dialog-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, 'cancel-dialog-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled')).toContainText(
    '€100.00 (50 %) is back in your wallet.',
  );
  await expect(dialog).toBeHidden();
  await expect(upcoming.getByText(tour.title)).toHaveCount(0);
  // Still ahead but cancelled: listed as cancelled, not as a past trip.
  const cancelled = page
    .getByRole('region', { name: 'Cancelled' })
    .getByRole('listitem')
    .filter({ hasText: tour.title });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelled.getByText('Refunded €100.00 (50 %)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past' }).getByText(tour.title)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Wallet' }).click();
  const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('€100.00');
  await wallet.getByRole('radio', { name: 'Credits' }).click();
  const refund = wallet.getByRole('listitem').filter({ hasText: `Refund (50%): ${tour.title}` });
  await expect(refund).toContainText('Refund');
  await expect(refund).toContainText('+€100.00');

  // On a phone the long line wraps: none of it is cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  const line = refund.getByText(`Refund (50%): ${tour.title}`);
  await expect(line).toBeVisible();
  await expect.poll(() => line.evaluate((text) => text.scrollWidth - text.clientWidth)).toBe(0);
  await reviewScreenshot(page, 'wallet-history-390');
});

test("History and Achievements show the member's own trips, never a sample", async ({
  page,
  request,
}) => {
  const startDate = daysFromNow(10);
  const tour = await createTestTour(request, 'History Test Tour', {
    price_eur: PRICE,
    group_size: 4,
    available_dates: [startDate],
  });
  slugs.push(tour.slug);
  await newMemberSession(page);

  // A new member has no trips: an honest empty history, and no badge earned.
  await page.goto('/dashboard?tab=history');
  const history = page.getByRole('tabpanel', { name: 'History' });
  await expect(history.getByText('No past trips yet')).toBeVisible();
  await expect(history.getByText(/sample/i)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Achievements' }).click();
  const achievements = page.getByRole('tabpanel', { name: 'Achievements' });
  await expect(achievements.getByRole('progressbar')).toHaveCount(6);
  for (const bar of await achievements.getByRole('progressbar').all()) {
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
  }
  await expect(achievements.getByText(/^Earned on/)).toHaveCount(0);

  // A booking still ahead is not history; once cancelled, it is, with what came back.
  await fundWallet(page, 2 * PRICE);
  await bookThroughPanel(page, tour.slug, startDate, 2);
  await page.goto('/dashboard?tab=history');
  await expect(history.getByText('No past trips yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await page
    .getByRole('listitem')
    .filter({ hasText: tour.title })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const trip = history.getByRole('listitem').filter({ hasText: tour.title });
  await expect(trip.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(trip.getByText('Refunded €100.00 (50 %)')).toBeVisible();
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  await expect(trip.getByText(day.format(new Date(`${startDate}T00:00:00Z`)))).toBeVisible();
  await expect(history.getByText('No past trips yet')).toHaveCount(0);
});

test('a member waits on a sold-out date and gets the seat when another member cancels', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tour = await seatsTour(request, 2);
  // The first member takes both seats.
  await newMemberSession(page);
  await fundWallet(page, 2 * PRICE);
  await bookThroughPanel(page, tour.slug, tour.startDate, 2);

  // The second member finds the date sold out and joins its waiting list for one traveler.
  const second = await secondMember(browser, baseURL);
  try {
    const waiter = second.page;
    await fundWallet(waiter, 150);
    await waiter.goto(`/tours/${tour.slug}`);
    const panel = bookingPanel(waiter);
    const waitlist = panel.getByRole('region', { name: 'Waiting list' });
    await waitlist.getByRole('button', { name: /Join waiting list/ }).click();
    const dialog = waiter.getByRole('dialog', { name: 'Join the waiting list' });
    await expect(dialog).toHaveAccessibleDescription(
      '€100.00 (€100.00 × 1 traveler) is held from your wallet, released in full if you leave the list.',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousAxeViolations(waiter);
    await dialog.getByRole('button', { name: 'Join waiting list' }).click();
    await expect(toast(waiter, 'You joined the waiting list')).toContainText(
      'You are number 1 in line.',
    );
    await expect(panel.getByTestId('wallet-balance')).toHaveText('€50.00');

    await waiter.goto('/dashboard?tab=wallet');
    const wallet = waiter.getByRole('tabpanel', { name: 'Wallet' });
    await expect(wallet.getByTestId('wallet-held')).toHaveText(
      '€100.00 reserved for waiting lists',
    );
    await expect(wallet.getByText('Waiting list hold', { exact: false }).first()).toBeVisible();

    await waiter.goto('/dashboard?tab=bookings');
    const entries = waiter.getByRole('region', { name: 'Waiting lists' });
    const entry = entries.getByRole('listitem').filter({ hasText: tour.title });
    await expect(entry.getByText('Waiting', { exact: true })).toBeVisible();
    await expect(entry.getByText('€100.00 held')).toBeVisible();
    await expectNoSeriousAxeViolations(waiter);
    await waiter.setViewportSize({ width: 390, height: 844 });
    await entries.scrollIntoViewIfNeeded();
    await reviewScreenshot(waiter, 'waiting-lists-390');
    await waiter.setViewportSize({ width: 1280, height: 720 });

    // The first member cancels one booking of two seats: the waiting member is booked from the hold.
    await page.goto('/dashboard?tab=bookings');
    await page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('listitem')
      .filter({ hasText: tour.title })
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(cancel).toHaveAccessibleDescription('You will get €200.00 back (100 %).');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, 'Booking cancelled')).toBeVisible();

    await waiter.reload();
    await expect(entry.getByText('Booked', { exact: true })).toBeVisible();
    const booked = waiter
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('listitem')
      .filter({ hasText: tour.title });
    await expect(booked.getByText('Paid', { exact: true })).toBeVisible();
    await expect(booked.getByText('€100.00')).toBeVisible();
    await waiter.getByRole('tab', { name: 'Wallet' }).click();
    await expect(wallet.getByTestId('wallet-balance')).toHaveText('€50.00');
    await expect(wallet.getByTestId('wallet-held')).toHaveCount(0);

    // The waiting member cancels that booking: the entry says so, and what came back.
    await waiter.getByRole('tab', { name: 'Bookings' }).click();
    await booked.getByRole('button', { name: 'Cancel booking' }).click();
    await waiter
      .getByRole('dialog', { name: 'Cancel this booking?' })
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    await expect(toast(waiter, 'Booking cancelled')).toBeVisible();
    await expect(entry.getByText('Booking cancelled', { exact: true })).toBeVisible();
    await expect(entry.getByText('€100.00 paid the booking · €100.00 refunded')).toBeVisible();
    await expect(entry.getByText('Booked', { exact: true })).toHaveCount(0);
  } finally {
    await second.context.close();
  }
});

test("the wallet's pending card shows a micro-tour's seats and cannot confirm a sold-out day", async ({
  page,
  request,
}) => {
  const microTour = await createTestMicroTour(request, 'Seats Test Walk', { daily_capacity: 1 });
  const startDate = daysFromNow(20);
  await newMemberSession(page);
  await fundWallet(page, 20);

  const pendingUrl = `/wallet?tourId=${microTour.id}&travelers=1&startDate=${startDate}`;
  await page.goto(pendingUrl);
  const pending = page.getByRole('region', { name: 'Pending booking' });
  await expect(pending.getByText('Only 1 seat left', { exact: true })).toBeVisible();
  await fillLeadPhone(pending);
  await pending.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings/);

  // The day's one seat is sold: the card says so and cannot be confirmed, though the wallet could pay.
  await page.goto(pendingUrl);
  await expect(page.getByTestId('wallet-balance')).toHaveText('€10.00');
  await expect(pending.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await expect(pending.getByText('Insufficient funds for pending booking')).toHaveCount(0);
});

test("a micro-tour day whose departure was cancelled says 'Cancelled', not 'Sold out'", async ({
  page,
  request,
}) => {
  const microTour = await createTestMicroTour(request, 'Cancelled Day Walk');
  const startDate = daysFromNow(20);
  await cancelledMicroTourDeparture(request, microTour.id, startDate);
  await newMemberSession(page);

  await page.goto(`/wallet?tourId=${microTour.id}&travelers=1&startDate=${startDate}`);
  const pending = page.getByRole('region', { name: 'Pending booking' });
  await expect(pending.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(pending.getByText('Sold out', { exact: true })).toHaveCount(0);
  await expect(pending.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
});

test('on a phone, the travelers stepper of a tour of 2 seats says and stops at its real limit', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Two Seat Tour', { price_eur: PRICE, group_size: 2 });
  slugs.push(tour.slug);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/tours/${tour.slug}`);
  const panel = bookingPanel(page);
  await expect(panel.getByText('1-2 travelers allowed', { exact: true })).toBeVisible();
  await expect(panel.getByText('1-12 travelers allowed')).toHaveCount(0);
  const increase = panel.getByRole('button', { name: 'Increase travelers' });
  await increase.click();
  await expect(panel.locator('output')).toHaveText('2 travelers');
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  await increase.click({ force: true });
  await expect(panel.locator('output')).toHaveText('2 travelers');
});

test('after joining a waiting list the tour page shows the place in line and a way to leave', async ({
  page,
  request,
}) => {
  const tour = await seatsTour(request, 1);
  await bookAsAdmin(request, { id: tour.id, price: PRICE, startDate: tour.startDate });
  await newMemberSession(page);
  await fundWallet(page, PRICE);

  await page.goto(`/tours/${tour.slug}`);
  const panel = bookingPanel(page);
  const waitlist = panel.getByRole('region', { name: 'Waiting list' });
  await waitlist.getByRole('button', { name: /Join waiting list/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the waiting list' });
  await dialog.getByRole('button', { name: 'Join waiting list' }).click();
  await expect(toast(page, 'You joined the waiting list')).toBeVisible();

  await expect(waitlist.getByText('You are number 1 in line')).toBeVisible();
  await expect(waitlist.getByRole('button', { name: /Join waiting list/ })).toHaveCount(0);
  await page.reload();
  await expect(waitlist.getByText('You are number 1 in line')).toBeVisible();

  await waitlist
    .getByRole('button', { name: `Leave waiting list for ${tourDate(tour.startDate)}` })
    .click();
  await expect(toast(page, 'You left the waiting list')).toContainText(
    '€100.00 is back in your wallet.',
  );
  await expect(panel.getByTestId('wallet-balance')).toHaveText('€100.00');
  await expect(waitlist.getByRole('button', { name: /Join waiting list/ })).toBeVisible();
  await expect(waitlist.getByText('You are number 1 in line')).toHaveCount(0);
});

test('a member short of the hold is offered a top-up and joins the waiting list with it', async ({
  page,
  request,
}) => {
  const tour = await seatsTour(request, 1);
  await bookAsAdmin(request, { id: tour.id, price: PRICE, startDate: tour.startDate });
  await newMemberSession(page);
  await fundWallet(page, 30);

  await page.goto(`/tours/${tour.slug}`);
  const panel = bookingPanel(page);
  const waitlist = panel.getByRole('region', { name: 'Waiting list' });
  await waitlist.getByRole('button', { name: /Join waiting list/ }).click();
  await page
    .getByRole('dialog', { name: 'Join the waiting list' })
    .getByRole('button', { name: 'Join waiting list' })
    .click();

  // The booking's shortage dialog, worded for the waiting list: never a raw code.
  const short = page.getByRole('dialog', { name: 'Insufficient Funds' });
  await expect(short).toContainText('You need €70.00 more to join the waiting list.');
  await expect(page.getByText('insufficient_funds')).toHaveCount(0);
  await short.getByRole('button', { name: 'Top Up & Join' }).click();
  await expect(toast(page, 'You joined the waiting list')).toBeVisible();
  await expect(short).toBeHidden();
  await expect(waitlist.getByText('You are number 1 in line')).toBeVisible();
});
