import { type ComponentType, useEffect, useState } from 'react';
import { Skeleton } from '../components/ui/skeleton';
import type { ListMapProps, ListMapSlot } from '../lib/list-map';
import { listMapLayout } from '../lib/list-view';

type ListMapComponent = ComponentType<ListMapProps>;

// The map's code, basemap and messages load only when a list page opens its map (issue 52).
let loaded: ListMapComponent | undefined;
let loading: Promise<ListMapComponent> | undefined;
function loadListMap(): Promise<ListMapComponent> {
  loading ??= import('../features/map/components/list-map').then((module) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
}

/**
 * The map once its code is here, a box of its size until then. Not React.lazy: a Suspense
 * boundary keeps its fallback at least 300 ms once shown, and the map's first pins would wait
 * that long for nothing (bench/RESULTS.md, issue 52).
 */
function ListMapHost(props: ListMapProps) {
  const [ListMap, setListMap] = useState<ListMapComponent | Error | undefined>(() => loaded);
  useEffect(() => {
    if (ListMap) return;
    loadListMap().then(
      (component) => setListMap(() => component),
      (error: unknown) => {
        loading = undefined; // The next opening tries again.
        setListMap(error instanceof Error ? error : new Error('the map did not load'));
      },
    );
  }, [ListMap]);
  // A chunk that failed to load goes to the page's error boundary, as a lazy page's does.
  if (ListMap instanceof Error) throw ListMap;
  return ListMap ? (
    <ListMap {...props} />
  ) : (
    <Skeleton data-testid="list-map-code-loading" className={listMapLayout.mapBox} />
  );
}

/** A list page's map, and its code loaded ahead of it. */
export const listMapSlot: ListMapSlot = {
  render: (props) => <ListMapHost {...props} />,
  load: loadListMap,
};
