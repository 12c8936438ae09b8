import { type Article, articles } from '../content/articles';

/** The article with this slug, if there is one. */
export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
