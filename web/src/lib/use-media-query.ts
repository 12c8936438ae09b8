import { useCallback, useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query for the page's life: its `matches` is live, and React reads the
 * snapshot at every render and after every commit, where `matchMedia` would parse the query and
 * make a new list each time (a few ms of a list page's switch to its map on a phone).
 */
const lists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => false,
  );
}
