import { lazy, Suspense } from 'react';
import { Skeleton } from '../components/ui/skeleton';
import type { ListMapProps } from '../lib/list-map';
import { listMapLayout } from '../lib/list-view';

// The map's code, basemap and messages load only when a list page opens its map (issue 52).
const ListMap = lazy(() => import('../features/map/components/list-map'));

/** A list page's map; until its code is here, a box of the map's size. */
export function renderListMap(props: ListMapProps) {
  return (
    <Suspense fallback={<Skeleton className={listMapLayout.mapBox} />}>
      <ListMap {...props} />
    </Suspense>
  );
}
