import { useTopMicroTours } from '../../micro-tours/api/get-top-micro-tours';
import { MicroTourCard, MicroTourCardSkeleton } from '../../micro-tours/components/micro-tour-card';

const SKELETON_COUNT = 6;

export function HomePage() {
  const { data: tours, isPending, isError } = useTopMicroTours();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">
        Sustainable European micro-tours
      </h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        Top-rated city tours from EUR 5, with no booking fees.
      </p>
      <section aria-labelledby="top-tours" className="mt-8">
        <h2 id="top-tours" className="sr-only">
          Top-rated micro-tours
        </h2>
        {isError ? (
          <p role="alert" className="text-red-700">
            Failed to load micro-tours
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
            {isPending
              ? Array.from({ length: SKELETON_COUNT }, (_, i) => <MicroTourCardSkeleton key={i} />)
              : tours.map((tour) => <MicroTourCard key={tour.id} tour={tour} />)}
          </div>
        )}
      </section>
    </div>
  );
}
