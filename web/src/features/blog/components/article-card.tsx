import '../messages';
import { Trans } from '@lingui/react/macro';
import { Link } from '../../../components/link';
import { cn } from '../../../lib/cn';
import type { Article } from '../content/articles';
import { articlePath } from '../lib/article-path';
import { ArticleCover } from './article-cover';
import { ArticleCategoryBadge, ArticleMeta } from './article-meta';

// NOTE: the title's link stretches over the whole card (its ::after covers it), so the card is
// one click target whose accessible name is the title; anything interactive added to a card
// later sits above it (`relative z-10`) rather than inside the link.
const cardClasses = cn(
  'relative overflow-hidden bg-white shadow-sm transition-shadow hover:shadow-md',
  'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-emerald-700',
);

function ArticleLink({ article }: { article: Article }) {
  return (
    <Link
      to={articlePath(article.slug)}
      className="outline-none after:absolute after:inset-0 hover:text-emerald-800"
    >
      {article.title}
    </Link>
  );
}

export function ArticleCard({ article }: { article: Article }) {
  return (
    <article className={cn(cardClasses, 'flex w-full flex-col rounded-xl border border-stone-200')}>
      <ArticleCover
        article={article}
        sizes="(min-width: 1024px) 362px, (min-width: 640px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <ArticleCategoryBadge category={article.category} />
        <h3 className="text-lg leading-snug font-semibold text-stone-900">
          <ArticleLink article={article} />
        </h3>
        <p className="flex-1 text-sm leading-relaxed text-stone-600">{article.excerpt}</p>
        <div className="mt-2 border-t border-stone-100 pt-3">
          <ArticleMeta article={article} />
        </div>
      </div>
    </article>
  );
}

export function FeaturedArticle({ article }: { article: Article }) {
  return (
    <article className={cn(cardClasses, 'grid rounded-2xl border border-stone-200 md:grid-cols-5')}>
      <ArticleCover
        article={article}
        sizes="(min-width: 1152px) 690px, (min-width: 768px) 60vw, 100vw"
        priority
        className="md:col-span-3 md:aspect-auto md:min-h-80"
      />
      <div className="flex flex-col justify-center gap-3 p-6 md:col-span-2 md:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            <Trans>Featured</Trans>
          </span>
          <ArticleCategoryBadge category={article.category} />
        </div>
        <h3 className="text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">
          <ArticleLink article={article} />
        </h3>
        <p className="leading-relaxed text-stone-600">{article.excerpt}</p>
        <ArticleMeta article={article} />
      </div>
    </article>
  );
}
