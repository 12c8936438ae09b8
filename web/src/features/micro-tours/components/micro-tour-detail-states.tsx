import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export function MicroTourNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-stone-900">Tour not found</h1>
      <p className="mt-3 text-stone-600">
        The micro-tour you're looking for doesn't exist or has been removed.
      </p>
      <Button asChild className="mt-8">
        <Link to="/micro-tours">Browse Micro Tours</Link>
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
      <h1 className="text-3xl font-bold text-stone-900">Failed to load the micro-tour</h1>
      <p className="mt-3 text-stone-600">Please try refreshing the page.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to="/micro-tours">Browse Micro Tours</Link>
        </Button>
      </div>
    </div>
  );
}
