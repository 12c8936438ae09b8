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
  /** The band's root margins, from the button's box; null until first measured. */
  const [band, setBand] = useState<string | null>(null);

  // The button's box comes from an observer's answer, computed with a frame's own layout, when
  // the page loads and when the screen changes (a phone's address bar, the breakpoint). Read when
  // a part appears (a map opening, a booking bar), it would lay the page out in that commit.
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    let probe: IntersectionObserver | undefined;
    function measure() {
      probe?.disconnect();
      probe = new IntersectionObserver(([entry]) => {
        probe?.disconnect();
        if (!entry) return;
        const { top, bottom } = entry.boundingClientRect;
        const below = (entry.rootBounds?.height ?? window.innerHeight) - bottom;
        setBand(`${-Math.floor(top)}px 0px ${-Math.floor(below)}px 0px`);
      });
      probe.observe(element!);
    }
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      probe?.disconnect();
    };
  }, [button]);

  useEffect(() => {
    if (band === null || parts.size === 0) return;
    const under = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        setBlocked(under.size > 0);
      },
      { rootMargin: band },
    );
    for (const part of parts) observer.observe(part);
    return () => {
      observer.disconnect();
      setBlocked(false);
    };
  }, [band, version]);

  return isBlocked;
}
