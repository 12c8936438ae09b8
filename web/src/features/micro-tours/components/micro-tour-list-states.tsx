import '../messages';
import { Trans } from '@lingui/react/macro';
import { SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function MicroTourListEmpty({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-stone-500" />
      <h3 className="mt-4 text-lg font-semibold text-stone-900">
        <Trans>No tours found</Trans>
      </h3>
      <p className="mt-1 max-w-md text-stone-700">
        <Trans>Try adjusting your filters or search terms to find more tours.</Trans>
      </p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </Button>
    </div>
  );
}

export function MicroTourListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-16 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-red-700" />
      <h3 className="mt-4 text-lg font-semibold text-red-900">
        <Trans>Failed to load micro-tours</Trans>
      </h3>
      <p className="mt-1 text-red-900">
        <Trans>Please try refreshing the page.</Trans>
      </p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
