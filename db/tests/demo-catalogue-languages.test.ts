import { buildCatalogue } from '@app/db/catalogue';
import { catalogueLanguages } from '../seed/lang/languages.js';
import { searchColumn } from '@app/domain/catalogue-translations';
import { anonClient, servicePool } from '@app/testing/clients';
import { describe, expect, it } from 'vitest';

/**
 * The demo catalogue in other languages (issue 48): the shared test server loaded it through the
 * real seed at start, so its rows passed the database's translations check (migration 0045).
 */
const catalogue = buildCatalogue(new Date());
const tourSlugs = catalogue.tours.map((tour) => tour.slug);
const microSlugs = catalogue.microTours.map((micro) => micro.slug);

const shipped = catalogueLanguages.map((language) => language.locale).sort();

describe('the seeded demo catalogue in other languages', () => {
  it('holds every tour and micro-tour in each language the seed ships, as the writers wrote them', async () => {
    const pool = servicePool();
    const [tours, micros] = await Promise.all([
      pool.query<{ slug: string; translations: unknown }>(
        `select slug, translations from public.tours where slug = any($1)`,
        [tourSlugs],
      ),
      pool.query<{ slug: string; translations: unknown }>(
        `select slug, translations from public.micro_tours where slug = any($1)`,
        [microSlugs],
      ),
    ]);
    expect(tours.rows.length).toBe(tourSlugs.length);
    expect(micros.rows.length).toBe(microSlugs.length);
    const written = new Map(
      [...catalogue.tours, ...catalogue.microTours].map((row) => [row.slug, row.translations]),
    );
    for (const row of [...tours.rows, ...micros.rows]) {
      expect(Object.keys(row.translations as object).sort(), row.slug).toEqual(shipped);
      expect(row.translations, row.slug).toEqual(written.get(row.slug));
    }
  });

  it.each([
    // 'Mährische Weinkeller mit dem Rad'; the English title has neither word.
    ['de', 'mahrische weinkeller', 'moravian-wine-cellars-by-bike'],
    // 'Cracovie et les monts Tatras'.
    ['fr', 'cracovie et les monts', 'krakow-and-the-tatra-mountains'],
    // 'Cracovia y los montes Tatras'.
    ['es', 'cracovia y los montes', 'krakow-and-the-tatra-mountains'],
    // 'Cracovia e i monti Tatra'.
    ['it', 'cracovia e i monti', 'krakow-and-the-tatra-mountains'],
  ] as const)(
    'finds a tour by words of its %s title, accents ignored, through its search column',
    async (locale, words, slug) => {
      const client = anonClient();
      const [found, english] = await Promise.all(
        ([locale, 'en'] as const).map((column) =>
          client
            .from('tours')
            .select('slug')
            .ilike(searchColumn(column), `%${words}%`)
            .in('slug', tourSlugs),
        ),
      );
      expect(found!.error).toBeNull();
      expect(found!.data).toEqual([{ slug }]);
      expect(english!.data).toEqual([]);
    },
  );

  it('finds micro-tours in München by “munchen”, which the English text does not hold', async () => {
    const client = anonClient();
    const [german, english] = await Promise.all(
      (['de', 'en'] as const).map((locale) =>
        client
          .from('micro_tours')
          .select('slug, city, translations->de->>title')
          .ilike(searchColumn(locale), '%munchen%')
          .in('slug', microSlugs),
      ),
    );
    expect(german!.error).toBeNull();
    expect(german!.data!.length).toBeGreaterThanOrEqual(3);
    for (const row of german!.data!) expect(row.city).toBe('Munich');
    expect(german!.data!.some((row) => row.title?.includes('München'))).toBe(true);
    expect(english!.data).toEqual([]);
  });
});
