import { MICRO_TOUR_BOOKING_CLOSE_HOURS } from '@app/domain/db-rules';
import { newMemberSession } from './account-helpers.js';
import {
  createTestMicroTour,
  createTestTour,
  deleteTestMicroTour,
  deleteTours,
} from './admin-api.js';
import { expect, test } from './fixtures.js';
import { tourDate } from './tour-dates.js';

// A departure whose start has passed in its own time zone is not offered. The pages read the
// browser's clock, set here to 22:24 UTC of a day: 23:24 in Budapest, past that day's start.
test.describe.configure({ timeout: 120_000 });

const slugs: string[] = [];
const microTourIds: string[] = [];

test.afterAll(async ({ request }) => {
  await deleteTours(request, slugs).catch(() => undefined);
  for (const id of microTourIds) await deleteTestMicroTour(request, id).catch(() => undefined);
});

/** The most recent 22:24 UTC: the page's clock stays behind the server's, never ahead. */
function lateEvening(): Date {
  const at = new Date();
  at.setUTCHours(22, 24, 0, 0);
  if (at.getTime() > Date.now()) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

const isoDay = (at: Date, days = 0) =>
  new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

test('a Budapest micro-tour booked late in the evening offers the next day, never the day gone by', async ({
  page,
  request,
}) => {
  const tour = await createTestMicroTour(request, 'Budapest Evening Walk', {
    city: 'Budapest',
    country: 'Hungary',
  });
  microTourIds.push(tour.id);
  await newMemberSession(page);
  const now = lateEvening();
  const today = isoDay(now);
  const tomorrow = isoDay(now, 1);
  await page.clock.setFixedTime(now);

  await page.goto(`/micro-tours/${tour.slug}`);
  const startTimes = page.locator('section', {
    has: page.getByRole('heading', { name: 'Start times' }),
  });
  await expect(startTimes).toContainText('Every day: 09:00');
  await expect(startTimes).toContainText(
    `Local time. Bookings close ${MICRO_TOUR_BOOKING_CLOSE_HOURS} hours before the start.`,
  );
  const booking = page.getByRole('complementary', { name: 'Booking' });
  await booking.getByRole('link', { name: 'Book Now – Pay' }).click();

  await expect(page).toHaveURL(`/wallet?tourId=${tour.id}&travelers=1&startDate=${tomorrow}`);
  const pending = page.getByRole('region', { name: 'Pending booking' });
  const date = pending.getByLabel('Tour date');
  await expect(date).toHaveValue(tomorrow);
  await expect(date).toHaveAttribute('min', tomorrow);

  // The day that has begun in Budapest, typed in: refused in words, and Confirm is off.
  await date.fill(today);
  await expect(
    pending.getByText(
      `Bookings close ${MICRO_TOUR_BOOKING_CLOSE_HOURS} hours before the start. Please choose a later date.`,
    ),
  ).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();

  // A link made before the fix, with no date: the wallet takes the first day on sale.
  await page.goto(`/wallet?tourId=${tour.id}&travelers=1`);
  await expect(
    page.getByRole('region', { name: 'Pending booking' }).getByLabel('Tour date'),
  ).toHaveValue(tomorrow);
});

test("a tour's date picker leaves out the date whose day has begun in the tour's country", async ({
  page,
  request,
}) => {
  const now = lateEvening();
  const today = isoDay(now);
  const later = isoDay(now, 30);
  const tour = await createTestTour(request, 'Budapest Started Tour', {
    country: 'Hungary',
    available_dates: [today, later],
  });
  slugs.push(tour.slug);
  await page.clock.setFixedTime(now);

  await page.goto(`/tours/${tour.slug}`);
  const panel = page.getByRole('region', { name: 'Book this tour' });
  const date = panel.getByLabel('Tour date');
  await expect(date.locator('option', { hasText: tourDate(later) })).toHaveCount(1);
  await expect(date.locator('option', { hasText: tourDate(today) })).toHaveCount(0);
});
