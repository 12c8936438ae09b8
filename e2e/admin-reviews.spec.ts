import { randomUUID } from 'node:crypto';
import { newMemberSession } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { devMailboxUrl } from './fixtures.js';
import {
  memberHeaders,
  openListingReviews,
  ratingOf,
  tourToReview,
  tripThatTookPlace,
} from './review-trips.js';
import { reviewScreenshot } from './review-screenshots.js';

// An admin hides a review with a reason (issue 49): the tour's page no longer shows it, the
// rating follows, the author is mailed why; shown again, it is back. The review is a member's,
// written over the API after a trip that took place, on a demo tour of this journey's own.
test.describe.configure({ timeout: 90_000 });

test('an admin hides a review with a reason: the page and the rating follow, the author is told', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const memberPage = await member.newPage();
  const tour = await tourToReview(memberPage, 2);
  const text = `Lovely lakes, but the guide shouted at us ${randomUUID().slice(0, 8)}`;
  let email: string;
  try {
    await memberPage.goto('/');
    email = (await newMemberSession(memberPage)).email;
    const bookingId = await tripThatTookPlace(memberPage, tour);
    const written = await memberPage.request.post('/functions/v1/submit-review', {
      headers: await memberHeaders(memberPage),
      data: { bookingId, rating: 1, text },
    });
    expect(written.ok(), await written.text()).toBe(true);
  } finally {
    await member.close();
  }
  const withReview = await ratingOf(page, tour.id);

  await page.goto('/admin?tab=reviews');
  const review = page.getByRole('listitem').filter({ hasText: text });
  // The member's review is a traveller's; the demo catalogue's say they are the demo's.
  await expect(review.getByText('Demo review')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Demo review' }).first()).toBeVisible();
  await review.getByRole('button', { name: 'Hide…' }).click();
  await review.getByRole('button', { name: 'Hide review' }).click();
  await expect(review.getByRole('alert')).toHaveText(
    'Say why the review is hidden: its author is told.',
  );
  const reason = 'It names the guide and shares no view of the trip.';
  await review.getByLabel('Reason (the author is told)').fill(reason);
  await review.getByRole('button', { name: 'Hide review' }).click();
  await expect(review.getByText(`Hidden: ${reason}`)).toBeVisible();
  await reviewScreenshot(page, 'admin-reviews-hidden');

  // The rating is the mean of the visible reviews again, and the page shows it no more.
  await expect.poll(() => ratingOf(page, tour.id)).not.toBe(withReview);
  const reviews = await openListingReviews(page, `/tours/${tour.slug}`);
  await expect(reviews.getByRole('listitem').first()).toBeVisible();
  await expect(reviews.getByText(text)).toHaveCount(0);

  // The author is told why, in the mail's words.
  await expect
    .poll(async () => {
      const mailbox = await (await page.request.get(devMailboxUrl())).text();
      const mail = mailbox.split('<article>').find((part) => part.includes(`to ${email}`));
      return mail ?? '';
    })
    .toContain(`Your review of ${tour.title} is hidden`);

  // Shown again: back on the page, with the rating it had.
  await page.goto('/admin?tab=reviews');
  await review.getByRole('button', { name: 'Show again' }).click();
  await expect(review.getByRole('button', { name: 'Hide…' })).toBeVisible();
  await expect.poll(() => ratingOf(page, tour.id)).toBe(withReview);
  // The reviews load as their section nears the screen, so the page is scrolled to them again.
  await openListingReviews(page, `/tours/${tour.slug}`);
  await expect(reviews.getByText(text)).toBeVisible();
});
