import { SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function MicroTourListEmpty({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-stone-500" />
      <h3 className="mt-4 text-lg font-semibold text-stone-900">No tours found</h3>
      <p className="mt-1 max-w-md text-stone-700">
        Try adjusting your filters or search terms to find more tours.
      </p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear filters
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
      <h3 className="mt-4 text-lg font-semibold text-red-900">Failed to load micro-tours</h3>
      <p className="mt-1 text-red-900">Please try refreshing the page.</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
