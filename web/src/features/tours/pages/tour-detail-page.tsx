import '../messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatWholeEuros } from '@app/domain/locale-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FootprintLine } from '../../../lib/footprint-slot';
import { ArrowLeft, CalendarDays, Check, MapPin, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/link';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLang } from '../../../lib/catalogue-language';
import { preferredScrollBehavior } from '../../../lib/scroll-behavior';
import { useIsOnScreen } from '../../../lib/use-is-on-screen';
import { type TourDetail as TourRow, useTour } from '../api/get-tour';
import { useTourAddons } from '../api/get-tour-addons';
import { BookingPanel } from '../components/booking-panel';
import { CancellationTerms } from '../components/cancellation-terms';
import { TourNotOnSaleNotice } from '../components/not-on-sale-notice';
import { TourAddons } from '../components/tour-addons';
import {
  CategoryBadge,
  DifficultyBadge,
  RatingBadge,
  TransportBadge,
} from '../components/tour-badges';
import { TourDetailSkeleton } from '../components/tour-detail-skeleton';
import { TourGallery } from '../components/tour-gallery';
import { TourImage } from '../components/tour-image';
import { TourBookingBar } from '../components/tour-booking-bar';
import { TourInclusions } from '../components/tour-inclusions';
import { TourItinerary } from '../components/tour-itinerary';
import { getTourContent } from '../lib/tour-defaults';
import { formatDays } from '../lib/tour-labels';
import { useBookingChoices } from '../lib/use-booking-choices';

function BackLink() {
  return (
    <Link
      to="/tours"
      className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to Tours</Trans>
    </Link>
  );
}

// A missing tour and a failed read are rare: their code loads when idle, or when one shows.
const loadStates = () => import('../components/tour-detail-states');
const TourNotFound = lazy(() => loadStates().then((m) => ({ default: m.TourNotFound })));
const TourLoadError = lazy(() => loadStates().then((m) => ({ default: m.TourLoadError })));
// The route's map loads after the page has painted, into a box the fallback reserves.
const PlaceMap = lazy(() => import('../../../components/place-map/place-map'));

function TourLoading() {
  return (
    <>
      <h1 className="sr-only">
        <Trans>Loading tour...</Trans>
      </h1>
      <TourDetailSkeleton />
    </>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-4 text-2xl font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function TourDetail({ tour, reviews }: { tour: TourRow; reviews?: ListingSection }) {
  useDocumentTitle(tour.title);
  const { t } = useLingui();
  const locale = useLocale();
  const addons = useTourAddons(tour);
  const choices = useBookingChoices();
  const booking = useRef<HTMLDivElement>(null);
  const isBookingOnScreen = useIsOnScreen(booking);
  // The default plan names the country in the page's language.
  const content = getTourContent({ ...tour, country: tour.countryName ?? tour.country });
  const price = formatWholeEuros(tour.price_eur, locale);
  const days = formatDays(tour.duration_days);
  const groupSize = tour.group_size;
  const gallery = tour.gallery_override.length > 0 ? tour.gallery_override : tour.gallery;
  const overviewField = tour.full_description ? 'full_description' : 'short_description';
  const paragraphs = tour[overviewField].split(/\n\s*\n/).filter((paragraph) => paragraph.trim());

  return (
    <>
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-stone-200 lg:aspect-[21/9]">
        <TourImage
          src={tour.image_override_url || tour.cover_image}
          title={tour.title}
          alt={tour.title}
          sizes="(min-width: 1152px) 1120px, 100vw"
          priority
          initialsClassName="text-6xl sm:text-8xl"
        />
      </div>
      {gallery.length > 0 && (
        <div className="mt-2">
          <TourGallery title={tour.title} images={gallery} />
        </div>
      )}

      <div className="mt-8 grid gap-10 lg:grid-cols-3 lg:gap-8">
        <div className="flex min-w-0 flex-col gap-10 lg:col-span-2">
          <header>
            <div className="flex flex-wrap gap-2">
              <CategoryBadge category={tour.category} />
              <DifficultyBadge difficulty={tour.difficulty} />
              {tour.transport && <TransportBadge transport={tour.transport} />}
              {tour.rating !== null && <RatingBadge rating={tour.rating} />}
            </div>
            <h1
              lang={fieldLang(tour, 'title')}
              className="mt-3 text-3xl font-bold text-stone-900 sm:text-4xl"
            >
              {tour.title}
            </h1>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-stone-700">
              <li lang={fieldLang(tour, 'country')} className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-stone-500" />
                {tour.countryName ?? tour.country}
              </li>
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 text-stone-500" />
                {formatDays(tour.duration_days)}
              </li>
              <li className="flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 text-stone-500" />
                <Plural value={groupSize} one="Up to # person" other="Up to # people" />
              </li>
            </ul>
            <div className="mt-4">
              <FootprintLine start={tour} variant="page" />
            </div>
          </header>

          <DetailSection title={t`Overview`}>
            <div
              lang={fieldLang(tour, overviewField)}
              className="flex flex-col gap-4 leading-relaxed text-stone-700"
            >
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </DetailSection>

          <DetailSection title={t`Highlights`}>
            <ul lang={fieldLang(tour, 'highlights')} className="grid gap-3 sm:grid-cols-2">
              {content.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2 text-stone-700">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700" />
                  {highlight}
                </li>
              ))}
            </ul>
          </DetailSection>

          <DetailSection title={t`Daily Itinerary`}>
            <TourItinerary days={content.itinerary} lang={fieldLang(tour, 'itinerary')} />
          </DetailSection>

          {(tour.start_lat !== null || tour.meeting_lat !== null) && (
            <DetailSection title={t`Route and meeting point`}>
              <Suspense fallback={<div className="aspect-[4/3] w-full sm:aspect-[2/1]" />}>
                <PlaceMap row={tour} />
              </Suspense>
            </DetailSection>
          )}

          <DetailSection title={t`Price and Inclusions`}>
            <p className="mb-4 text-stone-700">
              <Trans>
                <span className="text-2xl font-bold text-stone-900">{price}</span> per person for{' '}
                {days}
              </Trans>
            </p>
            <TourInclusions
              included={content.included}
              notIncluded={content.notIncluded}
              langs={{
                included: fieldLang(tour, 'included'),
                notIncluded: fieldLang(tour, 'not_included'),
              }}
            />
            <PracticalDetails tour={tour} />
          </DetailSection>

          <DetailSection title={t`Add-ons`}>
            <TourAddons
              addons={addons.data}
              isPending={addons.isPending}
              isError={addons.isError}
            />
          </DetailSection>
        </div>

        <div
          id="booking"
          ref={booking}
          // The phone's booking bar moves the focus here, so the keyboard carries on in the panel.
          tabIndex={-1}
          className="scroll-mt-24 outline-none lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          {tour.on_sale ? (
            <BookingPanel tour={tour} addons={addons.data ?? []} choices={choices} />
          ) : (
            <TourNotOnSaleNotice />
          )}
        </div>

        {/* After the booking panel: on a phone the reviews, which load later and grow, never
            push the panel away from a reader the booking bar has just taken there. */}
        {reviews && <div className="lg:col-span-2 lg:col-start-1">{reviews(tour.id)}</div>}
      </div>
      <TourBookingBar
        tour={tour}
        addons={addons.data ?? []}
        choices={choices}
        // Beside the panel the bar adds nothing, and would cover the panel's last lines.
        isHidden={isBookingOnScreen || !tour.on_sale}
        onShowBooking={() => {
          booking.current?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
          booking.current?.focus({ preventScroll: true });
        }}
      />
    </>
  );
}

