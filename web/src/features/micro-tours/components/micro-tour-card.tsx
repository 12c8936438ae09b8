import '../messages';
import { Trans } from '@lingui/react/macro';
import { formatOneDecimal, formatWholeEuros } from '@app/domain/locale-format';
import { Clock, Glasses, MapPin, Star } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Link } from '../../../components/link';
import { buttonClasses } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { fieldLang } from '../../../lib/catalogue-language';
import { cn } from '../../../lib/cn';
import { usePanoramaOpener } from '../../../lib/panorama-opener';
import { FootprintLine } from '../../../lib/footprint-slot';
import type { MicroTourSummary } from '../api/micro-tour-summary';
import { LetterTile } from '../../../components/ui/letter-tile';
import { MICRO_TOUR_CARD_IMAGE_SIZES, microTourCardPicture } from '../lib/micro-tour-card-picture';
import { formatDuration } from '../lib/detail-booking';
import { PlaceName } from './place-name';
import { useLocale } from '../../../i18n/use-locale';

// A container, so narrow cards (three beside the filters) set their title a size smaller.
const cardClasses =
  '@container flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm';
// Fixed line boxes keep a card and its skeleton the same height whatever the text length.
const titleClasses =
  'min-h-12 text-base leading-6 font-semibold text-stone-900 @xs:min-h-14 @xs:text-lg @xs:leading-7';
const descriptionClasses = 'min-h-15 text-sm leading-5 text-stone-700';

// Beside the card, whose chunk the detail page loads too: one file less on the lists' first visit.
/**
 * 'VR Ready', which opens the micro-tour's 360° panorama (decision 032); nothing for a
 * micro-tour without one, so no badge leads to an empty viewer.
 */
export function VrReadyButton({
  tour,
  describedBy,
  className,
}: {
  tour: { title: string; panorama_url: string | null; panorama_is_illustration: boolean };
  /** The id of the micro-tour's title, read out after 'VR Ready'. */
  describedBy?: string;
  className?: string;
}) {
  const open = usePanoramaOpener();
  const url = tour.panorama_url;
  if (!url || !open) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onClick={(event) =>
        open({
          url,
          isIllustration: tour.panorama_is_illustration,
          title: tour.title,
          trigger: event.currentTarget,
        })
      }
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-800 px-2.5 py-1 text-xs font-semibold text-white shadow-sm hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        className,
      )}
    >
      <Glasses aria-hidden="true" className="size-3.5" />
      <Trans>VR Ready</Trans>
    </button>
  );
}

/** '4.8', read out as 'Rated 4.8 out of 5'. */
function Rating({ value }: { value: number }) {
  const rating = formatOneDecimal(value, useLocale());
  return (
    <Trans>
      <span className="sr-only">Rated </span>
      {rating}
      <span className="sr-only"> out of 5</span>
    </Trans>
  );
}

/** Memoized like TourCard: a list page's new view or filters leave its cards as they are. */
export const MicroTourCard = memo(function MicroTourCard({
  tour,
  priority = false,
}: {
  tour: MicroTourSummary;
  /** For cards in the first row on screen: load the picture at once. */
  priority?: boolean;
}) {
  const titleId = useId();
  const locale = useLocale();
  const [isImageBroken, setImageBroken] = useState(false);
  const coverUrl = isImageBroken ? null : microTourCardPicture(tour);
  const price = formatWholeEuros(tour.price_eur, locale);

  return (
    <article className={cardClasses}>
      <div className="relative aspect-video overflow-hidden bg-stone-200">
        {coverUrl ? (
          <ResponsiveImage
            src={coverUrl}
            sizes={MICRO_TOUR_CARD_IMAGE_SIZES}
            priority={priority}
            onError={() => setImageBroken(true)}
            className="h-full w-full object-cover"
          />
        ) : (
          <LetterTile place={[tour.city, tour.country]} />
        )}
        <VrReadyButton tour={tour} describedBy={titleId} className="absolute top-3 left-3" />
        <span className="absolute top-3 right-3 rounded-full bg-white px-2.5 py-1 text-sm font-bold text-stone-900 shadow-sm">
          <Trans>
            <span className="sr-only">Price: </span>
            {price}
          </Trans>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3
          id={titleId}
          lang={fieldLang(tour, 'title')}
          className={cn(titleClasses, 'line-clamp-2')}
        >
          <Link
            to={`/micro-tours/${tour.slug}`}
            className="rounded-sm hover:text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {tour.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm leading-5 text-stone-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
          <span className="truncate">
            <PlaceName row={tour} />
          </span>
        </p>
        <div className="flex items-center gap-4 text-sm leading-5 text-stone-700">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
            {formatDuration(tour.duration_hours)}
          </span>
          {tour.rating !== null && (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-400 text-amber-500" />
              <Rating value={tour.rating} />
            </span>
          )}
        </div>
        <p lang={fieldLang(tour, 'description')} className={cn(descriptionClasses, 'line-clamp-3')}>
          {tour.description}
        </p>
        <FootprintLine start={tour} variant="card" />
        <Link
          to={`/wallet?tourId=${encodeURIComponent(tour.id)}&travelers=1`}
          aria-describedby={titleId}
          className={cn(buttonClasses('primary', 'md'), 'mt-auto w-full')}
        >
          <Trans>Book Now – Pay</Trans>
        </Link>
      </div>
    </article>
  );
});

/** A card-sized placeholder while the list loads. */
export function MicroTourCardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn(cardClasses, className)}>
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className={titleClasses}>
          <Skeleton className="mt-1 h-5 w-4/5" />
        </div>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-1/3" />
        <div className={cn(descriptionClasses, 'space-y-1.5 pt-0.5')}>
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
        {/* The CO₂ saving line's height (FootprintLine). */}
        <div className="min-h-10" />
        <Skeleton className="mt-auto h-10 w-full rounded-md" />
      </div>
    </div>
  );
}
