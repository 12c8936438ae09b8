import { useEffect, useState, type RefObject } from 'react';

/** Whether any part of the element is on screen now (an IntersectionObserver, no scroll reads). */
export function useIsOnScreen(ref: RefObject<Element | null>): boolean {
  const [isOnScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isOnScreen;
}
