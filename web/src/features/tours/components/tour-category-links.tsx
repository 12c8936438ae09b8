import '../messages';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { tourCategories, type TourCategory } from '@app/domain/constants';
import { ArrowRight, Leaf, TrainFront, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { Link } from '../../../components/link';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCategory } from '../lib/tour-labels';
import { useTourCategoryCounts } from '../api/get-tour-category-counts';
import { toTourListParams, defaultTourListState } from '../lib/tour-list-params';

const categoryDetails: Record<TourCategory, { text: MessageDescriptor; Icon: LucideIcon }> = {
  eco: {
    text: msg`Hikes, rewilding projects and nights in nature, with a small footprint.`,
    Icon: Leaf,
  },
  gastro: {
    text: msg`Markets, farms and kitchens, tasting a region with the people who grow it.`,
    Icon: UtensilsCrossed,
  },
  'no-flight-europe': {
    text: msg`Across Europe by train and bus, the journey itself part of the trip.`,
    Icon: TrainFront,
  },
};

function categoryHref(category: TourCategory): string {
  return `/tours?${toTourListParams({ ...defaultTourListState, category }).toString()}`;
}

/** The home page's way to the multi-day tours: one card per category with its tour count. */
export function TourCategoryLinks() {
  const { t } = useLingui();
  const { data: counts, isError } = useTourCategoryCounts();
  return (
    <section aria-labelledby="tour-categories" className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="tour-categories" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            <Trans>Multi-day tours</Trans>
          </h2>
          <p className="mt-2 max-w-2xl text-stone-700">
            <Trans>Slow journeys of several days across Europe, in three kinds.</Trans>
          </p>
        </div>
        <Link to="/tours" className={`${buttonClasses('outline', 'md')} shrink-0 self-start`}>
          <Trans>View All Tours</Trans>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {tourCategories.map((category) => {
          const { text, Icon } = categoryDetails[category];
          const count = counts?.[category] ?? 0;
          return (
            <li key={category} className="flex">
              <Link
                to={categoryHref(category)}
                className="group flex w-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="mt-4 text-lg font-semibold text-stone-900 group-hover:text-emerald-800">
                  {formatCategory(category)}
                </span>
                <span className="mt-2 flex-1 text-stone-700">{t(text)}</span>
                {/* One line's height whether loading, failed or loaded: nothing below moves. */}
                <span className="mt-4 flex h-6 items-center text-sm font-medium text-emerald-800">
                  {counts ? (
                    <Plural value={count} one="# tour" other="# tours" />
                  ) : isError ? (
                    <Trans>Browse tours</Trans>
                  ) : (
                    <Skeleton className="h-4 w-16" />
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
