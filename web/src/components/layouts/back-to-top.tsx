import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

export const BACK_TO_TOP_THRESHOLD_PX = 300;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BackToTop() {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      aria-label="Back to top"
      tabIndex={isVisible ? 0 : -1}
      aria-hidden={!isVisible}
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
      }
      className={cn(
        'fixed right-4 bottom-20 z-30 flex size-11 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg transition-opacity lg:bottom-6',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        isVisible ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
