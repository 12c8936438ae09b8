import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Reviews load once the page's own code ran and the browser is idle (or the section nears the
// screen): the first visit's JavaScript budget of a tour's page holds.
const ListingReviews = lazy(() =>
  import('../features/reviews/components/listing-reviews').then((m) => ({
    default: m.ListingReviews,
  })),
);

/** A tour's or micro-tour's reviews, composed into its page by the route. */
export function ListingReviewsSection({ kind, id }: { kind: 'tour' | 'micro_tour'; id: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    const show = () => setIsWanted(true);
    const element = anchor.current;
    const observer =
      typeof IntersectionObserver === 'function' && element
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: '600px',
          })
        : undefined;
    if (observer && element) observer.observe(element);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(show, { timeout: 3000 })
        : undefined;
    const timer = idle === undefined ? setTimeout(show, 1500) : undefined;
    return () => {
      observer?.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return (
    <div ref={anchor} className="min-h-24">
      {isWanted && (
        <Suspense fallback={null}>
          <ListingReviews listing={{ kind, id }} />
        </Suspense>
      )}
    </div>
  );
}
