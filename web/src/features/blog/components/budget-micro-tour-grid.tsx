import '../messages';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BudgetMicroTour } from '../api/get-budget-micro-tours';
import { BudgetMicroTourCard, BudgetMicroTourCardSkeleton } from './budget-micro-tour-card';

/** A grid of micro-tour cards for one query: skeletons while loading, then the tours or why not. */
export function BudgetMicroTourGrid({
  query: { data: tours, isPending, isError },
  skeletons,
  className,
}: {
  query: UseQueryResult<BudgetMicroTour[]>;
  /** How many cards the grid will hold: as many skeletons stand in for them. */
  skeletons: number;
  className: string;
}) {
  if (isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      >
        <p className="font-semibold text-red-800">
          <Trans>Failed to load micro-tours</Trans>
        </p>
        <p className="mt-1 text-sm text-red-700">
          <Trans>Please try refreshing the page.</Trans>
        </p>
      </div>
    );
  }
  if (isPending) {
    return (
      <ul aria-busy="true" className={className}>
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <BudgetMicroTourCardSkeleton />
          </li>
        ))}
        <li className="sr-only" role="status">
          <Trans>Loading micro-tours...</Trans>
        </li>
      </ul>
    );
  }
  if (tours.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">
        <Trans>No tours found</Trans>
      </p>
    );
  }
  return (
    <ul className={className}>
      {tours.map((tour) => (
        <li key={tour.id}>
          <BudgetMicroTourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}
