import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PLACE_MAP_BOX, type PlaceMapProps } from './place-map-props';

const PlaceMapPanel = lazy(() => import('./place-map-panel'));

/** How far below the screen a map starts loading, so that it is drawn by the time it shows. */
const LOAD_MARGIN = '600px';

/**
 * A small map of a tour's route or a meeting point (issue 52), loaded by its page after the
 * page's first paint (`lazy`, its Suspense fallback a box of PLACE_MAP_BOX's size, so nothing
 * moves). The drawing's code and the basemap load only when the box comes near the screen.
 * `row` is the listing's row (or an object the page keeps stable): a new one redraws the map.
 */
export default function PlaceMap({ row }: { row: PlaceMapProps }) {
  const box = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  // Loading: the Skeleton component's look, without importing it (its chunk would load with
  // every page that shows a map, before the map is needed). Before the box comes near the
  // screen nothing loads, and the box stays still.
  const loading = (
    <div
      aria-hidden="true"
      className="absolute inset-0 animate-pulse bg-stone-200 motion-reduce:animate-none"
    />
  );
  return (
    <div
      ref={box}
      className={`relative overflow-hidden rounded-lg border border-stone-200 bg-stone-100 ${PLACE_MAP_BOX}`}
      data-testid="place-map"
    >
      {isNear && (
        <Suspense fallback={loading}>
          <PlaceMapPanel row={row} />
        </Suspense>
      )}
    </div>
  );
}
