import '../messages';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from '../../../components/link';
import { buttonClasses } from '../../../components/ui/button';
import { TOP_COUNT, useTopMicroTours } from '../api/get-top-micro-tours';
import { MicroTourCard, MicroTourCardSkeleton } from './micro-tour-card';

const SKELETON_COUNT = 6;
/** The first row of the grid is on screen at once on wide screens. */
const PRIORITY_COUNT = 3;

/** The top-rated micro-tours section of the home page. */
export function TopMicroTours() {
  const { data: tours, isPending, isError } = useTopMicroTours();
  return (
    <section aria-labelledby="top-micro-tours" className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="top-micro-tours" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            <Trans>Top-rated micro-tours</Trans>
          </h2>
          <p className="mt-2 max-w-2xl text-stone-700">
            <Trans>The city tours travellers rate highest, each one ready to preview in VR.</Trans>
          </p>
        </div>
        <div className="hidden shrink-0 sm:block">
          <Link to="/micro-tours" className={buttonClasses('outline', 'md')}>
            <Trans>View All Micro Tours</Trans>
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
      {isError ? (
        <div
          role="alert"
          className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
        >
          <p className="font-semibold text-red-800">
            <Trans>Failed to load micro-tours</Trans>
          </p>
          <p className="mt-1 text-sm text-red-800">
            <Trans>Please try refreshing the page.</Trans>
          </p>
        </div>
      ) : (
        <div aria-busy={isPending} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {isPending
            ? Array.from({ length: TOP_COUNT }, (_, i) => (
                // The spec shows six skeletons; the cells of the other three hold the grid at
                // the size of the loaded list, so the sections below it never move.
                <MicroTourCardSkeleton key={i} className={i < SKELETON_COUNT ? '' : 'invisible'} />
              ))
            : tours.map((tour, i) => (
                <MicroTourCard key={tour.id} tour={tour} priority={i < PRIORITY_COUNT} />
              ))}
        </div>
      )}
      <div className="mt-10 flex justify-center sm:hidden">
        <Link to="/micro-tours" className={`${buttonClasses('outline', 'md')} w-full`}>
          <Trans>View All Micro Tours</Trans>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
