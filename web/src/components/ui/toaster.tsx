import { lazy, Suspense } from 'react';
import { loadSonner } from '../../lib/toast';
import { useMediaQuery } from '../../lib/use-media-query';

export { toast } from '../../lib/toast';

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Where sonner lays toasts out across the whole width (its own breakpoint). */
const PHONE_QUERY = '(max-width: 600px)';
/** Below this (Tailwind's lg) a page may keep a booking bar at the bottom of the screen. */
const WIDE_QUERY = '(min-width: 64rem)';

/**
 * Toasts never cover the header nor a page's own buttons at its top (the dashboard's Settings
 * and Sign out, the admin panel's Sign Out): on a wide screen they come up at the bottom right,
 * left of the back-to-top button and, below the large breakpoint, above a sticky booking bar; on
 * a phone they drop just below the sticky header (4rem high), above the page's title.
 */
export function Toaster() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const isWide = useMediaQuery(WIDE_QUERY);
  return (
    <Suspense fallback={null}>
      {/* The site is left-to-right: without `dir`, sonner reads the page's computed style on
          every render, a forced style recalculation while the page loads. */}
      <SonnerToaster
        dir="ltr"
        position={isPhone ? 'top-center' : 'bottom-right'}
        offset={{ bottom: isWide ? '1.5rem' : '6rem', right: '4.5rem' }}
        mobileOffset={{ top: '4.5rem', right: '0.5rem', left: '0.5rem' }}
        richColors
        closeButton
      />
    </Suspense>
  );
}
