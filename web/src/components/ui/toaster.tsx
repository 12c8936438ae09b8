import { lazy, Suspense } from 'react';
import { loadSonner } from '../../lib/toast';

export { toast } from '../../lib/toast';

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      {/* Below the sticky header (4rem high), so a toast never covers its buttons. The site is
          left-to-right: without `dir`, sonner reads the page's computed style on every render,
          a forced style recalculation while the page loads. */}
      <SonnerToaster
        dir="ltr"
        position="top-right"
        offset={{ top: '5rem', right: '1rem' }}
        mobileOffset={{ top: '4.5rem', right: '0.5rem', left: '0.5rem' }}
        richColors
        closeButton
      />
    </Suspense>
  );
}
