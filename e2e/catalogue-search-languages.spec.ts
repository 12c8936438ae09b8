import type { APIRequestContext } from '@playwright/test';
import { searchFold } from '@app/domain/search-fold';
import { expect, test } from './fixtures.js';

/**
 * Search in the reader's language (issue 48, decision 029): under /de/… the list searches the
 * German titles and descriptions, case- and accent-blind ('munchen' finds München), with the
 * exact count. The searches read the demo catalogue's titles in each language and add no row:
 * another journey running beside this one counts the lists.
 */

type Language = 'de' | 'fr' | 'es' | 'it';
const languages: Language[] = ['de', 'fr', 'es', 'it'];

/** The list's count of `count` micro-tours, all on the first page, in each language. */
const summaries: Record<Language, (count: number) => string> = {
  de: (count) => `1–${count} von ${count} Kurztour`,
  fr: (count) => `1 à ${count} sur ${count} mini-visite`,
  es: (count) => `1–${count} de ${count} microtour`,
  it: (count) => `1–${count} di ${count} micro-tour`,
};

/** A visitor's read of the catalogue: its rows and their exact count. */
async function read<Row>(request: APIRequestContext, path: string) {
  const config = (await (await request.get('/config.json')).json()) as { anonKey: string };
  const response = await request.get(`/rest/v1/${path}`, {
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${config.anonKey}`,
      prefer: 'count=exact',
    },
  });
  expect(response.ok()).toBe(true);
  const count = Number(response.headers()['content-range']?.split('/')[1]);
  return { rows: (await response.json()) as Row[], count };
}

/**
 * A demo title of `table` in `language` with a letter its search folds (an accent), as a visitor
 * types it: folded, its first word in capitals; and how many rows that search finds.
 */
async function accentedTitle(
  request: APIRequestContext,
  table: 'tours' | 'micro_tours',
  language: Language,
) {
  const { rows } = await read<{ title: string | null }>(
    request,
    `${table}?select=title:translations->${language}->>title&translations->${language}->>title=not.is.null&order=slug`,
  );
  const title = rows
    .map((row) => row.title!)
    .find((text) => searchFold(text) !== text.toLowerCase() && !/[*,()]/.test(text));
  expect(title, `a ${language} title with an accent in ${table}`).toBeDefined();
  const folded = searchFold(title!);
  const { count } = await read(
    request,
    `${table}?select=id&search_text_${language}=like.*${encodeURIComponent(folded)}*`,
  );
  const [first = '', ...rest] = folded.split(' ');
  return { title: title!, typed: [first.toUpperCase(), ...rest].join(' '), count };
}

for (const language of languages) {
  test(`/${language}/micro-tours finds a title typed without accents, with the count`, async ({
    page,
    request,
  }) => {
    const { title, typed, count } = await accentedTitle(request, 'micro_tours', language);
    expect(count).toBeLessThanOrEqual(24);
    await page.goto(`/${language}/micro-tours?search=${encodeURIComponent(typed)}`);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByTestId('micro-tour-summary')).toContainText(summaries[language](count));
    // The search box keeps what the visitor typed.
    await expect(page.getByRole('searchbox')).toHaveValue(typed);
  });
}

test('/de/micro-tours?search=munchen finds every micro-tour in München, counted', async ({
  page,
  request,
}) => {
  const { count } = await read(request, 'micro_tours?select=id&search_text_de=like.*munchen*');
  // The demo catalogue writes Munich as München in German: a page of cards or fewer.
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(24);
  await page.goto('/de/micro-tours?search=munchen');
  await expect(page.getByTestId('micro-tour-summary')).toContainText(summaries.de(count));
  const headings = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(headings).toHaveCount(count);
  await expect(headings.filter({ hasText: 'München' }).first()).toBeVisible();
});

test('/fr/tours finds a tour by its French title typed without accents, with the count', async ({
  page,
  request,
}) => {
  const { title, typed, count } = await accentedTitle(request, 'tours', 'fr');
  await page.goto(`/fr/tours?search=${encodeURIComponent(typed)}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(Math.min(count, 24));
  await expect(page.getByRole('status').filter({ hasText: ` ${count} ` })).toBeVisible();
});
