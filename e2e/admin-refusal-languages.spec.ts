import { bookAsAdmin, createTestTour } from './admin-api.js';
import { expect, test } from './fixtures.js';

// A refusal of the database on a German admin page (issue 48): it is said from its machine code
// and figures, in German, and no English sentence of the server shows.

test('a German admin is told in German why a tour with a paid booking is not deleted', async ({
  page,
  request,
}) => {
  const startDate = `${new Date().getFullYear() + 1}-06-01`;
  // Kept afterwards: its booking stays, as a real one would.
  const tour = await createTestTour(request, 'Gebuchte Testtour', {
    available_dates: [startDate],
  });
  await bookAsAdmin(request, { id: tour.id, price: 250, startDate });
  await page.goto(`/de/admin?edit=${tour.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour-Verwaltung' })).toBeVisible();
  await page.getByRole('button', { name: 'Tour löschen' }).click();
  const dialog = page.getByRole('dialog', { name: `${tour.title} löschen?` });
  await dialog.getByRole('button', { name: 'Tour löschen' }).click();
  const refusal = page.locator('[data-sonner-toast]', {
    hasText: 'Tour konnte nicht gelöscht werden',
  });
  await expect(refusal).toContainText(
    `„${tour.title}“ hat 1 bezahlte Buchung und kann nicht gelöscht werden.`,
  );
  await expect(refusal).not.toContainText('cannot be deleted');
  await refusal.screenshot({ path: test.info().outputPath('delete-refused-de.png') });
});
