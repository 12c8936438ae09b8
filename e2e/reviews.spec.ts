import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newMemberSession } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import {
  anonKey,
  memberHeaders,
  openListingReviews,
  ratingOf,
  type ReviewedTour,
  tourToReview,
  tripThatTookPlace,
} from './review-trips.js';
import { reviewScreenshot } from './review-screenshots.js';

// Reviews only from travellers who went (issue 49): a member whose trip took place (booked over
// the API, then checked in by staff over the API) reviews it from the dashboard, with the stars
// chosen from the keyboard; the tour's page then shows the review as a verified traveller's and
// the rating follows. Another member is refused. Each journey reviews a tour of its own.
test.describe.configure({ timeout: 90_000 });

async function reviewFromDashboard(page: Page, tour: ReviewedTour, text: string) {
  await page.goto('/dashboard?tab=reviews');
  const trip = page.getByRole('listitem').filter({ hasText: tour.title });
  await expect(trip.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
  // The stars are a radio group: one tab stop, arrows choose.
  await trip.getByRole('radio', { name: '1 out of 5 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(trip.getByRole('radio', { name: '2 out of 5 stars' })).toBeChecked();
  await trip.getByLabel('Your review').fill(text);
  await expect(trip.getByText(`${text.length} of 2,000 characters (at least 20)`)).toBeVisible();
  await trip.getByRole('button', { name: 'Publish review' }).click();
  await expect(trip.getByText('Your review is published.')).toBeVisible();
}

/** The Achievements tab: the first trip's and first review's badges, earned or not yet. */
async function expectAchievements(page: Page, earned: boolean) {
  await page.goto('/dashboard?tab=achievements');
  const badges = page.getByRole('tabpanel').getByRole('listitem');
  await expect(badges).toHaveCount(6);
  for (const name of ['Green Starter', 'Trusted Voice']) {
    const badge = badges.filter({ has: page.getByRole('heading', { name }) });
    if (earned) {
      await expect(badge.getByText(/^Earned on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
      await expect(badge.getByRole('progressbar')).toHaveCount(0);
    } else {
      await expect(badge.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(badge.getByText(/^Earned on/)).toHaveCount(0);
    }
  }
}

async function expectOnTourPage(page: Page, tour: ReviewedTour, text: string, rating: number) {
  const reviews = await openListingReviews(page, `/tours/${tour.slug}`);
  await expect(reviews.getByText('How reviews are checked')).toBeVisible();
  const mine = reviews.getByRole('listitem').filter({ hasText: text });
  await expect(mine.getByText('Verified traveller')).toBeVisible();
  await expect(mine.getByText(/^Travelled in [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(page.getByText(`Rated ${rating.toFixed(1)} out of 5`).first()).toBeVisible();
}

test('a traveller checked in on a trip reviews it; the rating follows, the badges are earned; another member cannot', async ({
  page,
  browser,
}) => {
  const tour = await tourToReview(page, 0);
  await newMemberSession(page);
  await expectAchievements(page, false);
  await page.goto('/dashboard?tab=reviews');
  const bookingId = await tripThatTookPlace(page, tour);
  const before = await ratingOf(page, tour.id);
  const text = `Two stars: slow lunch, great lakes <b>${randomUUID().slice(0, 8)}</b>`;
  await reviewFromDashboard(page, tour, text);
  const after = await ratingOf(page, tour.id);
  // The mean of the visible reviews: the demo travellers' and this one.
  expect(after).not.toBe(before);
  await expectOnTourPage(page, tour, text, after!);
  await reviewScreenshot(page, 'reviews-desktop', { fullPage: true });
  await expectAchievements(page, true);
  await reviewScreenshot(page, 'achievements-desktop', { fullPage: true });

  // Another member: nothing to review on their dashboard, and the booking is refused to them.
  const other = await browser.newPage();
  try {
    await other.goto('/');
    await newMemberSession(other);
    await other.goto('/dashboard?tab=reviews');
    await expect(
      other.getByText('Once a trip has taken place, you can review it here.'),
    ).toBeVisible();
    const refused = await other.request.post('/functions/v1/submit-review', {
      headers: await memberHeaders(other),
      data: { bookingId, rating: 5, text: 'Not my trip, but let me try anyway.' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('review_not_yours');
  } finally {
    await other.close();
  }
});

test('a traveller reviews a trip on a phone, and earns the badges @phone', async ({ page }) => {
  const tour = await tourToReview(page, 1);
  await newMemberSession(page);
  await expectAchievements(page, false);
  await page.goto('/dashboard?tab=reviews');
  await tripThatTookPlace(page, tour);
  const text = `Two stars from my phone, rainy but fine ${randomUUID().slice(0, 8)}`;
  await reviewFromDashboard(page, tour, text);
  await expectOnTourPage(page, tour, text, (await ratingOf(page, tour.id))!);
  await reviewScreenshot(page, 'reviews-phone', { fullPage: true });
  await expectAchievements(page, true);
  await reviewScreenshot(page, 'achievements-phone', { fullPage: true });
});

test("the demo catalogue's reviews say they are the demo's, not a verified traveller's", async ({
  page,
}) => {
  const answer = await page.request.get(
    '/rest/v1/tours?rating=not.is.null&select=slug&order=slug&limit=1',
    { headers: { apikey: await anonKey(page.request) } },
  );
  const [tour] = (await answer.json()) as { slug: string }[];
  const reviews = await openListingReviews(page, `/tours/${tour!.slug}`);
  const demo = reviews.getByRole('listitem').filter({ hasText: 'Demo review' }).first();
  await expect(demo).toBeVisible();
  await expect(demo.getByText('Verified traveller')).toHaveCount(0);
  await reviews.getByText('How reviews are checked').click();
  await expect(
    reviews.getByText(/^Reviews marked ‘Demo review’ belong to this demonstration/),
  ).toBeVisible();
  await reviewScreenshot(reviews, 'demo-reviews');
});
