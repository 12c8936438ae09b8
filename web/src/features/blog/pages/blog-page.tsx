import '../messages';
import { Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { ArticleList } from '../components/article-list';
import { BudgetMicroTours } from '../components/budget-micro-tours';
import { NewsletterBox } from '../components/newsletter-box';

export function BlogPage() {
  useDocumentTitle(pageTitles.blog);
  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-10 sm:py-14">
      <div className="space-y-8">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">
            <Trans>EcoTours Blog</Trans>
          </p>
          <h1 className="mt-2 text-3xl font-bold text-stone-900 sm:text-4xl">
            <Trans>Stories for Slower, Greener Travel</Trans>
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-stone-600">
            <Trans>
              Practical advice from our guides and travellers: rail routes instead of flights,
              conservation projects worth visiting, and how small tours help local communities.
            </Trans>
          </p>
        </header>
        <ArticleList />
      </div>
      <BudgetMicroTours />
      <NewsletterBox />
    </div>
  );
}
