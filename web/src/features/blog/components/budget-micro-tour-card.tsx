import '../messages';
import { formatWholeEuros } from '@app/domain/locale-format';
import { Plural, Trans } from '@lingui/react/macro';
import { Clock, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../../components/link';
import { LetterTile } from '../../../components/ui/letter-tile';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth';
import { fieldLang } from '../../../lib/catalogue-language';
import { cn } from '../../../lib/cn';
import { useLocale } from '../../../i18n/use-locale';
import type { BudgetMicroTour } from '../api/get-budget-micro-tours';
import { FixMicroTourImagesButton } from './fix-micro-tour-images-button';

const CARD_SIZES =
  '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw';

export function BudgetMicroTourCard({ tour }: { tour: BudgetMicroTour }) {
  const locale = useLocale();
  const hours = tour.duration_hours;
  const [isBroken, setIsBroken] = useState(false);
  const { isAdmin } = useAuth();
  const hasCover = Boolean(tour.cover_url) && !isBroken;
  // A name the page's language lacks is marked English (decision 029).
  const cityLang = fieldLang(tour, 'city');
  const countryLang = fieldLang(tour, 'country');
  return (
    // The admin's fix button sits beside the link, not in it: a button inside a link is invalid.
    <div className="relative h-full">
      <Link
        to={`/micro-tours/${tour.slug}`}
        className={cn(
          'group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        )}
      >
        <div className="relative aspect-video bg-stone-200">
          <LetterTile place={[tour.city, tour.country]} size="md" className="absolute inset-0" />
          {hasCover && tour.cover_url && (
            <ResponsiveImage
              src={tour.cover_url}
              sizes={CARD_SIZES}
              onError={() => setIsBroken(true)}
              className="absolute inset-0 h-full w-full object-cover"
            />
          )}
          <span className="absolute top-2 right-2 rounded-full bg-white/95 px-2 py-0.5 text-sm font-bold text-stone-900 shadow-sm">
            {formatWholeEuros(tour.price_eur, locale)}
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3
            lang={fieldLang(tour, 'title')}
            className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-stone-900 group-hover:text-emerald-800"
          >
            {tour.title}
          </h3>
          <p className="truncate text-xs text-stone-600">
            {cityLang || countryLang ? (
              <>
                <span lang={cityLang}>{tour.city}</span>,{' '}
                <span lang={countryLang}>{tour.country}</span>
              </>
            ) : (
              `${tour.city}, ${tour.country}`
            )}
          </p>
          <p className="flex items-center gap-3 text-xs text-stone-600">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              <Plural value={hours} one="# hour" other="# hours" />
            </span>
            {tour.rating !== null && (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
                <span className="sr-only">
                  <Trans>Rating</Trans>{' '}
                </span>
                {tour.rating.toFixed(1)}
              </span>
            )}
          </p>
        </div>
      </Link>
      {isAdmin && !hasCover && (
        <FixMicroTourImagesButton tour={tour} className="absolute top-2 left-2" />
      )}
    </div>
  );
}

export function BudgetMicroTourCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-col gap-1 p-3">
        <div className="flex min-h-10 flex-col gap-1.5 py-0.5">
          <Skeleton className="h-3.5 w-11/12" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
        <Skeleton className="my-0.5 h-3 w-1/2" />
        <Skeleton className="my-0.5 h-3 w-2/5" />
      </div>
    </div>
  );
}
