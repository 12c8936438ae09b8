import { RELATED_TOURS_COUNT, useRelatedMicroTours } from '../api/get-related-micro-tours';
import type { Article } from '../content/articles';
import { BudgetMicroTourCard, BudgetMicroTourCardSkeleton } from './budget-micro-tour-card';

const gridClasses = 'grid grid-cols-2 gap-4 lg:grid-cols-4';

function RelatedTourGrid({ cities }: { cities: readonly string[] }) {
  const { data: tours, isPending, isError } = useRelatedMicroTours(cities);
  if (isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
        <span className="font-semibold text-red-800">Failed to load micro-tours.</span>{' '}
        <span className="text-red-700">Please try refreshing the page.</span>
      </p>
    );
  }
  if (isPending) {
    return (
      <ul aria-busy="true" className={gridClasses}>
        {Array.from({ length: RELATED_TOURS_COUNT }, (_, i) => (
          <li key={i}>
            <BudgetMicroTourCardSkeleton />
          </li>
        ))}
        <li className="sr-only" role="status">
          Loading micro-tours...
        </li>
      </ul>
    );
  }
  if (tours.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">
        No tours found
      </p>
    );
  }
  return (
    <ul className={gridClasses}>
      {tours.map((tour) => (
        <li key={tour.id}>
          <BudgetMicroTourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}

/** Micro-tours in the places the article is about (or cheap, well-rated ones elsewhere). */
export function RelatedMicroTours({ article }: { article: Article }) {
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold text-stone-900">
        Related Micro-Tours
      </h2>
      <p className="mt-1 max-w-2xl text-stone-600">
        Short tours led by locals, from €5 and with no booking fees.
      </p>
      <div className="mt-6">
        <RelatedTourGrid cities={article.relatedCities} />
      </div>
    </section>
  );
}
