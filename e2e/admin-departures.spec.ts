import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDepartureDate } from '@app/web/departure-dates';
import { mailedConfirmationLink, newMember, ownClientAddress, signIn } from './account-helpers.js';
import {
  bookAsAdmin,
  createTestMicroTour,
  createTestTour,
  deleteTestMicroTour,
  deleteTours,
  someCoverUrl,
} from './admin-api.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { FITS, measureSideways } from './phone-pages.js';
import { reviewScreenshot } from './review-screenshots.js';

// The member signs up through the dev mailbox; the journey then books and cancels.
test.describe.configure({ timeout: 120_000 });

const PRICE = 250;
/** Dates a year ahead, whatever day the journey runs. */
const nextYear = new Date().getFullYear() + 1;

/** How the departures list names a date: 'Tue, 1 Jun 2027'. */
const shownDate = formatDepartureDate;

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

async function openTourEditor(page: Page, tourId: string) {
  await page.goto(`/admin?edit=${tourId}`);
  await expect(page.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
  const departures = page.getByRole('region', { name: 'Departures' });
  await expect(departures.getByRole('status')).toHaveCount(0);
  return departures;
}

/**
 * A confirmed member of the journey's own, made over HTTP as the sign-up page would (the link of
 * the dev mailbox confirms the address); answers their access token.
 */
async function newMemberToken(request: APIRequestContext) {
  const member = newMember();
  // The gateway's per-address limits on sign-ups then count this journey alone.
  const address = ownClientAddress();
  await request.get(await mailedConfirmationLink(request, member, address));
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { ...(await anonHeaders(request)), 'x-forwarded-for': address },
    data: { email: member.email, password: member.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return { ...member, token };
}

async function memberHeaders(request: APIRequestContext, token: string) {
  return { ...(await anonHeaders(request)), authorization: `Bearer ${token}` };
}

async function callAsMember(request: APIRequestContext, token: string, name: string, body: object) {
  const response = await request.post(`/functions/v1/${name}`, {
    headers: { ...(await memberHeaders(request, token)), 'idempotency-key': randomUUID() },
    data: body,
  });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function memberWallet(request: APIRequestContext, token: string) {
  const headers = await memberHeaders(request, token);
  const wallet = await request.get('/rest/v1/wallets?select=balance_eur', { headers });
  const [row] = (await wallet.json()) as { balance_eur: number }[];
  const history = await request.get(
    '/rest/v1/wallet_transactions?select=type,direction,amount_eur,booking_id&order=created_at',
    { headers },
  );
  const transactions = (await history.json()) as {
    type: string;
    direction: string;
    amount_eur: number;
    booking_id: string | null;
  }[];
  return { balance: Number(row?.balance_eur), transactions };
}

async function anonHeaders(request: APIRequestContext) {
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  return { apikey: config.anonKey };
}

/** A tour's departures as anyone reads them. */
async function departuresOf(request: APIRequestContext, tourId: string) {
  const response = await request.get(
    `/rest/v1/departures?select=start_date,capacity,seats_taken,status&tour_id=eq.${tourId}&order=start_date`,
    { headers: await anonHeaders(request) },
  );
  return (await response.json()) as {
    start_date: string;
    capacity: number;
    seats_taken: number;
    status: string;
  }[];
}

async function availableDates(request: APIRequestContext, tourId: string) {
  const response = await request.get(`/rest/v1/tours?select=available_dates&id=eq.${tourId}`, {
    headers: await anonHeaders(request),
  });
  const [row] = (await response.json()) as { available_dates: string[] }[];
  return row?.available_dates;
}

/** Tours without bookings, deleted once the journey is over. */
const createdSlugs: string[] = [];
const cleanUps: (() => Promise<void>)[] = [];
test.afterEach(async ({ request }) => {
  await deleteTours(request, createdSlugs.splice(0));
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

test('an admin adds a departure of 2 seats, sees the member who booked both, cancels it and the member is refunded', async ({
  page,
  request,
}) => {
  // Kept afterwards: its bookings stay, as real ones would.
  const tour = await createTestTour(request, 'Departure Test Tour', { price_eur: PRICE });
  const startDate = `${nextYear}-06-01`;
  const dateText = shownDate(startDate);

  const departures = await openTourEditor(page, tour.id);
  await expect(departures.getByText('No upcoming departures')).toBeVisible();
  const add = departures.getByRole('group', { name: 'Add a departure' });
  // The capacity starts at the tour's group size.
  await expect(add.getByLabel('Capacity')).toHaveValue('8');
  await add.getByLabel('Date').fill(startDate);
  await add.getByLabel('Capacity').fill('2');
  // Enter adds the departure; it does not save the tour's form around it.
  await add.getByLabel('Capacity').press('Enter');
  await expect(toast(page, 'Departure added')).toBeVisible();
  await expect(toast(page, 'Tour updated successfully')).toHaveCount(0);
  const item = departures.getByRole('article', { name: dateText });
  await expect(item).toContainText('0 of 2 seats sold');
  await expect(item).toContainText('Only 2 seats left');
  // The same date twice is refused before it is sent.
  await add.getByLabel('Date').fill(startDate);
  await add.getByRole('button', { name: 'Add departure' }).click();
  await expect(add.getByText('There is already a departure on that date')).toBeVisible();
  expect(await departuresOf(request, tour.id)).toEqual([
    { start_date: startDate, capacity: 2, seats_taken: 0, status: 'open' },
  ]);
  // The tour's available dates follow its open departures, for the spec's date select.
  expect(await availableDates(request, tour.id)).toEqual([startDate]);

  const member = await newMemberToken(request);
  await callAsMember(request, member.token, 'wallet-topup', { amount_eur: 2 * PRICE });
  await callAsMember(request, member.token, 'process-booking', {
    tourId: tour.id,
    startDate,
    travelers: 2,
    addOnIds: [],
    baseTotalEUR: 2 * PRICE,
    addOnsTotalEUR: 0,
    grandTotalEUR: 2 * PRICE,
  });
  expect((await memberWallet(request, member.token)).balance).toBe(0);

  await page.reload();
  await expect(item).toContainText('2 of 2 seats sold');
  await expect(item).toContainText('Sold out');
  await reviewScreenshot(departures, 'departures-desktop');
  await expectNoSeriousAxeViolations(page);

  // Fewer seats than sold: the database refuses, and the admin reads why.
  await item.getByLabel('Capacity').fill('1');
  await item.getByRole('button', { name: `Save capacity on ${dateText}` }).click();
  await expect(toast(page, 'Failed to change capacity')).toContainText(
    'Capacity cannot be lower than the 2 seats already sold.',
  );
  await expect(item.getByLabel('Capacity')).toHaveValue('2');

  await item.getByRole('button', { name: `Bookings on ${dateText}` }).click();
  await expect(page).toHaveURL(/[?&]departure=/);
  const bookings = page.getByRole('dialog', { name: `Bookings on ${dateText}` });
  await expect(bookings.getByRole('cell', { name: member.email })).toBeVisible();
  const figures = bookings.locator('dl');
  await expect(figures).toContainText('Seats sold2 / 2');
  await expect(figures).toContainText('Paid1');
  await expect(figures).toContainText('Cancelled0');
  await expect(figures).toContainText('Waiting list0');
  const row = bookings.getByRole('row', { name: new RegExp(member.email) });
  await expect(row).toContainText('€500.00');
  await expect(row).toContainText('Paid');
  await reviewScreenshot(page, 'departure-bookings-desktop');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(bookings).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]departure=/);
  await expect(item.getByRole('button', { name: `Bookings on ${dateText}` })).toBeFocused();

  await item.getByRole('button', { name: `Cancel departure on ${dateText}` }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel the departure on ${dateText}?` });
  await expect(confirm).toContainText('refunded 100 %');
  await expect(confirm).toContainText('e-mail');
  await expect(confirm.getByRole('button', { name: 'Keep departure' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel departure' }).click();
  await expect(confirm.getByText('A reason of 3 to 500 characters is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await confirm.getByLabel('Reason').fill('Storm warning on the coast');
  await confirm.getByRole('button', { name: 'Cancel departure' }).click();
  await expect(toast(page, 'Departure cancelled: 1 booking refunded')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  // Its Cancel button is gone: focus lands on its Bookings button instead.
  await expect(item.getByRole('button', { name: `Bookings on ${dateText}` })).toBeFocused();
  await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(item).toContainText('Storm warning on the coast');
  for (const name of [/^Reopen/, /^Close/, /^Cancel departure/, /^Save/]) {
    await expect(item.getByRole('button', { name })).toHaveCount(0);
  }
  await reviewScreenshot(departures, 'departures-cancelled-desktop');

  // The member has the whole price back, as a refund of that booking.
  const wallet = await memberWallet(request, member.token);
  expect(wallet.balance).toBe(2 * PRICE);
  expect(wallet.transactions.filter((entry) => entry.type === 'refund')).toEqual([
    expect.objectContaining({ direction: 'credit', amount_eur: 2 * PRICE }),
  ]);
  await item.getByRole('button', { name: `Bookings on ${dateText}` }).click();
  await expect(bookings.locator('dl')).toContainText('Cancelled1');
  await expect(bookings.getByRole('row', { name: new RegExp(member.email) })).toContainText(
    'Cancelled by us, €500.00 refunded',
  );
  // Nobody can book it again: it is no longer among the tour's dates.
  expect(await departuresOf(request, tour.id)).toEqual([
    { start_date: startDate, capacity: 2, seats_taken: 0, status: 'cancelled' },
  ]);
  expect(await availableDates(request, tour.id)).toEqual([]);

  // The member sees the money back on their wallet page (this browser's admin signs out first).
  await page.evaluate(() => localStorage.clear());
  await signIn(page, member);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/dashboard?tab=wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('€500.00');
});

test('departures drafted in the Create Tour form are made with the tour, each with its capacity', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const title = `Departure Draft Tour ${tag}`;
  createdSlugs.push(`departure-draft-tour-${tag}`);
  await page.goto('/admin');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').selectOption('eco');
  await page.getByLabel('Country').fill('Austria');
  await page.getByLabel('Price (EUR)').fill('300');
  await page.getByLabel('Duration (days)').fill('3');
  await page.getByLabel('Group size').fill('10');
  await page.getByLabel('Difficulty').selectOption({ label: 'Easy' });
  await page.getByLabel('Cover override URL').fill(await someCoverUrl(request));
  const departures = page.getByRole('region', { name: 'Departures' });
  await departures.getByRole('button', { name: 'Add departure' }).click();
  await expect(departures.getByLabel('Departure 1 date')).toBeFocused();
  await departures.getByLabel('Departure 1 date').fill(`${nextYear}-07-01`);
  await departures.getByRole('button', { name: 'Add departure' }).click();
  await departures.getByLabel('Departure 2 date').fill(`${nextYear}-08-01`);
  await departures.getByLabel('Capacity of departure 2').fill('4');
  await expect(departures.getByText('A blank capacity is the group size (10).')).toBeVisible();
  await page.getByRole('button', { name: 'Create Tour' }).click();
  await expect(toast(page, 'Tour created successfully')).toBeVisible();
  await expect(departures.getByLabel('Departure 1 date')).toHaveCount(0);

  const response = await request.get(
    `/rest/v1/tours?select=id,available_dates&title=eq.${encodeURIComponent(title)}`,
    { headers: await anonHeaders(request) },
  );
  const [created] = (await response.json()) as { id: string; available_dates: string[] }[];
  expect(created!.available_dates).toEqual([`${nextYear}-07-01`, `${nextYear}-08-01`]);
  await expect
    .poll(() => departuresOf(request, created!.id))
    .toEqual([
      { start_date: `${nextYear}-07-01`, capacity: 10, seats_taken: 0, status: 'open' },
      { start_date: `${nextYear}-08-01`, capacity: 4, seats_taken: 0, status: 'open' },
    ]);
});

test('the Bookings view reads 20 bookings a page from the server, paged from the keyboard', async ({
  page,
  request,
}) => {
  const startDate = `${nextYear}-10-01`;
  // Kept afterwards: its bookings stay on it.
  const tour = await createTestTour(request, 'Paged Departure Tour', {
    price_eur: 10,
    group_size: 30,
    available_dates: [startDate],
  });
  // A member of its own: top-ups are limited per member and hour.
  const member = await newMemberToken(request);
  await callAsMember(request, member.token, 'wallet-topup', { amount_eur: 21 * 10 });
  for (let n = 0; n < 21; n += 1) {
    await callAsMember(request, member.token, 'process-booking', {
      tourId: tour.id,
      startDate,
      travelers: 1,
      addOnIds: [],
      baseTotalEUR: 10,
      addOnsTotalEUR: 0,
      grandTotalEUR: 10,
    });
  }
  const departures = await openTourEditor(page, tour.id);
  const item = departures.getByRole('article', { name: shownDate(startDate) });
  await expect(item).toContainText('21 of 30 seats sold');
  await item.getByRole('button', { name: `Bookings on ${shownDate(startDate)}` }).click();
  const bookings = page.getByRole('dialog', { name: `Bookings on ${shownDate(startDate)}` });
  await expect(bookings.getByText('Bookings 1 to 20 of 21, oldest first.')).toBeVisible();
  await expect(bookings.locator('tbody tr')).toHaveCount(20);
  await expect(bookings.locator('dl')).toContainText('Paid21');
  const pager = bookings.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(bookings.getByText('Bookings 21 to 21 of 21, oldest first.')).toBeVisible();
  await expect(bookings.locator('tbody tr')).toHaveCount(1);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pager.getByRole('button', { name: 'Previous page' }).press('Enter');
  await expect(bookings.getByText('Bookings 1 to 20 of 21, oldest first.')).toBeVisible();
});

test("an admin sets a micro-tour's start times and its seats per start time", async ({
  page,
  request,
}) => {
  const microTour = await createTestMicroTour(request, 'Capacity Test Walk');
  cleanUps.push(() => deleteTestMicroTour(request, microTour.id));
  await page.goto(`/admin?tab=micro-tours&micro=${microTour.id}`);
  const form = page.getByRole('region', { name: 'Micro-Tour Details' });
  const capacity = form.getByLabel('Seats per start time');
  await expect(capacity).toHaveValue('20');
  await capacity.fill('0');
  const times = form.getByRole('group', { name: 'Start times' });
  // A new micro-tour starts every day at 09:00.
  await expect(times.getByLabel('Monday')).toHaveValue('09:00');
  await times.getByLabel('Monday').fill('14:00, 2pm');
  await page.getByRole('button', { name: 'Update Micro-Tour' }).click();
  await expect(
    form.getByText(/^Seats per start time must be a whole number from 1 to/),
  ).toBeVisible();
  await expect(times.getByLabel('Monday')).toHaveAccessibleDescription(
    'Write each time as HH:MM, separated by commas, for example 10:00, 14:00',
  );
  await capacity.fill('3');
  await times.getByLabel('Monday').fill('14:00, 10:00');
  await times.getByLabel('Sunday').fill('');
  await page.getByRole('button', { name: 'Update Micro-Tour' }).click();
  await expect(toast(page, 'Micro-tour updated successfully')).toBeVisible();
  const response = await request.get(
    `/rest/v1/micro_tours?select=daily_capacity,weekly_times&id=eq.${microTour.id}`,
    { headers: await anonHeaders(request) },
  );
  const [saved] = (await response.json()) as { weekly_times: Record<string, string[]> }[];
  expect(saved).toMatchObject({ daily_capacity: 3 });
  expect(saved!.weekly_times).toEqual({
    '1': ['10:00', '14:00'],
    '2': ['09:00'],
    '3': ['09:00'],
    '4': ['09:00'],
    '5': ['09:00'],
    '6': ['09:00'],
  });
  await page.reload();
  await expect(times.getByLabel('Monday')).toHaveValue('10:00, 14:00');
  await expect(times.getByLabel('Sunday')).toHaveValue('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the departures and a departure’s bookings fit a 390 px phone', async ({
    page,
    request,
  }) => {
    const first = `${nextYear}-09-01`;
    const second = `${nextYear}-09-15`;
    // Kept afterwards: the admin's booking stays on it.
    const tour = await createTestTour(request, 'Phone Departure Tour', {
      available_dates: [first, second],
    });
    await bookAsAdmin(request, { id: tour.id, price: 250, startDate: first });

    const departures = await openTourEditor(page, tour.id);
    const item = departures.getByRole('article', { name: shownDate(first) });
    await expect(item).toContainText('1 of 8 seats sold');
    await departures.scrollIntoViewIfNeeded();
    expect(await measureSideways(page)).toEqual(FITS);
    await reviewScreenshot(departures, 'departures-phone');

    await item.getByRole('button', { name: `Bookings on ${shownDate(first)}` }).click();
    const bookings = page.getByRole('dialog', { name: `Bookings on ${shownDate(first)}` });
    await expect(bookings.getByText('1 booking, oldest first.')).toBeVisible();
    await expect(bookings.getByRole('status')).toHaveCount(0);
    expect(await measureSideways(page)).toEqual(FITS);
    await reviewScreenshot(page, 'departure-bookings-phone');
  });
});
