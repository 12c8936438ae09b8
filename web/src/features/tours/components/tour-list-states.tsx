import '../messages';
import { Trans } from '@lingui/react/macro';
import { CircleAlert, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function ToursEmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-stone-400" />
      <h2 className="mt-4 text-xl font-semibold text-stone-900">
        <Trans>No tours found</Trans>
      </h2>
      <p className="mt-2 max-w-md text-stone-600">
        <Trans>Try adjusting your filters or search terms to find more tours.</Trans>
      </p>
      <Button className="mt-6" onClick={onReset}>
        <Trans>Reset Filters</Trans>
      </Button>
    </div>
  );
}

export function ToursErrorState() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-16 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-red-700" />
      <h2 className="mt-4 text-xl font-semibold text-stone-900">
        <Trans>Error loading tours</Trans>
      </h2>
      <p className="mt-2 max-w-md text-stone-700">
        <Trans>Something went wrong while loading the tours. Please try again.</Trans>
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <Trans>Reload Page</Trans>
      </Button>
    </div>
  );
}
