import { countryTimeZone, dateIn, firstDateOnSale } from '@app/domain/departure-sales';
import { expectNoSeriousAxeViolations } from './axe.js';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.js';

type SeededMicroTour = {
  id: string;
  slug: string;
  title: string;
  country: string;
  price_eur: number;
  meeting_point: string;
  whats_included: string[];
  gallery_urls: string[];
};

/**
 * The cheapest micro-tour in France: France has more than seven, and this one is the first of the
 * related-tours query, so the page must drop it from its own list.
 */
async function findSeededMicroTour(request: APIRequestContext): Promise<SeededMicroTour> {
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const response = await request.get(
    '/rest/v1/micro_tours?select=id,slug,title,country,price_eur,meeting_point,whats_included,gallery_urls' +
      '&country=eq.France&order=price_eur.asc,title.asc&limit=1',
    { headers: { apikey: config.anonKey } },
  );
  expect(response.ok()).toBe(true);
  const [tour] = (await response.json()) as SeededMicroTour[];
  if (!tour) throw new Error('the demo catalogue has no micro-tour in France');
  return tour;
}

/** The page's clock: 22:24 UTC, past the start of that day's tours anywhere in Europe. */
const LATE_EVENING = new Date('2026-12-01T22:24:00Z');

/**
 * The checkout's clock: 06:30 UTC, 07:30 in Paris, half an hour after that day's micro-tours
 * there stopped selling (2 hours before their 09:00 start), so the first day on sale is the next.
 * A journey that read the real clock expected today, and failed from that hour on every day.
 */
const AFTER_CLOSING = new Date('2026-12-02T06:30:00Z');

/** The first date the wallet is sent to book at `at`, by the rule the pages share. */
const firstDay = (tour: SeededMicroTour, at = LATE_EVENING) =>
  firstDateOnSale(countryTimeZone(tour.country), true, at);

function euros(amount: number): string {
  return `€${amount.toFixed(2)}`;
}

test('a micro-tour shows its details, booking card and other tours from its country', async ({
  page,
  request,
}) => {
  const tour = await findSeededMicroTour(request);
  await page.clock.setFixedTime(LATE_EVENING);
  await page.goto(`/micro-tours/${tour.slug}`);

  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
  await expect(page).toHaveTitle(`${tour.title} – EcoTours`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Micro Tours' })).toHaveAttribute(
    'href',
    '/micro-tours',
  );
  await expect(page.getByText(tour.meeting_point)).toBeVisible();
  await expect(page.getByRole('heading', { name: "What's included" })).toBeVisible();
  for (const item of tour.whats_included) {
    await expect(page.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
  }

  const booking = page.getByRole('complementary', { name: 'Booking' });
  await expect(booking.getByText('No booking fees')).toBeVisible();
  const book = booking.getByRole('link', { name: 'Book Now – Pay' });
  await expect(book).toHaveAttribute(
    'href',
    `/wallet?tourId=${tour.id}&travelers=1&startDate=${firstDay(tour)}`,
  );
  await booking.getByLabel('Travelers').selectOption('3');
  await expect(book).toHaveAttribute(
    'href',
    `/wallet?tourId=${tour.id}&travelers=3&startDate=${firstDay(tour)}`,
  );
  await expect(booking.getByText(euros(tour.price_eur * 3))).toBeVisible();

  const related = page.getByRole('region', { name: `More tours in ${tour.country}` });
  const cards = related.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.filter({ hasText: tour.title })).toHaveCount(0);
  for (const text of await cards.allInnerTexts()) expect(text).toContain(tour.country);
});

