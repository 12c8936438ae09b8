import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIsBackToTopBlocked } from '../../lib/back-to-top-clearance';
import { cn } from '../../lib/cn';
import { preferredScrollBehavior } from '../../lib/scroll-behavior';

export const BACK_TO_TOP_THRESHOLD_PX = 300;

export function BackToTop() {
  const { t } = useLingui();
  const [isPastThreshold, setIsPastThreshold] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const isBlocked = useIsBackToTopBlocked(button);
  const isVisible = isPastThreshold && !isBlocked;
  const marker = useRef<HTMLDivElement>(null);

  // NOTE: a marker 300 px down the page, watched by an IntersectionObserver, instead of reading
  // window.scrollY on every scroll: that read forces a layout of the whole page while it renders.
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setIsPastThreshold(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        ref={marker}
        aria-hidden="true"
        className="pointer-events-none absolute left-0 h-px w-px"
        style={{ top: BACK_TO_TOP_THRESHOLD_PX }}
      />
      <button
        ref={button}
        type="button"
        aria-label={t`Back to top`}
        tabIndex={isVisible ? 0 : -1}
        aria-hidden={!isVisible}
        onClick={() => window.scrollTo({ top: 0, behavior: preferredScrollBehavior() })}
        className={cn(
          'fixed right-4 bottom-24 z-30 flex size-11 print:hidden items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg transition-opacity lg:bottom-6',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
          isVisible ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}
