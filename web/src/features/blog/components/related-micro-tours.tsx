import '../messages';
import { Trans } from '@lingui/react/macro';
import { RELATED_TOURS_COUNT, useRelatedMicroTours } from '../api/get-related-micro-tours';
import type { Article } from '../content/articles';
import { BudgetMicroTourGrid } from './budget-micro-tour-grid';

function RelatedTourGrid({ cities }: { cities: readonly string[] }) {
  return (
    <BudgetMicroTourGrid
      query={useRelatedMicroTours(cities)}
      skeletons={RELATED_TOURS_COUNT}
      className="grid grid-cols-2 gap-4 lg:grid-cols-4"
    />
  );
}

/** Micro-tours in the places the article is about (or cheap, well-rated ones elsewhere). */
export function RelatedMicroTours({ article }: { article: Article }) {
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold text-stone-900">
        <Trans>Related Micro-Tours</Trans>
      </h2>
      <p className="mt-1 max-w-2xl text-stone-600">
        <Trans>Short tours led by locals, from €5 and with no booking fees.</Trans>
      </p>
      <div className="mt-6">
        <RelatedTourGrid cities={article.relatedCities} />
      </div>
    </section>
  );
}
