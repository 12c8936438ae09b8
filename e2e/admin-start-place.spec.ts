import type { Page } from '@playwright/test';
import { computeTripFootprint, type FootprintTransport } from '@app/domain/trip-footprint';
import {
  createTestMicroTour,
  createTestTour,
  deleteTestMicroTour,
  deleteTours,
  setTestStartPlace,
} from './admin-api.js';
import { expect, test } from './fixtures.js';
import { pickPlace } from './gazetteer-pick.js';
import { PHONE } from './phone-pages.js';
import { reviewScreenshot } from './review-screenshots.js';

/** An English reader counts from London until they pick a home (decision 030). */
const LONDON = { lat: 51.50853, lng: -0.12574 };
/** Milan as the gazetteer has it (GeoNames 3173435). */
const MILAN = { lat: 45.46427, lng: 9.18951 };
const VIENNA_ID = 2761369;

/** The line the page must state from London to Milan, by the one domain function. */
function savingFromLondon(transport: FootprintTransport): string {
  const { savedKg } = computeTripFootprint({
    from: LONDON,
    fromCountry: 'GB',
    to: MILAN,
    toCountry: 'IT',
    transport,
  });
  const kg = new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(savedKg);
  return `Saves about ${kg} kg CO₂ compared with flying from London`;
}

/** Types into the start place box and picks the first place the gazetteer offers. */
const pickStart = (page: Page, typed: string, option: string) =>
  pickPlace(page, 'Start place', typed, option);

test('an admin picks where a tour starts from the gazetteer, and its page counts the saving from there', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Start Place');
  try {
    // No start place: no saving line.
    await page.goto(`/tours/${tour.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
    await expect(page.getByTestId('co2-saving')).toHaveCount(0);

    await page.goto(`/admin?edit=${tour.id}`);
    const section = page.getByRole('region', { name: 'CO₂ saving' });
    await expect(section.getByText('No start place yet: no CO₂ saving is shown.')).toBeVisible();
    await pickStart(page, 'Wien', 'Wien (Vienna), AT');
    await expect(section.getByText('Starts in Vienna, AT')).toBeVisible();
    // Another language's name finds the place too: Mailand is Milan.
    await pickStart(page, 'Mailand', 'Mailand (Milan), IT');
    await expect(section.getByText('Starts in Milan, IT')).toBeVisible();
    await expect(section.getByLabel('Transport to the start')).toHaveValue('rail');
    await reviewScreenshot(section, 'start-place-desktop');
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(page.getByText('Tour updated successfully')).toBeVisible();

    await page.goto(`/tours/${tour.slug}`);
    await expect(page.getByTestId('co2-saving')).toContainText(savingFromLondon('rail'));
  } finally {
    await deleteTours(request, [tour.slug]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("an admin changes a micro-tour's start and transport; editing shows the current place", async ({
    page,
    request,
  }) => {
    const microTour = await createTestMicroTour(request, 'Start Place Walk');
    await setTestStartPlace(request, 'micro_tours', microTour.id, VIENNA_ID);
    try {
      await page.goto(`/admin?tab=micro-tours&q=${encodeURIComponent(microTour.title)}`);
      const panel = page.getByRole('tabpanel', { name: 'Micro-Tours' });
      await panel.getByRole('button', { name: `Edit ${microTour.title}` }).click();
      const section = panel.getByRole('region', { name: 'CO₂ saving' });
      await expect(section.getByText('Starts in Vienna, AT')).toBeVisible();
      await section.getByRole('button', { name: 'Clear start place' }).click();
      await expect(section.getByText('No start place yet: no CO₂ saving is shown.')).toBeVisible();

      await pickStart(page, 'Mailand', 'Mailand (Milan), IT');
      await section.getByLabel('Transport to the start').selectOption({ label: 'Coach' });
      await section.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, 'start-place-phone');
      await panel.getByRole('button', { name: 'Update Micro-Tour' }).click();
      await expect(page.getByText('Micro-tour updated successfully')).toBeVisible();

      await page.goto(`/micro-tours/${microTour.slug}`);
      await expect(page.getByTestId('co2-saving').first()).toContainText(savingFromLondon('coach'));
    } finally {
      await deleteTestMicroTour(request, microTour.id);
    }
  });
});
