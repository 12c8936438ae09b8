import { LOCALES } from '@app/domain/locales';
import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../lib/reading-time';
import type { ArticleBlock } from './article-body';
import { articleBodySlugs, hasArticleBody, loadArticleBody } from './article-bodies';
import { articles } from './articles';

const translations = LOCALES.filter((locale) => locale !== 'en');

/**
 * Bodies not translated yet, as `slug:locale` (issue 48): the page shows the English body
 * meanwhile. Each translation added leaves this list; it is to end empty.
 */
const translatedSoFar: Record<string, readonly string[]> = {
  'night-trains-instead-of-short-haul-flights': translations,
  'pack-light-for-a-week-of-slow-travel': ['de', 'es', 'it'],
  'walking-the-camino-at-your-own-pace': ['de', 'es', 'it'],
  'hut-fees-keep-alpine-trails-open': ['es', 'it'],
  'what-a-ten-euro-walking-tour-gives-back': ['es', 'it'],
  'slowing-down-in-finnish-lakeland': ['es', 'it'],
  'plan-a-multi-country-rail-trip': ['es', 'it'],
  'protecting-the-alentejo-cork-forests': ['es', 'it'],
  'measure-the-carbon-footprint-of-your-holiday': ['es', 'it'],
  'olive-harvest-with-peloponnese-families': ['es', 'it'],
  'station-hacks-for-rail-travellers': ['es', 'it'],
  'a-city-weekend-on-thirty-euros': ['es', 'it'],
};
const untranslated = new Set(
  articles.flatMap(({ slug }) =>
    translations
      .filter((locale) => !translatedSoFar[slug]?.includes(locale))
      .map((locale) => `${slug}:${locale}`),
  ),
);

/** What a translation keeps of its English body: the blocks' kinds, in order, and list lengths. */
const shape = (body: ArticleBlock[]) =>
  body.map((block) =>
    block.type === 'list'
      ? { type: block.type, items: block.items.length, ordered: block.ordered, start: block.start }
      : { type: block.type },
  );

const texts = (body: ArticleBlock[]) =>
  body.flatMap((block) => (block.type === 'list' ? block.items : [block.text]));

describe('article bodies', () => {
  it('exist for every article, and only for articles', () => {
    expect([...articleBodySlugs].sort()).toEqual(articles.map((article) => article.slug).sort());
  });

  it('are not found for an unknown slug', async () => {
    await expect(loadArticleBody('no-such-article')).resolves.toBeNull();
    await expect(loadArticleBody('constructor')).resolves.toBeNull();
    await expect(loadArticleBody('no-such-article', 'de')).resolves.toBeNull();
  });

  it('are translated into every language but those listed as not yet', () => {
    const missing = articles.flatMap((article) =>
      translations
        .filter((locale) => !hasArticleBody(article.slug, locale))
        .map((locale) => `${article.slug}:${locale}`),
    );
    expect(missing.sort()).toEqual([...untranslated].sort());
  });

  describe.each(articles)('$slug', (article) => {
    it('states the reading time its body takes', async () => {
      const body = (await loadArticleBody(article.slug))!;
      expect(article.readMinutes).toBe(readingMinutes(body));
    });

    it('has a few sections of a readable length, opening with a paragraph', async () => {
      const body = (await loadArticleBody(article.slug))!;
      expect(countWords(body)).toBeGreaterThanOrEqual(350);
      expect(countWords(body)).toBeLessThanOrEqual(700);
      expect(body[0]!.type).toBe('paragraph');
      expect(body.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(3);
    });

    it.each(translations.filter((locale) => !untranslated.has(`${article.slug}:${locale}`)))(
      'reads in %s with the English body’s sections and lists, every text translated',
      async (locale) => {
        const english = (await loadArticleBody(article.slug))!;
        const body = (await loadArticleBody(article.slug, locale))!;
        expect(shape(body)).toEqual(shape(english));
        const englishTexts = new Set(texts(english));
        expect(texts(body).filter((text) => englishTexts.has(text))).toEqual([]);
        // About as long as the English: a section left out or pasted twice shows.
        expect(countWords(body) / countWords(english)).toBeGreaterThan(0.75);
        expect(countWords(body) / countWords(english)).toBeLessThan(1.35);
      },
    );

    it('shows the English body in a language it is not translated into yet', async () => {
      const missing = translations.find((locale) => !hasArticleBody(article.slug, locale));
      if (!missing) return;
      expect(await loadArticleBody(article.slug, missing)).toEqual(
        await loadArticleBody(article.slug),
      );
    });
  });
});
