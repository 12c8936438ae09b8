import '../messages';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton';

/** The checkout page's shape while the tour loads. */
export function CheckoutSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:py-10">
      <p role="status" className="sr-only">
        <Trans>Loading checkout...</Trans>
      </p>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mt-4 h-9 w-48" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-[30rem] w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
    </div>
  );
}
