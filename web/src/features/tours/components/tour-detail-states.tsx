import '../messages';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { Button, buttonClasses } from '../../../components/ui/button';
import { canGoBack } from '../../../lib/can-go-back';
import { stateTitles } from '../../../lib/page-heads/titles';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function TourNotFound() {
  useDocumentTitle(stateTitles.tourNotFound);
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">
        <Trans>Tour not found</Trans>
      </h1>
      <p className="mt-3 max-w-md text-stone-600">
        <Trans>The tour you&apos;re looking for doesn&apos;t exist or has been removed.</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button
          variant="outline"
          onClick={() => void (canGoBack() ? navigate(-1) : navigate('/tours'))}
        >
          <ArrowLeft aria-hidden="true" />
          <Trans>Go Back</Trans>
        </Button>
        <Link to="/tours" className={buttonClasses('primary')}>
          <Trans>Browse Tours</Trans>
        </Link>
      </div>
    </div>
  );
}

export function TourLoadError() {
  return (
    <div role="alert" className="flex flex-col items-center py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">
        <Trans>Error loading tour</Trans>
      </h1>
      <p className="mt-3 max-w-md text-stone-600">
        <Trans>Something went wrong while loading this tour. Please try again.</Trans>
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <Trans>Reload Page</Trans>
      </Button>
    </div>
  );
}
