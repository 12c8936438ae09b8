import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { dateChangeSentence } from '@app/domain/date-change-terms';
import { expectNoSeriousAxeViolations } from './axe.js';
import { AUTH_STORAGE_KEY, newMemberSession } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { tourDate } from './tour-dates.js';
import { reviewScreenshot } from './review-screenshots.js';

// A member moves a paid multi-day booking to another date of its tour from the dashboard: the
// dialog offers the tour's dates with seats, shows what the change costs (the server's quote),
// and the booking then shows its new date and the one it moved from. Each journey signs up a
// member of its own and books over the API, as the booking panel would.
test.describe.configure({ timeout: 90_000 });

// A two-day tour with listed dates that no other journey books.
const ARDENNES = { slug: 'ardennes-forest-escape', title: 'Ardennes Forest Escape' };
// A tour without listed dates: any day from tomorrow sells.
const PLITVICE = { slug: 'plitvice-lakes-day-walk', title: 'Plitvice Lakes Day Walk' };
const FLEXIBLE = 'Flexible Date Change';

/** 'March 12, 2027', as the dashboard writes a booking's date (YYYY-MM-DD). */
const dashboardDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

/** The signed-in member's headers for the gateway: the anon key and their access token. */
async function memberHeaders(page: Page) {
  const { anonKey } = (await (await page.request.get('/config.json')).json()) as {
    anonKey: string;
  };
  const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  const { access_token: token } = JSON.parse(stored ?? '{}') as { access_token?: string };
  expect(token, 'a session in the page').toBeTruthy();
  return { apikey: anonKey, authorization: `Bearer ${token}` };
}

/**
 * Tops the member's wallet up with exactly the booking's price, then books the tour's first
 * listed date (or `date`) for one traveler, with the Flexible Date Change add-on or without: as
 * the booking panel does, over the functions. Gives the booked date.
 */
async function bookOverApi(
  page: Page,
  withFlexible: boolean,
  { slug = ARDENNES.slug, date }: { slug?: string; date?: string } = {},
) {
  const headers = await memberHeaders(page);
  const tours = await page.request.get(
    `/rest/v1/tours?slug=eq.${slug}&select=id,price_eur,available_dates`,
    { headers },
  );
  expect(tours.ok(), await tours.text()).toBe(true);
  const [tour] = (await tours.json()) as {
    id: string;
    price_eur: number;
    available_dates: string[];
  }[];
  const addons = await page.request.get(`/rest/v1/rpc/tour_addons?p_tour_id=${tour!.id}`, {
    headers,
  });
  const flexible = (
    (await addons.json()) as { id: string; title: string; price_eur: number }[]
  ).find((addon) => addon.title === FLEXIBLE);
  expect(flexible, 'the tour sells the Flexible Date Change').toBeDefined();
  const addOnsTotal = withFlexible ? Number(flexible!.price_eur) : 0;
  const price = Number(tour!.price_eur);
  const call = async (name: string, data: Record<string, unknown>) => {
    const answer = await page.request.post(`/functions/v1/${name}`, {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data,
    });
    expect(answer.ok(), `${name}: ${await answer.text()}`).toBe(true);
  };
  await call('wallet-topup', { amount_eur: price + addOnsTotal, kind: 'custom' });
  const startDate = date ?? tour!.available_dates[0]!;
  await call('process-booking', {
    tourId: tour!.id,
    startDate,
    travelers: 1,
    addOnIds: withFlexible ? [flexible!.id] : [],
    baseTotalEUR: price,
    addOnsTotalEUR: addOnsTotal,
    grandTotalEUR: price + addOnsTotal,
  });
  return startDate;
}

/** The dashboard's upcoming booking of a tour. */
function upcomingBooking(page: Page, title = ARDENNES.title) {
  return page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('listitem')
    .filter({ hasText: title });
}