test('a micro-tour opens by its id as well as its slug', async ({ page, request }) => {
  const tour = await findSeededMicroTour(request);
  await page.goto(`/micro-tours/${tour.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
});

test('the lightbox steps through the photos and gives focus back on Escape', async ({
  page,
  request,
}) => {
  const tour = await findSeededMicroTour(request);
  const total = 1 + tour.gallery_urls.length;
  await page.goto(`/micro-tours/${tour.slug}`);

  const opener = page.getByRole('button', { name: `Open photo 1 of ${total} full screen` });
  await opener.click();
  const lightbox = page.getByRole('dialog', { name: tour.title });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`1 / ${total}`)).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`2 / ${total}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next photo' }).click();
  await expect(lightbox.getByText(`3 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`2 / ${total}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Previous photo' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`${total} / ${total}`)).toBeVisible();

  // A swipe to the left shows the next photo (wrapping round to the first).
  const picture = await lightbox.getByRole('img').boundingBox();
  if (!picture) throw new Error('the lightbox shows no picture');
  const y = picture.y + picture.height / 2;
  await page.mouse.move(picture.x + picture.width * 0.75, y);
  await page.mouse.down();
  await page.mouse.move(picture.x + picture.width * 0.25, y, { steps: 5 });
  await page.mouse.up();
  await expect(lightbox.getByText(`1 / ${total}`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
});

test('an unknown micro-tour says so and links back to the list', async ({ page }) => {
  expect((await page.goto('/micro-tours/no-such-micro-tour'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour not found' })).toBeVisible();
  await expect(
    page.getByText("The micro-tour you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Micro Tours' })).toHaveAttribute(
    'href',
    '/micro-tours',
  );
});

for (const form of ['/micro-tours/{id}/checkout', '/checkout/{id}']) {
  test(`the checkout summary at ${form} totals the travelers and goes on to pay from the wallet`, async ({
    page,
    request,
  }) => {
    const tour = await findSeededMicroTour(request);
    await page.clock.setFixedTime(AFTER_CLOSING);
    await page.goto(form.replace('{id}', tour.id));

    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: tour.title })).toBeVisible();
    // The first day still on sale: that day's tour has closed, so the next.
    const startDate = firstDay(tour, AFTER_CLOSING);
    await expect(page.getByLabel('Date')).toHaveValue(startDate);

    const total = page.getByRole('definition').last();
    await expect(total).toHaveText(euros(tour.price_eur));
    await page.getByLabel('Travelers').selectOption('2');
    await expect(total).toHaveText(euros(tour.price_eur * 2));

    // One action, which goes on to pay from the wallet with the date and travelers chosen (a
    // visitor signs in first and comes back to it).
    await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Book & Pay' }).click();
    // The demo micro-tours start at 09:00 every day.
    await expect(page.getByRole('radio', { name: /^09:00/ })).toBeChecked();
    const choice = { tourId: tour.id, travelers: '2', startDate, startTime: '09:00' };
    const wallet = `/wallet?${new URLSearchParams(choice).toString()}`;
    await expect.poll(() => new URL(page.url()).searchParams.get('redirectTo')).toBe(wallet);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}

test('the checkout refuses a date before today and offers no payment with it', async ({
  page,
  request,
}) => {
  const tour = await findSeededMicroTour(request);
  await page.clock.setFixedTime(AFTER_CLOSING);
  await page.goto(`/micro-tours/${tour.id}/checkout`);
  const date = page.getByLabel('Date');
  const firstOnSale = firstDay(tour, AFTER_CLOSING);
  const today = dateIn(countryTimeZone(tour.country), AFTER_CLOSING);
  await expect(date).toHaveAttribute('min', today);
  await date.fill('2020-01-01');
  await expect(date).toHaveAccessibleDescription('Please choose a date from today on.');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Book & Pay' })).toBeDisabled();

  // Today in the tour's country, whose one start time has closed: said so, no payment offered.
  await date.fill(today);
  const times = page.getByRole('group', { name: 'Start time' });
  await expect(times.getByRole('radio', { name: /^09:00/ })).toBeDisabled();
  await expect(times.getByText('Bookings closed')).toBeVisible();
  await expect(
    times.getByText('No start time is on sale on this date. Please choose another date.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book & Pay' })).toBeDisabled();

  await date.fill(firstOnSale);
  await expect(page.getByText('Please choose a date from today on.')).toHaveCount(0);
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Book & Pay' })).toBeVisible();
});

test('a checkout for an unknown tour goes to the micro-tour list', async ({ page }) => {
  for (const path of [
    '/micro-tours/00000000-0000-4000-8000-000000000000/checkout',
    '/checkout/no-such-micro-tour',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/micro-tours$/);
  }
});

test('the micro-tour detail page and its lightbox have no serious accessibility violations', async ({
  page,
  request,
}) => {
  test.slow();
  const tour = await findSeededMicroTour(request);
  await page.goto(`/micro-tours/${tour.slug}`);
  await expect(page.getByRole('region', { name: `More tours in ${tour.country}` })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: /^Open photo/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the checkout page has no serious accessibility violations', async ({ page, request }) => {
  test.slow();
  const tour = await findSeededMicroTour(request);
  await page.goto(`/checkout/${tour.id}`);
  await expect(page.getByRole('heading', { name: tour.title })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('on a phone a checkout bar replaces the booking card and covers nothing @phone', async ({
  page,
  request,
}) => {
  const tour = await findSeededMicroTour(request);
  await page.clock.setFixedTime(LATE_EVENING);
  await page.goto(`/micro-tours/${tour.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();

  const bar = page.getByRole('region', { name: 'Book this tour' });
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('link', { name: 'Book Now – Pay' })).toHaveAttribute(
    'href',
    `/wallet?tourId=${tour.id}&travelers=1&startDate=${firstDay(tour)}`,
  );
  await expect(page.getByRole('complementary', { name: 'Booking' })).toBeHidden();
  await expect(page.getByLabel('Travelers')).toBeHidden();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // At the end of the page the bar rests above the footer instead of covering it.
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeInViewport();
  const barBox = await bar.boundingBox();
  const footerBox = await footer.boundingBox();
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(footerBox!.y + 1);
});
