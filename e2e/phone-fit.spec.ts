import { pagePaths } from '@app/web/page-paths';
import { newMemberSession } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import {
  FITS,
  measureSideways,
  openVisit,
  PHONE,
  phoneVisits,
  readDemoRows,
  routeMatches,
  sampleRows,
  screenshotForReview,
  type PhoneVisit,
} from './phone-pages.js';
import { fillLeadPhone } from './lead-traveler.js';

// No page may scroll sideways on a 390 px phone, signed in or not. The admin's pages are
// opened by admin-phone-fit.spec.ts, with the admin's session.
test.use({ viewport: PHONE });

test('every route of the router has a phone visit that opens it @phone', () => {
  const visits = phoneVisits(sampleRows);
  const patterns: Record<string, string> = pagePaths;
  for (const name of Object.keys(pagePaths)) {
    expect(
      visits.some((visit) => visit.page === name),
      name,
    ).toBe(true);
  }
  for (const visit of visits) {
    const matched = Object.keys(patterns).filter((name) =>
      routeMatches(patterns[name]!, visit.path),
    );
    // Each visit opens the route it is listed under; the 404's path matches no route.
    expect(matched, visit.path).toEqual(visit.page === 'notFound' ? [] : [visit.page]);
  }
});

const forVisitors = (visits: PhoneVisit[]) => visits.filter((visit) => visit.as === 'visitor');

forVisitors(phoneVisits(sampleRows)).forEach((listed, index) => {
  test(`${listed.path} fits a 390 px phone @phone`, async ({ page, request }) => {
    const visit = forVisitors(phoneVisits(await readDemoRows(request)))[index]!;
    await openVisit(page, visit);
    expect(await measureSideways(page)).toEqual(FITS);
    await screenshotForReview(page, visit);
  });
});

test('signed in with a wallet history, a booking and a pending booking, every member page fits a 390 px phone @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const rows = await readDemoRows(request);
  // The member's wallet and booking are set up on a desktop screen, then every page is read on a phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await newMemberSession(page);
  await page.goto('/dashboard?tab=wallet');
  const wallet = page.getByRole('tabpanel', { name: 'Wallet' });
  await wallet.getByRole('button', { name: 'Top up €50.00' }).click();
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('€50.00');
  // A paid booking for the Bookings tab and a debit for the history.
  await page.goto(`/wallet?tourId=${rows.microTour.id}&travelers=1`);
  await fillLeadPhone(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/);
  await page.setViewportSize(PHONE);

  for (const visit of phoneVisits(rows).filter((visit) => visit.as === 'member')) {
    await openVisit(page, visit);
    expect.soft(await measureSideways(page), visit.path).toEqual(FITS);
    await screenshotForReview(page, visit);
  }
});
