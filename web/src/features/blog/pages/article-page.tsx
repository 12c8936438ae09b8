import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronRight, FileX } from 'lucide-react';
import { useParams } from 'react-router';
import { Link } from '../../../components/link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { stateTitles } from '../../../lib/page-heads/titles';
import { useArticleBody } from '../api/get-article-body';
import { ArticleBody, ArticleBodySkeleton } from '../components/article-body';
import { ArticleCover } from '../components/article-cover';
import { ArticleCategoryBadge, ArticleMeta } from '../components/article-meta';
import { RelatedMicroTours } from '../components/related-micro-tours';
import { ShareArticle } from '../components/share-article';
import type { Article } from '../content/articles';
import { findArticle } from '../lib/find-article';

const linkClasses =
  'rounded-sm font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

function Breadcrumb({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-stone-600">
        <li>
          <Link to="/blog" className={linkClasses}>
            <Trans>Blog</Trans>
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="min-w-0 truncate">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function ArticleBodyLoader({ slug }: { slug: string }) {
  const { data: body, isPending, isError } = useArticleBody(slug);
  if (isPending) return <ArticleBodySkeleton />;
  if (isError || !body) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center"
      >
        <p className="font-semibold text-red-800">
          <Trans>Failed to load the article</Trans>
        </p>
        <p className="mt-1 text-sm text-red-700">
          <Trans>Please check your connection and try again.</Trans>
        </p>
        <Button className="mt-4" variant="outline" onClick={() => window.location.reload()}>
          <Trans>Reload Page</Trans>
        </Button>
      </div>
    );
  }
  return <ArticleBody blocks={body} />;
}

function ArticleView({ article }: { article: Article }) {
  useDocumentTitle(article.title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      {/* 42rem holds about 70 characters of the body's text a line. */}
      <article className="mx-auto max-w-2xl">
        <Breadcrumb title={article.title} />
        <header className="mt-6">
          <ArticleCategoryBadge category={article.category} />
          <h1 className="mt-3 text-3xl leading-tight font-bold text-balance text-stone-900 sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-600">{article.excerpt}</p>
          <div className="mt-6 flex flex-col gap-4 border-y border-stone-200 py-4 sm:flex-row sm:items-center sm:justify-between">
            <ArticleMeta article={article} />
            <ShareArticle article={article} />
          </div>
        </header>
        <ArticleCover
          article={article}
          sizes="(min-width: 704px) 672px, 100vw"
          priority
          className="mt-8 rounded-2xl"
        />
        <div className="mt-10">
          <ArticleBodyLoader slug={article.slug} />
        </div>
        <footer className="mt-12 border-t border-stone-200 pt-6">
          <Link to="/blog" className={`inline-flex items-center gap-1 text-sm ${linkClasses}`}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            <Trans>Back to Blog</Trans>
          </Link>
        </footer>
      </article>
      <div className="mt-16">
        <RelatedMicroTours article={article} />
      </div>
    </div>
  );
}

function ArticleNotFound() {
  useDocumentTitle(stateTitles.articleNotFound);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
        <FileX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-stone-900">
        <Trans>Article not found</Trans>
      </h1>
      <p className="mt-3 text-lg text-stone-600">
        <Trans>The article you&apos;re looking for doesn&apos;t exist or has been removed.</Trans>
      </p>
      <Link to="/blog" className={`${buttonClasses('primary', 'lg')} mt-8`}>
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to Blog</Trans>
      </Link>
    </div>
  );
}

export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  if (!article) return <ArticleNotFound />;
  return <ArticleView key={article.slug} article={article} />;
}
