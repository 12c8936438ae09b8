import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Reviews load when their section nears the screen: they sit below the booking panel, so the
// first screen's load neither waits for nor shares the network and the main thread with them,
// and the first visit's JavaScript budget of a tour's page holds.
const ListingReviews = lazy(() =>
  import('../features/reviews/components/listing-reviews').then((m) => ({
    default: m.ListingReviews,
  })),
);

/** A tour's or micro-tour's reviews, composed into its page by the route. */
export function ListingReviewsSection({ kind, id }: { kind: 'tour' | 'micro_tour'; id: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  // A browser that cannot tell where the section is gets the reviews at once.
  const [isWanted, setIsWanted] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = anchor.current;
    if (!element || isWanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isWanted]);
  return (
    <div ref={anchor} className="min-h-24" data-testid="listing-reviews">
      {isWanted && (
        <Suspense fallback={null}>
          <ListingReviews listing={{ kind, id }} />
        </Suspense>
      )}
    </div>
  );
}
