import '../messages';
import { Trans } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { type ComponentProps, lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { countActiveFilters } from '../lib/tour-list-params';
import type { TourFilters } from './tour-filters';

// The sheet's dialog (Radix's dialog, its focus trap and scroll lock) loads on demand: the list
// renders without waiting for it, and it is fetched once the page is idle or when the pointer or
// the focus reaches the button, so opening does not wait for it.
const loadSheetDialog = () => import('./tour-filters-sheet-dialog');
const TourFiltersSheetDialog = lazy(() =>
  loadSheetDialog().then((module) => ({ default: module.TourFiltersSheetDialog })),
);
function preloadSheetDialog() {
  void loadSheetDialog();
}

/**
 * The filters behind a 'Filters (n)' button on narrow screens, where the full panel would push
 * every tour below the first screen; they open in a sheet from the bottom edge.
 */
export const TourFiltersSheet = memo(function TourFiltersSheet({
  resultCount,
  ...filters
}: Omit<ComponentProps<typeof TourFilters>, 'isFramed'> & {
  /** Tours matching the applied filters; undefined while they load. */
  resultCount: number | undefined;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // Kept mounted once opened, so that closing returns the focus to the button.
  const [wasOpened, setWasOpened] = useState(false);
  const activeCount = countActiveFilters(filters.state);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(preloadSheetDialog, 1000);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preloadSheetDialog);
    return () => window.cancelIdleCallback(idle);
  }, []);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="touch"
        onPointerEnter={preloadSheetDialog}
        onFocus={preloadSheetDialog}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        <Trans>Filters ({activeCount})</Trans>
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <TourFiltersSheetDialog
            {...filters}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            returnFocusTo={trigger}
            resultCount={resultCount}
          />
        </Suspense>
      )}
    </>
  );
});
