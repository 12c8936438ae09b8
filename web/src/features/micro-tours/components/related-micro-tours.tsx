import '../messages';
import { Trans } from '@lingui/react/macro';
import { useRelatedMicroTours } from '../api/get-related-micro-tours';
import { MicroTourCard, MicroTourCardSkeleton } from './micro-tour-card';

const SKELETON_COUNT = 3;

/** Up to six other tours from the same country; nothing at all when there are none. */
export function RelatedMicroTours({ country, currentId }: { country: string; currentId: string }) {
  const { data: tours, isPending, isError } = useRelatedMicroTours(country, currentId);
  if (isError || (tours && tours.length === 0)) return null;
  return (
    <section aria-labelledby="related-tours-heading" className="mt-14">
      <h2 id="related-tours-heading" className="text-2xl font-bold text-stone-900">
        <Trans>More tours in {country}</Trans>
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
        {isPending
          ? Array.from({ length: SKELETON_COUNT }, (_, i) => <MicroTourCardSkeleton key={i} />)
          : tours.map((tour) => <MicroTourCard key={tour.id} tour={tour} />)}
      </div>
    </section>
  );
}
