import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadArticleBody } from '../content/article-bodies';
import { articleKeys } from '../../../lib/article-keys';
import { pageLocale } from '../../../i18n/page-locale';

export const articleBodyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.body(slug),
    // The page's language does not change while the app runs (decision 029).
    queryFn: () => loadArticleBody(slug, pageLocale),
    // Bodies ship with the app: they only change with a new build.
    staleTime: Infinity,
  });

export const useArticleBody = (slug: string) => useQuery(articleBodyQueryOptions(slug));
