import { LOCALES } from '@app/domain/locales';
import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../lib/reading-time';
import type { ArticleBlock } from './article-body';
import { articleBodySlugs, hasArticleBody, loadArticleBody } from './article-bodies';
import { articles } from './articles';

const translations = LOCALES.filter((locale) => locale !== 'en');

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

  it('are translated into every language', () => {
    const missing = articles.flatMap((article) =>
      translations
        .filter((locale) => !hasArticleBody(article.slug, locale))
        .map((locale) => `${article.slug}:${locale}`),
    );
    expect(missing).toEqual([]);
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

    it.each(translations)(
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
  });
});
