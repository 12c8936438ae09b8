import type { Page } from '@playwright/test';
import { formatDepartureDate } from '@app/web/departure-dates';
import {
  adminRpc,
  bookMicroTourAsAdmin,
  createTestMicroTour,
  deleteTestMicroTour,
} from './admin-api.js';
import { expectNoSeriousAxeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { FITS, measureSideways } from './phone-pages.js';
import { reviewScreenshot } from './review-screenshots.js';

const EVERY_DAY = ['10:00', '14:00'];
const weeklyTimes = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, EVERY_DAY]),
);

/** A date three weeks ahead, whatever day the journey runs. */
function dateAhead(days = 21): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title }).first();
}

async function openDepartures(page: Page, microTourId: string, title: string, date: string) {
  await page.goto(`/admin?tab=micro-tours&departures=${microTourId}`);
  const screen = page.getByRole('region', { name: `Departures of ${title}` });
  await screen.getByLabel('From').fill(date);
  await expect(screen.getByRole('status')).toHaveCount(0);
  return screen;
}

const cleanUps: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

test('an admin sees a start time’s seats, closes one and cancels the day with a reason: the booking is refunded', async ({
  page,
  request,
}) => {
  // Kept afterwards: its bookings stay, as real ones would.
  const walk = await createTestMicroTour(request, 'Slots Journey Walk', {
    daily_capacity: 4,
    weekly_times: weeklyTimes,
  });
  const date = dateAhead();
  const dateText = formatDepartureDate(date);
  await bookMicroTourAsAdmin(request, {
    id: walk.id,
    price: 10,
    startDate: date,
    startTime: '10:00',
  });

  const screen = await openDepartures(page, walk.id, walk.title, date);
  const day = screen.getByRole('region', { name: dateText });
  const morning = day.getByRole('article', { name: `${dateText} at 10:00` });
  const afternoon = day.getByRole('article', { name: `${dateText} at 14:00` });
  await expect(morning).toContainText('1 of 4 seats taken');
  await expect(morning).toContainText('1 booking');
  await expect(afternoon).toContainText('0 of 4 seats taken');
  await reviewScreenshot(page, 'micro-tour-departures', { fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // A time nobody booked yet closes all the same.
  await afternoon.getByRole('button', { name: `Close ${dateText} at 14:00` }).click();
  await expect(toast(page, 'Start time closed')).toBeVisible();
  await expect(afternoon.getByText('Closed', { exact: true })).toBeVisible();
  await expect(morning.getByText('Open', { exact: true })).toBeVisible();

  await day.getByRole('button', { name: `Cancel day ${dateText}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel every start time on ${dateText}?` });
  await dialog.getByRole('button', { name: 'Cancel the day' }).click();
  // A reason is required: its travellers are told.
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill('Storm warning for the whole day');
  await dialog.getByRole('button', { name: 'Cancel the day' }).click();
  await expect(toast(page, 'Cancelled: 1 booking refunded')).toContainText('€10.00');
  await expect(dialog).toHaveCount(0);
  await expect(morning.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(afternoon.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(morning).toContainText('Storm warning for the whole day');

  await morning.getByRole('button', { name: `Bookings ${dateText} at 10:00` }).click();
  const bookings = page.getByRole('dialog', { name: `Bookings on ${dateText} at 10:00` });
  await expect(bookings).toContainText('Cancelled by us, €10.00 refunded');
  await page.keyboard.press('Escape');
  await expect(
    morning.getByRole('button', { name: `Bookings ${dateText} at 10:00` }),
  ).toBeFocused();

  const slots = (await adminRpc(request, 'admin_micro_tour_slots', {
    p_micro_tour_id: walk.id,
    p_from: date,
    p_days: 1,
  })) as { status: string; seats_taken: number }[];
  expect(slots.map((slot) => [slot.status, slot.seats_taken])).toEqual([
    ['cancelled', 0],
    ['cancelled', 0],
  ]);
});

test('the departures screen fits a phone', async ({ page, request }) => {
  test.skip(test.info().project.name !== 'admin', 'the admin journeys');
  await page.setViewportSize({ width: 390, height: 844 });
  const walk = await createTestMicroTour(request, 'Slots Phone Walk', {
    weekly_times: weeklyTimes,
  });
  cleanUps.push(() => deleteTestMicroTour(request, walk.id));
  const screen = await openDepartures(page, walk.id, walk.title, dateAhead());
  await expect(screen.getByRole('article').first()).toBeVisible();
  expect(await measureSideways(page)).toEqual(FITS);
  await reviewScreenshot(page, 'micro-tour-departures-phone');
  await reviewScreenshot(screen.getByRole('region').first(), 'micro-tour-day-phone');
});

test('an admin takes a micro-tour off sale: its page says so and it sells nothing; then back', async ({
  page,
  request,
}) => {
  const walk = await createTestMicroTour(request, 'Off Sale Walk');
  cleanUps.push(() => deleteTestMicroTour(request, walk.id));
  await page.goto(`/admin?tab=micro-tours&micro=${walk.id}`);
  await page.getByRole('button', { name: 'Take off sale' }).click();
  await expect(toast(page, 'Taken off sale')).toBeVisible();
  await expect(page.getByText('Off sale: hidden from the catalogue')).toBeVisible();
  await page.getByRole('searchbox', { name: /Search micro-tours/ }).fill(walk.title);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: walk.title })
      .getByText('Off sale', { exact: true }),
  ).toBeVisible();

  await page.goto(`/micro-tours/${walk.slug}`);
  await expect(page.getByRole('heading', { name: 'Not on sale at the moment' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Book now|Continue/ })).toHaveCount(0);

  await page.goto(`/admin?tab=micro-tours&micro=${walk.id}`);
  await page.getByRole('button', { name: 'Put back on sale' }).click();
  await expect(toast(page, 'Back on sale')).toBeVisible();
  await page.goto(`/micro-tours/${walk.slug}`);
  await expect(page.getByRole('heading', { name: walk.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not on sale at the moment' })).toHaveCount(0);
});
