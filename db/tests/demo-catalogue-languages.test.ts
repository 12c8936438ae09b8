import { buildCatalogue } from '@app/db/catalogue';
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

describe('the seeded demo catalogue in German', () => {
  it('holds every tour and micro-tour in German, as the writers wrote it', async () => {
    const pool = servicePool();
    const [tours, micros] = await Promise.all([
      pool.query<{ slug: string; de: unknown }>(
        `select slug, translations -> 'de' as de from public.tours where slug = any($1)`,
        [tourSlugs],
      ),
      pool.query<{ slug: string; de: unknown }>(
        `select slug, translations -> 'de' as de from public.micro_tours where slug = any($1)`,
        [microSlugs],
      ),
    ]);
    expect(tours.rows.length).toBe(tourSlugs.length);
    expect(micros.rows.length).toBe(microSlugs.length);
    const written = new Map(
      [...catalogue.tours, ...catalogue.microTours].map((row) => [row.slug, row.translations.de]),
    );
    for (const row of [...tours.rows, ...micros.rows]) {
      expect(row.de, row.slug).toEqual(written.get(row.slug));
    }
  });

  it('finds a tour by a word of its German title, accents ignored, through search_text_de', async () => {
    const client = anonClient();
    const [german, english] = await Promise.all(
      (['de', 'en'] as const).map((locale) =>
        client
          .from('tours')
          .select('slug')
          .ilike(searchColumn(locale), '%mahrische weinkeller%')
          .in('slug', tourSlugs),
      ),
    );
    expect(german!.error).toBeNull();
    // 'Mährische Weinkeller mit dem Rad'; the English title has neither word.
    expect(german!.data).toEqual([{ slug: 'moravian-wine-cellars-by-bike' }]);
    expect(english!.data).toEqual([]);
  });

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
