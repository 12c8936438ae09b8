import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * Parts of a page the floating back-to-top button must never cover (a booking total, a sticky
 * booking bar): while any of them passes under the button, the button stays hidden. A plain
 * store, because the button lives in the layout and the parts in feature pages that it must not
 * import.
 */
const parts = new Set<Element>();
const listeners = new Set<() => void>();
let partsVersion = 0;

function notify() {
  partsVersion += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks an element the back-to-top button must not cover. */
export function useKeepClearOfBackToTop(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    parts.add(element);
    notify();
    return () => {
      parts.delete(element);
      notify();
    };
  }, [ref]);
}

/**
 * True while a marked part passes under `button`, a fixed element. NOTE: an IntersectionObserver
 * whose root margins shrink the screen to the band the button floats in, instead of comparing
 * positions on every scroll, which would force a layout of the whole page each time.
 */
export function useIsBackToTopBlocked(button: RefObject<HTMLElement | null>): boolean {
  const version = useSyncExternalStore(
    subscribe,
    () => partsVersion,
    () => 0,
  );
  const [isBlocked, setBlocked] = useState(false);

  useEffect(() => {
    const element = button.current;
    if (!element || parts.size === 0) return;
    const under = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    function observeBand() {
      observer?.disconnect();
      under.clear();
      const band = element!.getBoundingClientRect();
      const below = window.innerHeight - band.bottom;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          setBlocked(under.size > 0);
        },
        { rootMargin: `${-Math.floor(band.top)}px 0px ${-Math.floor(below)}px 0px` },
      );
      for (const part of parts) observer.observe(part);
    }
    observeBand();
    // The band moves with the screen's height (a phone's address bar) and the breakpoint.
    window.addEventListener('resize', observeBand);
    return () => {
      window.removeEventListener('resize', observeBand);
      observer?.disconnect();
      setBlocked(false);
    };
  }, [button, version]);

  return isBlocked;
}
