import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadArticleBody } from '../content/article-bodies';
import { articleKeys } from '../../../lib/article-keys';

export const articleBodyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.body(slug),
    queryFn: () => loadArticleBody(slug),
    // Bodies ship with the app: they only change with a new build.
    staleTime: Infinity,
  });

export const useArticleBody = (slug: string) => useQuery(articleBodyQueryOptions(slug));
