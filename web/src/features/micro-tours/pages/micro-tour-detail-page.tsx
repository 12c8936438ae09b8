import '../messages';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMicroTour, type MicroTourDetail } from '../api/get-micro-tour';
import { MicroTourNotOnSaleNotice } from '../components/not-on-sale-notice';
import { BookingCard } from '../components/booking-card';
import { CheckoutBar } from '../components/checkout-bar';
import { MicroTourDetailGallery } from '../components/micro-tour-detail-gallery';
import {
  MicroTourDetailBreadcrumb,
  MicroTourDetailHeader,
} from '../components/micro-tour-detail-header';
import { MicroTourDetailSections } from '../components/micro-tour-detail-sections';
import { MicroTourDetailSkeleton } from '../components/micro-tour-detail-skeleton';
import { MicroTourLoadError, MicroTourNotFound } from '../components/micro-tour-detail-states';
import { parseTravelers } from '../lib/detail-booking';
import { buildGalleryUrls } from '../lib/detail-gallery';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { stateTitles } from '../../../lib/page-heads/titles';

type RelatedModule = typeof import('../components/related-micro-tours');
let relatedModule: RelatedModule | undefined;
/**
 * The related tours, last on the page and read only once the tour is there, load beside the
 * page's code rather than in it: asked for as this module runs, they are there before the tour
 * is, and show as they always did (their skeletons, then the cards).
 */
const relatedLoading = import('../components/related-micro-tours').then(
  (module) => (relatedModule = module),
);
relatedLoading.catch(() => undefined);

function RelatedMicroTours(props: { country: string; currentId: string }) {
  const [module, setModule] = useState(relatedModule);
  useEffect(() => {
    if (module) return;
    let isCurrent = true;
    relatedLoading
      .then((loaded) => {
        if (isCurrent) setModule(loaded);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [module]);
  // Not loaded (a failed request): the page goes without them, as when there are none.
  return module ? <module.RelatedMicroTours {...props} /> : null;
}

/** A section about the micro-tour composed in by its route (app/): its reviews. */
export type MicroTourSection = (microTourId: string) => ReactNode;

export function MicroTourDetailPage({ reviews }: { reviews?: MicroTourSection } = {}) {
  const { slug = '' } = useParams();
  const { data: tour, isPending, isError, refetch } = useMicroTour(slug);
  useDocumentTitle(tour ? tour.title : tour === null ? stateTitles.tourNotFound : undefined);

  if (isPending) return <MicroTourDetailSkeleton />;
  if (isError) return <MicroTourLoadError onRetry={() => void refetch()} />;
  if (!tour) return <MicroTourNotFound />;
  // A new tour (a related one, say) starts with its own gallery position and travelers.
  return <MicroTourDetailView key={tour.id} tour={tour} reviews={reviews} />;
}

function MicroTourDetailView({
  tour,
  reviews,
}: {
  tour: MicroTourDetail;
  reviews?: MicroTourSection;
}) {
  // Travelers live in the URL, so that going to sign in and coming back keeps them.
  const [searchParams, setSearchParams] = useSearchParams();
  const travelers = parseTravelers(searchParams.get('travelers'));
  function setTravelers(count: number) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (count === 1) next.delete('travelers');
        else next.set('travelers', String(count));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  const { t } = useLingui();
  const images = buildGalleryUrls(tour.cover_url, tour.gallery_urls);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 lg:py-10">
      <MicroTourDetailBreadcrumb tour={tour} />
      <MicroTourDetailHeader tour={tour} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-8">
          <MicroTourDetailGallery images={images} title={tour.title} />
          <MicroTourDetailSections tour={tour} />
          {reviews?.(tour.id)}
        </div>
        {tour.on_sale ? (
          <aside aria-label={t`Booking`} className="hidden lg:block">
            <div className="sticky top-24">
              <BookingCard tour={tour} travelers={travelers} onTravelersChange={setTravelers} />
            </div>
          </aside>
        ) : (
          <aside aria-label={t`Booking`} className="lg:order-none">
            <div className="lg:sticky lg:top-24">
              <MicroTourNotOnSaleNotice />
            </div>
          </aside>
        )}
      </div>
      <RelatedMicroTours country={tour.country} currentId={tour.id} />
      {tour.on_sale && <CheckoutBar tour={tour} travelers={travelers} />}
    </div>
  );
}
