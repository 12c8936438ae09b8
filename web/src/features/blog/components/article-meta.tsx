import '../messages';
import { formatCalendarDay } from '@app/domain/locale-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import type { Article } from '../content/articles';
import { useLocale } from '../../../i18n/use-locale';
import { categoryLabels } from './article-category-label';

export function ArticleMeta({ article }: { article: Article }) {
  const locale = useLocale();
  const minutes = article.readMinutes;
  return (
    <div className="text-sm">
      <p className="font-medium text-stone-800">{article.author}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-stone-600">
        <time dateTime={article.publishedOn}>
          {formatCalendarDay(article.publishedOn, 'longDay', locale)}
        </time>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          <Trans>{minutes} min read</Trans>
        </span>
      </p>
    </div>
  );
}

export function ArticleCategoryBadge({ category }: { category: Article['category'] }) {
  const { t } = useLingui();
  return (
    <span className="inline-flex w-fit rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      {t(categoryLabels[category])}
    </span>
  );
}
