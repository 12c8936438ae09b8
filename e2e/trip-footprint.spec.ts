import { computeTripFootprint } from '@app/domain/trip-footprint';
import { newMemberSession } from './account-helpers.js';
import { expect, test } from './fixtures.js';
import { reviewScreenshot } from './review-screenshots.js';

/** Where the Swiss Alpine Rail Circle starts (the demo catalogue: GeoNames Zürich, by train). */
const ZURICH = { lat: 47.36667, lng: 8.55 };

/** The saving the page must state, by the one domain function, whole kilograms. */
function expectedKg(from: { lat: number; lng: number }, fromCountry: string): string {
  const { savedKg } = computeTripFootprint({
    from,
    fromCountry,
    to: ZURICH,
    toCountry: 'CH',
    transport: 'rail',
  });
  return new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(savedKg);
}

// The same journey on a desktop and (tagged @phone, which only the phone project runs) a phone.
for (const tag of ['', ' @phone']) {
  test(`a visitor sees the CO₂ a trip saves against flying, and changes the home city${tag}`, async ({
    page,
  }) => {
    await page.goto('/tours');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByTestId('co2-saving')).toContainText(
      /Saves about [\d,]+ kg CO₂ compared with flying from London/,
    );
    await reviewScreenshot(firstCard, 'tour-card');

    await page.goto('/tours/swiss-alpine-rail-circle');
    const line = page.getByTestId('co2-saving');
    // An English reader counts from London until they pick a city.
    const fromLondon = expectedKg({ lat: 51.50853, lng: -0.12574 }, 'GB');
    await expect(line).toContainText(
      `Saves about ${fromLondon} kg CO₂ compared with flying from London`,
    );

    await line.getByRole('button', { name: 'Change home city' }).click();
    const city = page.getByRole('combobox', { name: 'Your home city' });
    await expect(city).toBeFocused();
    await city.fill('Mailand');
    await expect(page.getByRole('option').first()).toHaveText('Mailand (Milan), IT');
    await city.press('Enter');

    const fromMilan = expectedKg({ lat: 45.46427, lng: 9.18951 }, 'IT');
    await expect(line).toContainText(
      `Saves about ${fromMilan} kg CO₂ compared with flying from Mailand`,
    );
    expect(fromMilan).not.toBe(fromLondon);
    await reviewScreenshot(page, 'tour-page');

    // The choice is kept in the browser: the cards count from Mailand too.
    await page.goto('/tours');
    await expect(page.getByRole('article').first().getByTestId('co2-saving')).toContainText(
      'compared with flying from Mailand',
    );

    await page.goto('/tours/swiss-alpine-rail-circle');
    await line.getByRole('link', { name: 'How we calculate' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How we calculate the CO₂ you save' }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: '0.12576' })).toBeVisible();
  });
}

test("a member's home city is kept on the account, and the dashboard counts the trips from it", async ({
  page,
}) => {
  await newMemberSession(page);
  await page.goto('/tours/swiss-alpine-rail-circle');
  const line = page.getByTestId('co2-saving');
  await line.getByRole('button', { name: 'Change home city' }).click();
  await page.getByRole('combobox', { name: 'Your home city' }).fill('Mailand');
  await page.getByRole('option', { name: 'Mailand (Milan), IT' }).click();
  await expect(line).toContainText('compared with flying from Mailand');

  // Without the browser's copy, the account still knows it.
  await page.evaluate(() => localStorage.removeItem('ecotours.footprint.home'));
  await page.reload();
  await expect(page.getByTestId('co2-saving')).toContainText('compared with flying from Mailand');

  // No trip has taken place yet: the dashboard says 0 (the API tests count real trips).
  await page.goto('/dashboard');
  await expect(page.getByTestId('co2-saved-total')).toHaveText(
    /Your trips so far saved about 0 kg CO₂ compared with flying from Mailand\./,
  );
});
