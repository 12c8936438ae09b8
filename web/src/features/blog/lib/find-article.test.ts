import { describe, expect, it } from 'vitest';
import { articles } from '../content/articles';
import { articlePath, articleUrl } from './article-path';
import { findArticle } from './find-article';

describe('findArticle', () => {
  it('finds an article by its slug', () => {
    expect(findArticle('walking-the-camino-at-your-own-pace')?.title).toBe(
      'Walking the Camino’s Final Stages at Your Own Pace',
    );
  });

  it('finds nothing for an unknown slug, a different case or a blank', () => {
    expect(findArticle('no-such-article')).toBeUndefined();
    expect(findArticle('WALKING-THE-CAMINO-AT-YOUR-OWN-PACE')).toBeUndefined();
    expect(findArticle('')).toBeUndefined();
  });

  it('has one article per slug', () => {
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
  });
});

describe('articlePath and articleUrl', () => {
  it('put the slug under /blog on the given origin', () => {
    expect(articlePath('pack-light-for-a-week-of-slow-travel')).toBe(
      '/blog/pack-light-for-a-week-of-slow-travel',
    );
    expect(articleUrl('https://ecotours.example', 'a-city-weekend-on-thirty-euros')).toBe(
      'https://ecotours.example/blog/a-city-weekend-on-thirty-euros',
    );
  });
});