function PracticalDetails({ tour }: { tour: TourRow }) {
  const { t } = useLingui();
  // PostgREST sends a time as 'HH:MM:SS'.
  const startTime = tour.start_time.slice(0, 5);
  const details: [string, ReactNode, string | undefined][] = [
    ...[
      [t`Meeting point`, tour.meeting_point, fieldLang(tour, 'meeting_point')],
      [t`Start time`, t`${startTime} local time`, undefined],
      [t`Starts from`, tour.start_locations.filter(Boolean).join(', '), undefined],
      [t`Ends in`, tour.end_location, fieldLang(tour, 'end_location')],
    ].filter((entry): entry is [string, string, string | undefined] => Boolean(entry[1]?.trim())),
    [
      t`Cancellation policy`,
      <CancellationTerms
        tourNote={tour.cancellation_policy}
        noteLang={fieldLang(tour, 'cancellation_policy')}
      />,
      undefined,
    ],
  ];
  return (
    <dl className="mt-4 grid gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {details.map(([term, value, lang]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-stone-900">{term}</dt>
          <dd lang={lang} className="text-stone-700">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A section about the tour composed in by its route (app/): its reviews. */
export type ListingSection = (tourId: string) => ReactNode;

export function TourDetailPage({ reviews }: { reviews?: ListingSection } = {}) {
  const { slug = '' } = useParams();
  const { data: tour, isPending, isError } = useTour(slug);
  useEffect(() => {
    const preload = () => void loadStates().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload);
    return () => cancelIdleCallback(idle);
  }, []);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 lg:pb-8">
      <BackLink />
      <div className="mt-4">
        {isPending ? (
          <TourLoading />
        ) : isError || !tour ? (
          <Suspense fallback={<TourLoading />}>
            {isError ? <TourLoadError /> : <TourNotFound />}
          </Suspense>
        ) : (
          <TourDetail tour={tour} reviews={reviews} />
        )}
      </div>
    </div>
  );
}