/** The dashboard's upcoming booking of the tour, with its Change date dialog opened. */
async function openChangeDate(page: Page) {
  await page.goto('/dashboard?tab=bookings');
  const booking = upcomingBooking(page);
  await booking.getByRole('button', { name: /^Change date/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the date' });
  await expect(dialog).toBeVisible();
  // 'Keep current date' has the focus: Enter never spends money by accident.
  await expect(dialog.getByRole('button', { name: 'Keep current date' })).toBeFocused();
  return { booking, dialog };
}

/** Chooses the first date offered in the dialog; gives it. */
async function chooseNewDate(dialog: ReturnType<Page['getByRole']>, bookedDate: string) {
  const field = dialog.getByLabel('New date');
  await field.selectOption({ index: 1 });
  const date = await field.inputValue();
  expect(date).not.toBe(bookedDate);
  return date;
}

const figure = (dialog: ReturnType<Page['getByRole']>, term: string) =>
  dialog.locator('dt', { hasText: term }).locator('+ dd');

for (const [tag, device] of [
  ['', 'desktop'],
  [' @phone', 'phone'],
] as const) {
  test(`a member moves a booking with the Flexible Date Change to another date, free${tag}`, async ({
    page,
  }) => {
    await newMemberSession(page);
    const bookedDate = await bookOverApi(page, true);

    // The terms are stated where the policy is.
    await page.goto(`/tours/${ARDENNES.slug}`);
    await expect(page.getByText(dateChangeSentence())).toBeVisible();

    const { booking, dialog } = await openChangeDate(page);
    await expect(
      dialog.getByText(`${ARDENNES.title}, ${dashboardDate(bookedDate)}, 1 traveler.`),
    ).toBeVisible();
    // The tour's other dates are offered, not the booking's own.
    await expect(dialog.getByRole('option', { name: /seats left/ }).first()).toBeAttached();
    await expect(
      dialog.getByRole('option', { name: new RegExp(tourDate(bookedDate)) }),
    ).toHaveCount(0);
    const newDate = await chooseNewDate(dialog, bookedDate);
    await expect(figure(dialog, 'Change fee')).toHaveText('Free with your Flexible Date Change');
    await expect(figure(dialog, 'Price difference')).toHaveText('€0.00');
    await expect(figure(dialog, 'To pay from your wallet')).toHaveText('€0.00');
    await expectNoSeriousAxeViolations(page);
    await reviewScreenshot(page, `date-change-dialog-${device}`);

    await dialog.getByRole('button', { name: 'Confirm new date' }).click();
    await expect(toast(page, 'Date changed')).toContainText(
      `Your trip now starts on ${dashboardDate(newDate)}.`,
    );
    await expect(dialog).toBeHidden();
    await expect(booking.getByText(dashboardDate(newDate))).toBeVisible();
    await expect(booking.getByText(`Moved from ${dashboardDate(bookedDate)}`)).toBeVisible();
    await reviewScreenshot(page, `date-change-moved-${device}`);
  });

  test(`a member without the add-on is told the wallet is short of the fee, tops up and moves${tag}`, async ({
    page,
  }) => {
    await newMemberSession(page);
    const bookedDate = await bookOverApi(page, false);

    const { booking, dialog } = await openChangeDate(page);
    const newDate = await chooseNewDate(dialog, bookedDate);
    await expect(figure(dialog, 'Change fee')).toHaveText('€40.00');
    await expect(figure(dialog, 'To pay from your wallet')).toHaveText('€40.00');
    // The wallet is empty: the refusal is said in words, with the way to top up.
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('Your wallet is €40.00 short of this change.');
    await expect(dialog.getByRole('button', { name: 'Confirm new date' })).toBeDisabled();
    await reviewScreenshot(page, `date-change-short-${device}`);

    await refusal.getByRole('link', { name: 'Top up your wallet' }).click();
    await expect(page).toHaveURL(/tab=wallet/);
    const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
    await wallet.getByRole('button', { name: 'Top up €50.00' }).click();
    await expect(toast(page, 'Transaction Successful')).toBeVisible();
    await expect(wallet.getByTestId('wallet-balance')).toHaveText('€50.00');

    const again = await openChangeDate(page);
    await again.dialog.getByLabel('New date').selectOption(newDate);
    await expect(figure(again.dialog, 'To pay from your wallet')).toHaveText('€40.00');
    await again.dialog.getByRole('button', { name: 'Confirm new date' }).click();
    await expect(toast(page, 'Date changed')).toContainText('€40.00 was paid from your wallet.');
    await expect(again.booking.getByText(`Moved from ${dashboardDate(bookedDate)}`)).toBeVisible();
    await expect(booking.getByText(dashboardDate(newDate))).toBeVisible();
  });

  test(`a booking within 7 days of its start says its date no longer changes${tag}`, async ({
    page,
  }) => {
    await newMemberSession(page);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await bookOverApi(page, true, { slug: PLITVICE.slug, date: inThreeDays });
    await page.goto('/dashboard?tab=bookings');
    const booking = upcomingBooking(page, PLITVICE.title);
    await expect(booking.getByText('Date changes close 7 days before the start')).toBeVisible();
    await expect(booking.getByRole('button', { name: /^Change date/ })).toHaveCount(0);
    await expect(booking.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await reviewScreenshot(page, `date-change-closed-${device}`);
  });

  test(`a date changed meanwhile in another tab is refused in words${tag}`, async ({ page }) => {
    await newMemberSession(page);
    const bookedDate = await bookOverApi(page, true);
    const { dialog } = await openChangeDate(page);
    const newDate = await chooseNewDate(dialog, bookedDate);
    await expect(figure(dialog, 'To pay from your wallet')).toHaveText('€0.00');

    // Another tab moves the booking to that date first.
    const headers = await memberHeaders(page);
    const rows = await page.request.get('/rest/v1/bookings?select=id', { headers });
    const [booked] = (await rows.json()) as { id: string }[];
    const moved = await page.request.post('/functions/v1/change-booking-date', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: { bookingId: booked!.id, startDate: newDate },
    });
    expect(moved.ok(), await moved.text()).toBe(true);

    await dialog.getByRole('button', { name: 'Confirm new date' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This is already the date of your booking.');
    // No figures stand next to a refusal: the change they priced will not happen.
    await expect(figure(dialog, 'Change fee')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Confirm new date' })).toBeDisabled();
    await reviewScreenshot(page, `date-change-refused-${device}`);
  });
}
