import '../messages';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { useMicroTour } from '../api/get-micro-tour';
import { CheckoutSkeleton } from '../components/checkout-skeleton';
import { CheckoutSummary } from '../components/checkout-summary';
import { MicroTourLoadError } from '../components/micro-tour-detail-states';
import { parseTravelers } from '../lib/detail-booking';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { stateTitles } from '../../../lib/page-heads/titles';

export function CheckoutPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: tour, isPending, isError, refetch } = useMicroTour(id);
  useDocumentTitle(tour ? stateTitles.checkoutOf(tour.title) : undefined);

  if (isPending) return <CheckoutSkeleton />;
  if (isError) return <MicroTourLoadError onRetry={() => void refetch()} />;
  if (!tour) return <Navigate to="/micro-tours" replace />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:py-10">
      <Link
        to={`/micro-tours/${tour.slug}`}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to tour</Trans>
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        <Trans>Checkout</Trans>
      </h1>
      <CheckoutSummary
        key={tour.id}
        tour={tour}
        initialTravelers={parseTravelers(searchParams.get('travelers'))}
      />
    </div>
  );
}
