import type { Page } from '@playwright/test';
import { expectNoEnglishMessages } from './english-texts.js';
import { expect, test } from './fixtures.js';
import { appTookOver } from './first-screen.js';

type Language = 'de' | 'fr' | 'es' | 'it';

/** What each page of the catalogue says in each language: headings and buttons by their names. */
const words: Record<
  Language,
  {
    heroHeading: string;
    exploreMicroTours: string;
    toursHeading: string;
    viewDetails: RegExp;
    overview: string;
    travelers: string;
    dayOne: string;
    microToursHeading: string;
    sortBy: string;
    startTimes: string;
    perPerson: RegExp;
  }
> = {
  de: {
    heroHeading: 'Entdecke Europa – eine kurze Stadttour nach der anderen',
    exploreMicroTours: 'Kurztouren entdecken',
    toursHeading: 'Umweltfreundliche Touren',
    viewDetails: /^Details\b/,
    overview: 'Überblick',
    travelers: 'Reisende',
    dayOne: 'Tag 1',
    microToursHeading: 'Kurztouren',
    sortBy: 'Sortieren nach',
    startTimes: 'Startzeiten',
    perPerson: /pro Person/,
  },
  fr: {
    heroHeading: 'Découvrez l’Europe, une courte visite de ville à la fois',
    exploreMicroTours: 'Explorer les mini-visites',
    toursHeading: 'Circuits écoresponsables',
    viewDetails: /^Voir le détail\b/,
    overview: 'Aperçu',
    travelers: 'Voyageurs',
    dayOne: 'Jour 1',
    microToursHeading: 'Mini-visites',
    sortBy: 'Trier par',
    startTimes: 'Horaires de départ',
    perPerson: /par personne/,
  },
  es: {
    heroHeading: 'Descubre Europa, un breve tour urbano cada vez',
    exploreMicroTours: 'Explorar microtours',
    toursHeading: 'Circuitos ecológicos',
    viewDetails: /^Ver detalles\b/,
    overview: 'Descripción general',
    travelers: 'Viajeros',
    dayOne: 'Día 1',
    microToursHeading: 'Microtours',
    sortBy: 'Ordenar por',
    startTimes: 'Horas de inicio',
    perPerson: /por persona/,
  },
  it: {
    heroHeading: 'Scopri l’Europa, un breve tour in città alla volta',
    exploreMicroTours: 'Esplora i micro-tour',
    toursHeading: 'Tour ecosostenibili',
    viewDetails: /^Dettagli\b/,
    overview: 'Panoramica',
    travelers: 'Viaggiatori',
    dayOne: 'Giorno 1',
    microToursHeading: 'Micro-tour',
    sortBy: 'Ordina per',
    startTimes: 'Orari di partenza',
    perPerson: /a persona/,
  },
};

/**
 * A tour of the demo catalogue without lists of its own, so the detail page shows the default
 * highlights, itinerary and inclusions (the catalogue's data itself stays English for now).
 */
const TOUR_SLUG = 'lyon-gastronomy-weekend';

/** Rows of the catalogue as a visitor reads them. */
async function visitorRead<Row>(page: Page, path: string): Promise<Row[]> {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const response = await page.request.get(`/rest/v1/${path}`, {
    headers: { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Row[];
}

async function visitCatalogue(page: Page, lang: Language) {
  const say = words[lang];

  await page.goto(`/${lang}`);
  await expect(page.getByRole('heading', { level: 1, name: say.heroHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: say.exploreMicroTours })).toHaveAttribute(
    'href',
    `/${lang}/micro-tours`,
  );
  // The top-rated cards and the category counts are in: every text of the page is there.
  await expect(page.getByRole('article')).toHaveCount(9);
  await expect(page.locator('a[href*="category="]').first()).toContainText(/\d/);
  await expectNoEnglishMessages(page, lang);

  await page.goto(`/${lang}/tours`);
  await expect(page.getByRole('heading', { level: 1, name: say.toursHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: say.viewDetails }).first()).toBeVisible();
  await expectNoEnglishMessages(page, lang);
  // In the language's alphabetical order (migration 0051): the titles the cards show, in the
  // order the language's title column gives them. Other journeys add tours meanwhile: a page
  // read before their tour landed is read again.
  await expect(async () => {
    const titles = await visitorRead<{ title: string }>(
      page,
      `tours?select=title:title_${lang}&order=title_${lang}.asc,id.asc&limit=24`,
    );
    await page.reload();
    // All 24 cards: on a phone the HTML's first screen shows the first few until the app runs.
    await appTookOver(page);
    const cards = page.getByRole('article').locator('h2');
    await expect(cards.first()).toBeVisible();
    expect(await cards.allTextContents()).toEqual(titles.map((row) => row.title));
  }).toPass({ timeout: 30_000 });

  await page.goto(`/${lang}/tours/${TOUR_SLUG}`);
  await expect(page.getByRole('heading', { level: 2, name: say.overview })).toBeVisible();
  await expect(page.getByRole('group', { name: say.travelers })).toBeAttached();
  await expect(page.getByText(say.dayOne, { exact: true })).toBeAttached();
  await expectNoEnglishMessages(page, lang);

  await page.goto(`/${lang}/micro-tours`);
  await expect(page.getByRole('heading', { level: 1, name: say.microToursHeading })).toBeVisible();
  await expect(page.getByRole('combobox', { name: say.sortBy })).toBeVisible();
  const firstTour = page.getByRole('article').first().getByRole('heading').getByRole('link');
  await expect(firstTour).toBeVisible();
  await expectNoEnglishMessages(page, lang);

  const href = await firstTour.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/${lang}/micro-tours/`));
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 2, name: say.startTimes })).toBeVisible();
  await expect(page.getByText(say.perPerson).first()).toBeVisible();
  await expectNoEnglishMessages(page, lang);
}

for (const lang of ['de', 'fr', 'es', 'it'] as const) {
  test(`the catalogue pages read in ${lang} on a wide screen`, async ({ page }) => {
    await visitCatalogue(page, lang);
  });

  test(`the catalogue pages read in ${lang} on a phone @phone`, async ({ page }) => {
    await visitCatalogue(page, lang);
  });
}
