import '../messages';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The detail page's shape while the tour loads. At least a screen tall, like the page itself, so
 * the footer stays out of view instead of jumping down when the tour arrives.
 */
export function MicroTourDetailSkeleton() {
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-6 lg:py-10">
      <p role="status" className="sr-only">
        <Trans>Loading tour...</Trans>
      </p>
      <Skeleton className="h-5 w-64 max-w-full" />
      <Skeleton className="mt-4 h-9 w-3/4" />
      <Skeleton className="mt-3 h-6 w-80 max-w-full" />
      <Skeleton className="mt-2 h-6 w-28 sm:hidden" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <Skeleton className="aspect-video w-full rounded-xl" />
          <div className="mt-2 grid auto-cols-[calc((100%-1.5rem)/4)] grid-flow-col gap-2 p-1 sm:auto-cols-[7rem]">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="aspect-video w-full rounded-md" />
            ))}
          </div>
          <div className="mt-8 space-y-3">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
        <div className="hidden lg:block">
          <Skeleton className="h-[26rem] w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
