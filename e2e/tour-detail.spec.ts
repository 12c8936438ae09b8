import { dateChangeSentence } from '@app/domain/date-change-terms';
import { countryTimeZone, firstDateOnSale } from '@app/domain/departure-sales';
import { expectNoSeriousAxeViolations } from './axe.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

test.describe.configure({ timeout: 60_000 });

const SWISS = { slug: 'swiss-alpine-rail-circle', title: 'Swiss Alpine Rail Circle' };

/** Reads tours straight from the data API, as a visitor's browser would. */
async function findTours(request: APIRequestContext, filter: string) {
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const response = await request.get(
    `/rest/v1/tours?select=id,slug,title,country&order=title&${filter}`,
    {
      headers: { apikey: config.anonKey },
    },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; slug: string; title: string; country: string }[];
}

function bookingPanel(page: Page) {
  return page.getByRole('region', { name: 'Book this tour' });
}

function total(page: Page) {
  return bookingPanel(page)
    .locator('dt', { hasText: /^Total$/ })
    .locator('+ dd');
}

test('a tour opens from the list and shows its itinerary and add-ons with scope labels', async ({
  page,
}) => {
  await page.goto('/tours?search=alpine%20rail');
  const card = page.getByRole('article').filter({ hasText: SWISS.title });
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/${SWISS.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: SWISS.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Tours' })).toHaveAttribute('href', '/tours');

  const itinerary = page.getByRole('region', { name: 'Daily Itinerary' });
  await expect(itinerary.getByRole('listitem')).toHaveCount(7);
  await expect(itinerary.getByText('Day 7')).toBeVisible();

  const addons = page.getByRole('region', { name: 'Add-ons' });
  await expect(addons.getByText('All Tours').first()).toBeVisible();
  await expect(addons.getByText('No-Flight Europe Tours').first()).toBeVisible();
  const panorama = addons
    .getByRole('listitem')
    .filter({ hasText: 'Panorama Car Seat Reservation' });
  await expect(panorama.getByText('This Tour')).toBeVisible();
  // Add-ons of other categories and other tours are not offered.
  await expect(addons.getByText('Wine Pairing Upgrade')).toHaveCount(0);
  await expect(addons.getByText('E-Bike Upgrade')).toHaveCount(0);
});

test('travelers stay within 1 to 12 and the totals follow travelers and add-ons', async ({
  page,
}) => {
  await page.goto(`/tours/${SWISS.slug}`);
  const panel = bookingPanel(page);
  const decrease = panel.getByRole('button', { name: 'Decrease travelers' });
  const increase = panel.getByRole('button', { name: 'Increase travelers' });
  const count = panel.locator('output');
  await expect(panel.getByText('1-12 travelers allowed')).toBeVisible();
  await expect(count).toHaveText('1 traveler');
  await expect(total(page)).toHaveText('€1,890.00');

  // At a bound the button stays focusable (aria-disabled), and pressing it changes nothing.
  await expect(decrease).toHaveAttribute('aria-disabled', 'true');
  await decrease.click({ force: true });
  await expect(count).toHaveText('1 traveler');

  for (let i = 0; i < 11; i++) await increase.click();
  await expect(count).toHaveText('12 travelers');
  await expect(increase).toHaveAttribute('aria-disabled', 'true');
  await increase.click({ force: true });
  await expect(count).toHaveText('12 travelers');
  await expect(total(page)).toHaveText('€22,680.00');

  await decrease.click();
  await expect(count).toHaveText('11 travelers');
  await expect(total(page)).toHaveText('€20,790.00');

  await panel.getByRole('checkbox', { name: /Carbon Removal Contribution/ }).check();
  await panel.getByRole('checkbox', { name: /Travel Insurance Plus/ }).check();
  // (12.00 + 39.90) per person × 11 travelers = 570.90
  await expect(panel.getByText('Add-ons (€51.90 × 11 travelers)')).toBeVisible();
  await expect(total(page)).toHaveText('€21,360.90');

  await panel.getByRole('checkbox', { name: /Travel Insurance Plus/ }).uncheck();
  await expect(total(page)).toHaveText('€20,922.00');
});

test('a visitor pressing Book with a date is asked to sign in', async ({ page }) => {
  await page.goto(`/tours/${SWISS.slug}`);
  const panel = bookingPanel(page);
  const book = panel.getByRole('button', { name: 'Book Now' });
  await expect(book).toBeDisabled();

  const date = panel.getByLabel('Tour date');
  const options = date.locator('option');
  expect(await options.count()).toBeGreaterThan(1);
  await date.selectOption({ index: 1 });
  await expect(book).toBeEnabled();
  await book.click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please sign in to book a tour.')).toBeVisible();
});

test('a tour without departures offers a free date input from its first day on sale', async ({
  page,
  request,
}) => {
  const [tour] = await findTours(request, 'available_dates=eq.%7B%7D&limit=1');
  // The page's clock is fixed, so the first day it offers is known whatever the hour: read at
  // once from the real clock, the expectation differed from the page's across the tour's midnight.
  const at = new Date('2026-12-01T22:24:00Z');
  await page.clock.setFixedTime(at);
  await page.goto(`/tours/${tour!.slug}`);
  const date = bookingPanel(page).getByLabel('Tour date');
  await expect(date).toHaveAttribute('type', 'date');
  // A tour stops selling when its start day begins in its own country: tomorrow there.
  const firstDay = firstDateOnSale(countryTimeZone(tour!.country), false, at);
  await expect(date).toHaveAttribute('min', firstDay);
  await date.fill('2020-01-01');
  await expect(date).toHaveAccessibleDescription('Please choose a date from today on.');
  await expect(bookingPanel(page).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await date.fill(firstDay);
  await expect(bookingPanel(page).getByRole('button', { name: 'Book Now' })).toBeEnabled();
});

test('a tour without its own lists shows the default highlights, itinerary and inclusions', async ({
  page,
}) => {
  // A 2-day demo tour stored without highlights, itinerary or inclusions.
  await page.goto('/tours/lyon-gastronomy-weekend');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lyon Gastronomy Weekend' }),
  ).toBeVisible();
  const itinerary = page.getByRole('region', { name: 'Daily Itinerary' });
  await expect(itinerary.getByRole('listitem')).toHaveCount(3);
  await expect(itinerary.getByText('Arrival and welcome')).toBeVisible();
  await expect(itinerary.getByText('Farewell and journey home')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Highlights' }).getByRole('listitem').first(),
  ).toBeVisible();
  const inclusions = page.getByRole('region', { name: 'Price and Inclusions' });
  await expect(inclusions.getByText('Travel insurance')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Add-ons' }).getByText('Gastronomy Tours').first(),
  ).toBeVisible();
});

test('a gallery thumbnail opens the lightbox, which steps with the arrows and gives focus back', async ({
  page,
}) => {
  await page.goto(`/tours/${SWISS.slug}`);
  const gallery = page.getByRole('list', { name: 'Gallery' });
  const thumbnails = gallery.getByRole('button');
  await expect(thumbnails.first()).toBeVisible();
  const total = await thumbnails.count();
  expect(total).toBeGreaterThan(1);

  const second = gallery.getByRole('button', { name: `Open photo 2 of ${total} full screen` });
  await second.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: SWISS.title });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`${3 > total ? 1 : 3} / ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`1 / ${total}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(second).toBeFocused();

  await gallery.getByRole('button', { name: `Open photo 1 of ${total} full screen` }).click();
  await expect(lightbox.getByText(`1 / ${total}`)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Close gallery' }).click();
  await expect(lightbox).toBeHidden();
});

