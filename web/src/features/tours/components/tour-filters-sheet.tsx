import '../messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { countActiveFilters } from '../lib/tour-list-params';
import { TourFilters } from './tour-filters';

/**
 * The filters behind a 'Filters (n)' button on narrow screens, where the full panel would push
 * every tour below the first screen; they open in a sheet from the bottom edge.
 */
export function TourFiltersSheet({
  resultCount,
  ...filters
}: Omit<ComponentProps<typeof TourFilters>, 'isFramed'> & {
  /** Tours matching the applied filters; undefined while they load. */
  resultCount: number | undefined;
}) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const activeCount = countActiveFilters(filters.state);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={trigger} variant="outline" size="touch" onClick={() => setIsOpen(true)}>
        <SlidersHorizontal aria-hidden="true" />
        <Trans>Filters ({activeCount})</Trans>
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t`Filters`}
        placement="sheet"
        returnFocusTo={trigger}
      >
        <div className="mt-4">
          <TourFilters {...filters} isFramed={false} />
        </div>
        <DialogClose asChild>
          <Button size="touch" className="mt-6 w-full" aria-live="polite">
            {resultCount === undefined ? (
              <Trans>Show tours</Trans>
            ) : (
              <Plural value={resultCount} one="Show # tour" other="Show # tours" />
            )}
          </Button>
        </DialogClose>
      </Dialog>
    </>
  );
}
