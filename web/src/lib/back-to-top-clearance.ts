import { useEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * Parts of a page the floating back-to-top button must never cover (a booking total, a sticky
 * booking bar): while any of them is on screen the button stays hidden. A plain store, because
 * the button lives in the layout and the parts in feature pages that it must not import.
 */
const shownParts = new Set<Element>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a part that the button must keep clear of is on screen. */
export function useIsBackToTopBlocked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shownParts.size > 0,
    () => false,
  );
}

/** Marks an element the back-to-top button must not cover. */
export function useKeepClearOfBackToTop(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const wasShown = shownParts.has(element);
      if (entry.isIntersecting) shownParts.add(element);
      else shownParts.delete(element);
      if (wasShown !== entry.isIntersecting) notify();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (shownParts.delete(element)) notify();
    };
  }, [ref]);
}
