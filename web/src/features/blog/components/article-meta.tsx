import { Clock } from 'lucide-react';
import type { Article } from '../content/articles';
import { formatArticleDate } from '../lib/format-article-date';

export function ArticleMeta({ article }: { article: Article }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
      <span className="font-medium text-stone-800">{article.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={article.publishedOn}>{formatArticleDate(article.publishedOn)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {article.readMinutes} min read
      </span>
    </p>
  );
}

export function ArticleCategoryBadge({ category }: { category: Article['category'] }) {
  return (
    <span className="inline-flex w-fit rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      {category}
    </span>
  );
}
