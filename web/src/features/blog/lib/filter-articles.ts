import type { Article, ArticleCategory } from '../content/articles';

export type CategoryFilter = ArticleCategory | 'All';

export interface ArticleFilter {
  query: string;
  category: CategoryFilter;
}

/** Articles in the chosen category whose title or excerpt contains the query (any case). */
export function filterArticles(list: readonly Article[], { query, category }: ArticleFilter) {
  const needle = query.trim().toLocaleLowerCase('en');
  return list.filter(
    (article) =>
      (category === 'All' || article.category === category) &&
      (needle === '' ||
        article.title.toLocaleLowerCase('en').includes(needle) ||
        article.excerpt.toLocaleLowerCase('en').includes(needle)),
  );
}
