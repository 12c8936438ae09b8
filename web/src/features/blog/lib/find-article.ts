import type { Article } from '../content/articles';
import { localizedArticles } from '../content/localized-articles';

/** The article with this slug, if there is one, in the page's language. */
export function findArticle(slug: string): Article | undefined {
  return localizedArticles.find((article) => article.slug === slug);
}
