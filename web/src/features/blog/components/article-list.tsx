import '../messages';
import { Plural, Trans } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { localizedArticles } from '../content/localized-articles';
import { type CategoryFilter, filterArticles } from '../lib/filter-articles';
import { ArticleCard, FeaturedArticle } from './article-card';
import { ArticleSearch } from './article-search';
import { CategoryChips } from './category-chips';

/** Search, category chips, the featured article (when it matches) and the other matches. */
export function ArticleList() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const matches = filterArticles(localizedArticles, { query, category });
  const featured = matches.find((article) => article.isFeatured);
  const count = matches.length;
  const others = matches.filter((article) => article !== featured);

  function handleReset() {
    setQuery('');
    setCategory('All');
  }

  return (
    <section aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="sr-only">
        <Trans>Articles</Trans>
      </h2>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <CategoryChips value={category} onChange={setCategory} />
        <ArticleSearch value={query} onChange={setQuery} />
      </div>
      <p role="status" className="sr-only">
        <Plural value={count} one="# article" other="# articles" />
      </p>
      {matches.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-10 text-stone-400" />
          <p className="text-lg font-semibold text-stone-900">
            <Trans>No articles found</Trans>
          </p>
          <p className="text-stone-600">
            <Trans>Try another search term or category.</Trans>
          </p>
          <Button variant="outline" onClick={handleReset}>
            <Trans>Show all articles</Trans>
          </Button>
        </div>
      ) : (
        <div className="mt-8 space-y-8">
          {featured && <FeaturedArticle article={featured} />}
          {others.length > 0 && (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((article) => (
                <li key={article.slug} className="flex">
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
