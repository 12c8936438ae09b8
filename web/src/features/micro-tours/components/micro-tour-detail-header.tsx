import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatOneDecimal, formatWholeEuros } from '@app/domain/locale-format';
import { ChevronRight, Clock, MapPin, Star } from 'lucide-react';
import { Link } from '../../../components/link';
import { useLocale } from '../../../i18n/use-locale';
import { FootprintLine } from '../../../lib/footprint-slot';
import { fieldLang } from '../../../lib/catalogue-language';
import type { MicroTourDetail } from '../api/get-micro-tour';
import { formatDuration } from '../lib/detail-booking';
import { PlaceName } from './place-name';
import { VrReadyButton } from './micro-tour-card';

export function MicroTourDetailBreadcrumb({ tour }: { tour: MicroTourDetail }) {
  const { t } = useLingui();
  const linkClasses =
    'rounded font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm">
      <ol className="flex min-w-0 items-center gap-1.5 text-stone-600">
        <li className="shrink-0">
          <Link to="/micro-tours" className={linkClasses}>
            <Trans>Micro Tours</Trans>
          </Link>
        </li>
        <li className="flex shrink-0 items-center gap-1.5">
          <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
          <Link
            to={`/micro-tours?${new URLSearchParams({ country: tour.country }).toString()}`}
            lang={fieldLang(tour, 'country')}
            className={linkClasses}
          >
            {tour.countryName ?? tour.country}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
          <span aria-current="page" lang={fieldLang(tour, 'title')} className="truncate">
            {tour.title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** Title and the key facts under it. */
export function MicroTourDetailHeader({ tour }: { tour: MicroTourDetail }) {
  const locale = useLocale();
  const price = formatWholeEuros(tour.price_eur, locale);
  const rating = tour.rating === null ? null : formatOneDecimal(tour.rating, locale);
  return (
    <header className="mt-4">
      <h1
        lang={fieldLang(tour, 'title')}
        className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl lg:text-4xl"
      >
        {tour.title}
      </h1>
      <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-stone-700">
        <li className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 text-emerald-700" />
          <PlaceName row={tour} />
        </li>
        {rating !== null && (
          <li className="inline-flex items-center gap-1.5">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span>
              <Trans>
                <span className="font-semibold text-stone-900">{rating}</span>
                <span className="sr-only"> out of 5 stars</span>
              </Trans>
            </span>
          </li>
        )}
        {tour.panorama_url && (
          <li>
            <VrReadyButton tour={tour} className="px-3 py-1.5 text-sm" />
          </li>
        )}
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-emerald-700" />
          {formatDuration(tour.duration_hours)}
        </li>
        <li>
          <Trans>
            <span className="font-semibold text-stone-900">{price}</span> per person
          </Trans>
        </li>
      </ul>
      <div className="mt-4">
        <FootprintLine start={tour} variant="page" />
      </div>
    </header>
  );
}
