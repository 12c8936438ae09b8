import type { Page, Response } from '@playwright/test';
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

const VIENNA_ID = 2761369;

/** The public page's own read of its row (PostgREST), as the page receives it. */
async function pageRead(page: Page, table: string, open: () => Promise<unknown>) {
  const answer = page.waitForResponse(
    (response: Response) =>
      response.url().includes(`/rest/v1/${table}?`) &&
      response.url().includes('meeting_lat') &&
      response.request().method() === 'GET',
  );
  await open();
  const body: unknown = await (await answer).json();
  return Array.isArray(body) ? body[0] : body;
}

test('an admin sets where a tour meets and the places of its days, and its page reads them', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Places', { country: 'Austria' });
  await setTestStartPlace(request, 'tours', tour.id, VIENNA_ID);
  try {
    await page.goto(`/admin?edit=${tour.id}`);
    const section = page.getByRole('region', { name: 'Places on the map' });
    await expect(section.getByText('No meeting point on the map yet.')).toBeVisible();
    await expect(
      section.getByText('No route places yet: the tour page shows only where it starts.'),
    ).toBeVisible();

    await pickPlace(page, 'Meeting point on the map', 'Wien', 'Wien (Vienna), AT');
    await expect(section.getByText('Meets near Vienna, AT (48.20849, 16.37208)')).toBeVisible();
    // Fine-tuned with the keyboard: the pin moves north, off the gazetteer's point.
    const pin = section.getByRole('button', { name: /^Meeting point: pin at / });
    await expect(pin).toHaveAccessibleName('Meeting point: pin at 48.20849, 16.37208');
    await pin.press('Shift+ArrowUp');
    await expect(pin).not.toHaveAccessibleName('Meeting point: pin at 48.20849, 16.37208');
    const [, pinLat, pinLng] = /pin at ([\d.]+), ([\d.]+)$/.exec(
      (await pin.getAttribute('aria-label')) ?? '',
    )!;
    expect(Number(pinLat)).toBeGreaterThan(48.20849);
    expect(Number(pinLng)).toBeCloseTo(16.37208, 3);
    await expect(section.getByText(`Meets near Vienna, AT (${pinLat}, ${pinLng})`)).toBeVisible();

    // Vienna on day 1, Linz and Salzburg on day 2, then Salzburg moved before Linz.
    await pickPlace(page, 'Add a route place', 'Wien', 'Wien (Vienna), AT');
    await section.getByLabel('Day', { exact: true }).selectOption('2');
    await pickPlace(page, 'Add a route place', 'Linz', 'Linz, AT');
    await pickPlace(page, 'Add a route place', 'Salzburg', 'Salzburg, AT');
    const places = section.getByRole('listitem');
    await expect(places).toContainText(['Vienna, AT', 'Linz, AT', 'Salzburg, AT']);
    await expect(section.getByRole('button', { name: 'Move Vienna, AT down' })).toBeDisabled();
    await section.getByRole('button', { name: 'Move Salzburg, AT up' }).click();
    await expect(places).toContainText(['Vienna, AT', 'Salzburg, AT', 'Linz, AT']);
    await section.getByRole('button', { name: 'Remove Salzburg, AT from the route' }).click();
    await expect(places).toContainText(['Vienna, AT', 'Linz, AT']);
    await pickPlace(page, 'End place', 'Salzburg', 'Salzburg, AT');
    await expect(section.getByText('Ends in Salzburg, AT')).toBeVisible();
    await page.getByLabel('Meeting point', { exact: true }).fill('Wien Hauptbahnhof, main hall');
    await reviewScreenshot(section, 'places-desktop');
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(page.getByText('Tour updated successfully')).toBeVisible();

    // Editing again shows what was saved.
    await page.goto(`/admin?edit=${tour.id}`);
    await expect(section.getByText(`Meets at ${pinLat}, ${pinLng}`)).toBeVisible();
    await expect(section.getByRole('listitem')).toContainText(['Vienna, AT', 'Linz, AT']);
    await expect(section.getByLabel('Day of Linz, AT')).toHaveValue('2');
    await expect(section.getByText('Ends in Salzburg, AT')).toBeVisible();

    // Shortened to one day with its route in one save: the shorter route is saved first, so the
    // database's rule (a route ends within the tour, migration 0075) holds at every step.
    await section.getByRole('button', { name: 'Remove Linz, AT from the route' }).click();
    await page.getByLabel('Duration (days)').fill('1');
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(page.getByText('Tour updated successfully')).toBeVisible();

    const row = await pageRead(page, 'tours', () => page.goto(`/tours/${tour.slug}`));
    expect(row).toMatchObject({
      meeting_lat: Number(pinLat),
      meeting_lng: Number(pinLng),
      route: [{ day: 1, name: 'Vienna', country: 'AT' }],
      end_place_name: 'Salzburg',
    });
    await expect(page.getByText('Wien Hauptbahnhof, main hall')).toBeVisible();
  } finally {
    await deleteTours(request, [tour.slug]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("an admin sets a micro-tour's meeting point, and one far from its start is refused", async ({
    page,
    request,
  }) => {
    const walk = await createTestMicroTour(request, 'Places Walk');
    await setTestStartPlace(request, 'micro_tours', walk.id, VIENNA_ID);
    try {
      await page.goto(`/admin?tab=micro-tours&q=${encodeURIComponent(walk.title)}`);
      const panel = page.getByRole('tabpanel', { name: 'Micro-Tours' });
      await panel.getByRole('button', { name: `Edit ${walk.title}` }).click();
      const section = panel.getByRole('region', { name: 'Places on the map' });
      await pickPlace(page, 'Meeting point on the map', 'Wien', 'Wien (Vienna), AT');
      await expect(section.getByText('Meets near Vienna, AT (48.20849, 16.37208)')).toBeVisible();
      // Dragged with a finger (a pointer): the pin follows it south-east.
      const pin = section.getByRole('button', { name: /^Meeting point: pin at / });
      await pin.scrollIntoViewIfNeeded();
      const box = (await pin.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 5 });
      await page.mouse.up();
      await expect(pin).not.toHaveAccessibleName('Meeting point: pin at 48.20849, 16.37208');
      const [, pinLat, pinLng] = /pin at ([\d.]+), ([\d.]+)$/.exec(
        (await pin.getAttribute('aria-label')) ?? '',
      )!;
      expect(Number(pinLat)).toBeLessThan(48.20849);
      expect(Number(pinLng)).toBeGreaterThan(16.37208);
      await section.scrollIntoViewIfNeeded();
      await reviewScreenshot(page, 'places-phone');
      await panel.getByRole('button', { name: 'Update Micro-Tour' }).click();
      await expect(page.getByText('Micro-tour updated successfully')).toBeVisible();

      const row = await pageRead(page, 'micro_tours', () => page.goto(`/micro-tours/${walk.slug}`));
      expect(row).toMatchObject({ meeting_lat: Number(pinLat), meeting_lng: Number(pinLng) });

      // A meeting point too far from the start is refused with the server's words.
      await page.goto(`/admin?tab=micro-tours&q=${encodeURIComponent(walk.title)}`);
      await panel.getByRole('button', { name: `Edit ${walk.title}` }).click();
      await pickPlace(page, 'Meeting point on the map', 'Linz', 'Linz, AT');
      await panel.getByRole('button', { name: 'Update Micro-Tour' }).click();
      await expect(
        page.getByText('The meeting point must be within 50 km of the start place.'),
      ).toBeVisible();
    } finally {
      await deleteTestMicroTour(request, walk.id);
    }
  });
});