test('a tour opens by its id as well as by its slug', async ({ page, request }) => {
  const [tour] = await findTours(request, `slug=eq.${SWISS.slug}`);
  expect((await page.goto(`/tours/${tour!.id}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: SWISS.title })).toBeVisible();
});

test('an unknown tour shows Tour not found with a way back to the list', async ({ page }) => {
  // Answered 404, so search engines do not index a "not found" page as a tour.
  expect((await page.goto('/tours/no-such-tour-anywhere'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour not found' })).toBeVisible();
  await expect(
    page.getByText("The tour you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Browse Tours' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eco-Friendly Tours' })).toBeVisible();
});

test('the tour detail page has no serious accessibility violations', async ({ page }) => {
  await page.goto(`/tours/${SWISS.slug}`);
  await expect(
    page.getByRole('region', { name: 'Add-ons' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the tour detail page fits a phone screen @phone', async ({ page }) => {
  await page.goto(`/tours/${SWISS.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SWISS.title })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone a booking bar leads to the booking panel and covers nothing @phone', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/tours/${SWISS.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SWISS.title })).toBeVisible();
  const panel = bookingPanel(page);
  const bar = page.getByRole('region', { name: 'Booking summary' });
  await expect(bar).toBeInViewport();
  await expect(bar.getByText('€1,890 per person')).toBeVisible();
  await expect(bar.getByText('Total €1,890.00')).toBeVisible();
  await expect(panel).not.toBeInViewport();

  // The bar's button brings the panel into view, where the keyboard carries on.
  await bar.getByRole('button', { name: 'Choose a date' }).click();
  await expect(panel.getByLabel('Tour date')).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('Tour date')).toBeFocused();
  // Beside the panel the bar has nothing to add, and it must not hide the panel's Book Now.
  await expect(bar).toBeHidden();
  await panel.getByLabel('Tour date').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Increase travelers' }).click();
  await panel.getByRole('checkbox', { name: /Carbon Removal Contribution/ }).check();

  // Back up the page the bar shows the choices, and the back-to-top button floats clear of it.
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(bar).toBeInViewport();
  await expect(bar.getByText('Total €3,804.00')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Review and book' })).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  const arrow = (await backToTop.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(arrow.y + arrow.height).toBeLessThanOrEqual(barBox.y);

  // At the end of the page the footer is not covered.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeInViewport();
  if (await bar.isVisible()) {
    const endBox = (await bar.boundingBox())!;
    expect(endBox.y + endBox.height).toBeLessThanOrEqual((await footer.boundingBox())!.y + 1);
  }
});

test("a tour's cancellation terms are the Delivery & Refund Policy's tiers and date change terms, word for word", async ({
  page,
  request,
}) => {
  const tiers = [
    'More than 14 days before the tour: full refund',
    '7 to 14 days before the tour: partial refund of 50%',
    'Fewer than 7 days before the tour: no refund',
  ];
  await page.goto('/delivery-refund');
  const policy = page.getByRole('listitem').filter({ hasText: /days before the tour:/ });
  await expect(policy).toHaveText(tiers.map((tier) => `${tier}.`));
  const dateChange = dateChangeSentence();
  expect(dateChange).toContain('more than 7 days before it starts');
  await expect(page.locator('#main').getByText(dateChange)).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.locator('#main').getByText(dateChange)).toBeVisible();

  // A cheap tour and a rail tour: their own notes used to give other tiers.
  const [cheap] = await findTours(request, 'price_eur=lt.600&limit=1');
  const [rail] = await findTours(
    request,
    'category=eq.no-flight-europe&transport=eq.train&limit=1',
  );
  for (const tour of [cheap!, rail!]) {
    await page.goto(`/tours/${tour.slug}`);
    const terms = page.locator('dt', { hasText: 'Cancellation policy' }).locator('+ dd');
    await expect(terms.getByRole('listitem')).toHaveText(tiers);
    await expect(terms).toContainText(
      'A refund goes back to your EcoTours wallet the moment the booking is cancelled.',
    );
    await expect(terms).toContainText(dateChange);
    await expect(terms).not.toContainText(/48 hours|13 to 3 days|45 days|44 to 15/);
    await expect(terms.getByRole('link', { name: 'Delivery & Refund Policy' })).toHaveAttribute(
      'href',
      '/delivery-refund',
    );
  }
  await page.locator('dt', { hasText: 'Cancellation policy' }).scrollIntoViewIfNeeded();
  await reviewScreenshot(page, 'tour-cancellation-terms');
});
