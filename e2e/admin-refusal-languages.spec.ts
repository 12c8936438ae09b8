import { bookAsAdmin, createTestTour, deleteTours } from './admin-api.js';
import { expect, test } from './fixtures.js';
import { holdRequests } from './held-requests.js';
import { blankFirstGermanTitle } from './refused-translation.js';
import { reviewScreenshot } from './review-screenshots.js';

// A refusal of the database on a German admin page (issue 48): it is said from its machine code
// and figures, in German, and no English sentence of the server shows. The error texts load when
// the browser is idle; a busy browser may not be yet, so each test holds them until the refusal
// has come: the refusal must wait for them, not be said in a generic sentence.
const ERROR_TEXTS = '**/assets/error-catalogue-*.js';

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
  const releaseErrorTexts = await holdRequests(page, ERROR_TEXTS);
  await page.goto(`/de/admin?edit=${tour.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour-Verwaltung' })).toBeVisible();
  await page.getByRole('button', { name: 'Tour löschen' }).click();
  const dialog = page.getByRole('dialog', { name: `${tour.title} löschen?` });
  const refused = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.status() >= 400,
  );
  await dialog.getByRole('button', { name: 'Tour löschen' }).click();
  await refused;
  releaseErrorTexts();
  const refusal = page.locator('[data-sonner-toast]', {
    hasText: 'Tour konnte nicht gelöscht werden',
  });
  await expect(refusal).toContainText(
    `„${tour.title}“ hat 1 bezahlte Buchung und kann nicht gelöscht werden.`,
  );
  await expect(refusal).not.toContainText('cannot be deleted');
  await reviewScreenshot(refusal, 'delete-refused-de');
});

test('a German admin is told in German which limit a translation broke', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Flussradeln');
  const refused = await blankFirstGermanTitle(page);
  const releaseErrorTexts = await holdRequests(page, ERROR_TEXTS);
  try {
    await page.goto(`/de/admin?edit=${tour.id}`);
    const languages = page.getByRole('group', { name: 'Sprache der Texte' });
    await languages.getByRole('button', { name: /^Deutsch/ }).click();
    const german = page.getByRole('region', { name: 'Texte: Deutsch' });
    await german.getByRole('textbox', { name: 'Titel · Deutsch' }).fill('Radeln am Fluss');
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() >= 400,
    );
    await page.getByRole('button', { name: 'Tour speichern' }).click();
    await answered;
    releaseErrorTexts();
    await expect(german.getByRole('alert')).toHaveText(
      'Nicht gespeichert: Das Feld „Titel“ wurde abgelehnt. ' +
        'Dieser Text darf nicht leer sein und höchstens 200 Zeichen haben.',
    );
    await expect(german.getByRole('textbox', { name: 'Titel · Deutsch' })).toBeFocused();
    await expect(page.getByText(/Translation de\.title|characters/)).toHaveCount(0);
    expect(refused()).toBe(1);
  } finally {
    await deleteTours(request, [tour.slug]);
  }
});
