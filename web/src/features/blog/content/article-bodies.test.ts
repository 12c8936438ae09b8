import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../lib/reading-time';
import { articleBodySlugs, loadArticleBody } from './article-bodies';
import { articles } from './articles';

describe('article bodies', () => {
  it('exist for every article, and only for articles', () => {
    expect([...articleBodySlugs].sort()).toEqual(articles.map((article) => article.slug).sort());
  });

  it('are not found for an unknown slug', async () => {
    await expect(loadArticleBody('no-such-article')).resolves.toBeNull();
    await expect(loadArticleBody('constructor')).resolves.toBeNull();
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
  });
});
