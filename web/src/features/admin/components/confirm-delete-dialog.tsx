import '../messages';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/**
 * Asks before something is deleted for good; Cancel has the focus, so Enter never deletes by
 * accident. While the delete runs the dialog stays open and cannot be dismissed.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Resolves once the delete is done (the dialog then closes) or has failed (it stays). */
  onConfirm: () => Promise<boolean>;
}) {
  const [isBusy, setIsBusy] = useState(false);

  async function handleConfirm() {
    setIsBusy(true);
    try {
      if (await onConfirm()) onOpenChange(false);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      canClose={!isBusy}
      title={title}
      description={description}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={isBusy}
          onClick={() => onOpenChange(false)}
          data-autofocus
        >
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="destructive" disabled={isBusy} onClick={() => void handleConfirm()}>
          {isBusy ? <Trans>Deleting...</Trans> : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
