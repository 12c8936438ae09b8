import '../messages';
import { Plural, useLingui, Trans } from '@lingui/react/macro';
import type { ComponentProps, RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { TourFilters } from './tour-filters';

export type TourFiltersSheetDialogProps = Omit<ComponentProps<typeof TourFilters>, 'isFramed'> & {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Filters (n)' button: focus returns to it on closing. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** Tours matching the applied filters; undefined while they load. */
  resultCount: number | undefined;
};

/** The filters' sheet from the bottom edge (tour-filters-sheet.tsx loads it on demand). */
export function TourFiltersSheetDialog({
  isOpen,
  onOpenChange,
  returnFocusTo,
  resultCount,
  ...filters
}: TourFiltersSheetDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title={t`Filters`}
      placement="sheet"
      returnFocusTo={returnFocusTo}
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
  );
}
