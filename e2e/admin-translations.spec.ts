import type { APIRequestContext } from '@playwright/test';
import {
  createTestMicroTour,
  createTestTour,
  deleteTestMicroTour,
  deleteTours,
} from './admin-api.js';
import { expect, test } from './fixtures.js';
import { blankFirstGermanTitle } from './refused-translation.js';

// The admin writes a tour and a micro-tour in other languages beside the English (issue 48):
// each language says how many fields it lacks, a language keeps the English limits, the save
// writes the languages with the row, and the admin lists show each language's state.

/** A row's title and translations as anyone reads them through the data API. */
async function readRow(request: APIRequestContext, table: string, id: string) {
  const { anonKey } = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const response = await request.get(`/rest/v1/${table}?id=eq.${id}&select=title,translations`, {
    headers: { apikey: anonKey },
  });
  const [row] = (await response.json()) as { title: string; translations: unknown }[];
  return row;
}

test('an admin writes a tour in German beside the English, and the list shows its languages', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Lake Paddle', {
    short_description: 'Paddle between the islands',
    highlights: ['Sunset on the water'],
  });
  const germanTitle = `Paddeln auf dem See ${tour.id.slice(0, 6)}`;
  try {
    await page.goto(`/admin?edit=${tour.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Tour' })).toBeVisible();
    const languages = page.getByRole('group', { name: 'Language of the texts' });
    // English has a title, a country, a short description and a highlight: four to translate.
    await expect(languages.getByRole('button', { name: 'Deutsch 4 fields missing' })).toBeVisible();
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await languages.getByRole('button', { name: /^Deutsch/ }).click();
    const german = page.getByRole('region', { name: 'Texts in Deutsch' });
    // The English stays beside each field, read-only, as the reference.
    await expect(german.getByText('Paddle between the islands')).toBeVisible();
    await expect(german.getByText('Sunset on the water')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Basic Information' })).toBeHidden();
    await german.getByRole('textbox', { name: 'Title · Deutsch' }).fill(germanTitle);
    await expect(languages.getByRole('button', { name: 'Deutsch 3 fields missing' })).toBeVisible();

    // A language keeps the English field's limit, with the same message; nothing is saved.
    const country = german.getByRole('textbox', { name: 'Country · Deutsch' });
    await country.fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(german.getByText('Country must be at most 100 characters')).toBeVisible();
    expect((await readRow(request, 'tours', tour.id))?.translations).toEqual({});

    await country.fill('Belgien');
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(page.getByText('Tour updated successfully')).toBeVisible();
    await expect(languages.getByRole('button', { name: 'Deutsch 2 fields missing' })).toBeVisible();
    expect(await readRow(request, 'tours', tour.id)).toEqual({
      title: tour.title,
      translations: { de: { title: germanTitle, country: 'Belgien' } },
    });

    // The form reads the saved languages back.
    await page.reload();
    await languages.getByRole('button', { name: /^Deutsch/ }).click();
    await expect(german.getByRole('textbox', { name: 'Title · Deutsch' })).toHaveValue(germanTitle);
    await languages.getByRole('button', { name: 'English' }).click();
    await expect(
      page.getByRole('region', { name: 'Basic Information' }).getByRole('textbox', {
        name: 'Title',
      }),
    ).toHaveValue(tour.title);

    // The tours list (Images Manager) names each language's state.
    await page.goto(`/admin?tab=images&q=${encodeURIComponent(tour.title)}`);
    const card = page.getByRole('tabpanel', { name: 'Images Manager' }).getByRole('button', {
      name: tour.title,
    });
    const chips = card.getByRole('list', { name: 'Translations' }).getByRole('listitem');
    await expect(chips).toHaveText([
      /Deutsch: 2 of 4 fields missing/,
      /Français: not translated/,
      /Español: not translated/,
      /Italiano: not translated/,
    ]);
  } finally {
    await deleteTours(request, [tour.slug]);
  }
});

test('an admin writes a micro-tour in French from the micro-tours list', async ({
  page,
  request,
}) => {
  const micro = await createTestMicroTour(request, 'Canal Walk');
  const frenchTitle = `Balade des canaux ${micro.id.slice(0, 6)}`;
  try {
    await page.goto(`/admin?tab=micro-tours&q=${encodeURIComponent(micro.title)}`);
    const panel = page.getByRole('tabpanel', { name: 'Micro-Tours' });
    const row = panel.getByRole('listitem').filter({ hasText: micro.title });
    await expect(row.getByRole('listitem')).toHaveText([
      /Deutsch: not translated/,
      /Français: not translated/,
      /Español: not translated/,
      /Italiano: not translated/,
    ]);
    await panel.getByRole('button', { name: `Edit ${micro.title}` }).click();
    const languages = panel.getByRole('group', { name: 'Language of the texts' });
    await languages.getByRole('button', { name: /^Français/ }).click();
    const french = panel.getByRole('region', { name: 'Texts in Français' });
    await french.getByRole('textbox', { name: 'Title · Français' }).fill(frenchTitle);
    await french.getByRole('textbox', { name: 'City · Français' }).fill('Gand');
    await french.getByRole('textbox', { name: 'Included item 1' }).fill('Un guide local');
    await panel.getByRole('button', { name: 'Update Micro-Tour' }).click();
    await expect(page.getByText('Micro-tour updated successfully')).toBeVisible();
    expect((await readRow(request, 'micro_tours', micro.id))?.translations).toEqual({
      fr: { title: frenchTitle, city: 'Gand', whats_included: ['Un guide local'] },
    });
    // English has a title, a city and a country: French lacks the country.
    await expect(row.getByRole('listitem').nth(1)).toHaveText(/Français: 1 of 3 fields missing/);
  } finally {
    await deleteTestMicroTour(request, micro.id);
  }
});

test('a save refused for a translation shows that language and puts the focus on the field', async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'River Cycle');
  const germanTitle = `Radeln am Fluss ${tour.id.slice(0, 6)}`;
  const refused = await blankFirstGermanTitle(page);
  try {
    await page.goto(`/admin?edit=${tour.id}`);
    const languages = page.getByRole('group', { name: 'Language of the texts' });
    await languages.getByRole('button', { name: /^Deutsch/ }).click();
    const german = page.getByRole('region', { name: 'Texts in Deutsch' });
    await german.getByRole('textbox', { name: 'Title · Deutsch' }).fill(germanTitle);
    await german.getByRole('textbox', { name: 'Country · Deutsch' }).fill('Belgien');
    // Saved from the English cards: the refusal brings the German ones back.
    await languages.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Update Tour' }).click();

    const sentence = 'Translation de.title must be a text of at most 200 characters, not blank.';
    await expect(german.getByRole('alert')).toHaveText(`Not saved: Title was refused. ${sentence}`);
    const title = german.getByRole('textbox', { name: 'Title · Deutsch' });
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(sentence);
    await expect(languages.getByRole('button', { name: /^Deutsch/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(refused()).toBe(1);
    expect((await readRow(request, 'tours', tour.id))?.translations).toEqual({});

    // The next save goes through as written, and the refusal's message goes.
    await page.getByRole('button', { name: 'Update Tour' }).click();
    await expect(page.getByText('Tour updated successfully')).toBeVisible();
    await expect(german.getByRole('alert')).toHaveCount(0);
    expect((await readRow(request, 'tours', tour.id))?.translations).toEqual({
      de: { title: germanTitle, country: 'Belgien' },
    });
  } finally {
    await deleteTours(request, [tour.slug]);
  }
});

test("the edit picker shows each tour's languages as the admin lists do", async ({
  page,
  request,
}) => {
  const tour = await createTestTour(request, 'Dune Walk', {
    short_description: 'Walk the dunes to the sea',
    translations: { de: { title: 'Dünenwanderung', country: 'Belgien' } },
  });
  try {
    await page.goto('/admin');
    await page.getByRole('combobox', { name: 'Edit an existing tour' }).fill(tour.title);
    const option = page.getByRole('option', { name: new RegExp(tour.title) });
    await expect(option.getByRole('listitem')).toHaveText([/^DE½/, /^FR/, /^ES/, /^IT/]);
    // Inside an option the chips are read in its name, each language with its state.
    await expect(option).toHaveAccessibleName(
      /Deutsch: 1 of 3 fields missing Français: not translated Español: not translated Italiano: not translated$/,
    );
  } finally {
    await deleteTours(request, [tour.slug]);
  }
});

test('a card in German shows in English, marked so, what the tour has only in English', async ({
  page,
  request,
}) => {
  // The list reads cards without their English texts and fetches those its language lacks.
  const tour = await createTestTour(request, 'Dune Walk', {
    short_description: 'Sand and sea air',
    translations: { de: { short_description: 'Sand und Meeresluft' } },
  });
  try {
    const word = tour.title.split(' ').at(-1)!;
    await page.goto(`/de/tours?search=${word}`);
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(tour.title);
    await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    await expect(card.getByText('Sand und Meeresluft')).toBeVisible();
    await expect(card.getByText('Sand und Meeresluft')).not.toHaveAttribute('lang', 'en');
  } finally {
    await deleteTours(request, [tour.slug]);
  }
});
