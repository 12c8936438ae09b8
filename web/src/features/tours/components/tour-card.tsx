import '../messages';
import { Plural, Trans } from '@lingui/react/macro';
import { formatWholeEuros } from '@app/domain/locale-format';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { memo } from 'react';
import { Link } from '../../../components/link';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../i18n/use-locale';
import { FootprintLine } from '../../../lib/footprint-slot';
import { fieldLang } from '../../../lib/catalogue-language';
import type { TourSummary } from '../api/tour-summary';
import { formatDays } from '../lib/tour-labels';
import { getTourPath } from '../lib/tour-path';
import { TOUR_CARD_IMAGE_SIZES, tourCardPicture } from '../lib/tour-card-picture';
import { CategoryBadge, DifficultyBadge, RatingBadge, TransportBadge } from './tour-badges';
import { TourImage } from './tour-image';

/**
 * Memoized: a list page renders again when its view or filters change (List / Map, a filter
 * typed), and a card whose tour is the same object need not.
 */
export const TourCard = memo(function TourCard({
  tour,
  priority = false,
}: {
  tour: TourSummary;
  priority?: boolean;
}) {
  const locale = useLocale();
  const title = tour.title;
  const groupSize = tour.group_size;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="relative aspect-video overflow-hidden bg-stone-200">
        <TourImage
          src={tourCardPicture(tour)}
          title={tour.title}
          sizes={TOUR_CARD_IMAGE_SIZES}
          priority={priority}
        />
        <CategoryBadge category={tour.category} className="absolute top-3 left-3 shadow-sm" />
        {tour.rating !== null && (
          <RatingBadge
            rating={tour.rating}
            className="absolute top-3 right-3 !bg-white shadow-sm"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-2">
          <DifficultyBadge difficulty={tour.difficulty} />
          {tour.transport && <TransportBadge transport={tour.transport} />}
        </div>
        <div>
          <h2
            lang={fieldLang(tour, 'title')}
            className="line-clamp-2 text-lg leading-snug font-semibold text-stone-900"
          >
            {tour.title}
          </h2>
          <p
            lang={fieldLang(tour, 'country')}
            className="mt-1 flex items-center gap-1 text-sm text-stone-600"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {tour.country}
          </p>
        </div>
        <p
          lang={fieldLang(tour, 'short_description')}
          className="line-clamp-3 text-sm text-stone-700"
        >
          {tour.short_description}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <li className="flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4 text-stone-500" />
            {formatDays(tour.duration_days)}
          </li>
          <li className="flex items-center gap-1">
            <Users aria-hidden="true" className="size-4 text-stone-500" />
            <Plural value={groupSize} one="Up to # person" other="Up to # people" />
          </li>
        </ul>
        <FootprintLine start={tour} variant="card" />
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-stone-100 pt-4">
          <p className="text-stone-600">
            <span className="block text-2xl font-bold text-stone-900">
              {formatWholeEuros(tour.price_eur, locale)}
            </span>
            <span className="text-sm">
              <Trans>per person</Trans>
            </span>
          </p>
          <Link to={getTourPath(tour)} className={buttonClasses('primary', 'md')}>
            <Trans>
              View Details<span className="sr-only">: {title}</span>
            </Trans>
          </Link>
        </div>
      </div>
    </article>
  );
});

/** Same boxes as a card, so the grid does not move when the tours arrive. */
export function TourCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <div>
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="mt-2 h-4 w-1/3" />
        </div>
        <div className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-5 w-1/2" />
        {/* The CO₂ saving line's height (FootprintLine). */}
        <div className="min-h-10" />
        <div className="mt-auto flex items-end justify-between border-t border-stone-100 pt-4">
          <div>
            <Skeleton className="h-8 w-20" />
            <Skeleton className="mt-1 h-4 w-16" />
          </div>
          <Skeleton className="h-10 w-28 rounded-md" />
        </div>
      </div>
    </div>
  );
}
