import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The detail page's boxes while the tour loads. At least a screen tall, like the page itself, so
 * the footer stays out of view instead of jumping down when the tour arrives.
 */
export function TourDetailSkeleton() {
  return (
    <div aria-hidden="true" className="min-h-screen">
      <Skeleton className="aspect-video w-full rounded-2xl lg:aspect-[21/9]" />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="mt-6 h-7 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}
