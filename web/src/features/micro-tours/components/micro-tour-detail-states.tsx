import '../messages';
import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';

export function MicroTourNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-stone-900">
        <Trans>Tour not found</Trans>
      </h1>
      <p className="mt-3 text-stone-600">
        <Trans>The micro-tour you're looking for doesn't exist or has been removed.</Trans>
      </p>
      <Button asChild className="mt-8">
        <Link to="/micro-tours">
          <Trans>Browse Micro Tours</Trans>
        </Link>
      </Button>
    </div>
  );
}

export function MicroTourLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <h1 className="text-3xl font-bold text-stone-900">
        <Trans>Failed to load the micro-tour</Trans>
      </h1>
      <p className="mt-3 text-stone-600">
        <Trans>Please try refreshing the page.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
        <Button asChild variant="outline">
          <Link to="/micro-tours">
            <Trans>Browse Micro Tours</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
