import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ResumeAction } from '../lib/resume-booking';

/**
 * Back from a card top-up that interrupted a booking: the booking is asked again, never made
 * silently. 'Confirm & Book' (or '& Join') goes ahead at today's prices; 'Not now' leaves the
 * choices in the panel. When the date no longer holds, the member is asked to choose another.
 */
export function ResumeBookingDialog({
  open,
  action,
  text,
  hasProblem,
  onConfirm,
  onClose,
}: {
  open: boolean;
  action: ResumeAction;
  /** resumeConfirmText, or resumeProblemText when the date no longer holds. */
  text: string;
  hasProblem: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={hasProblem ? 'Choose another date' : 'Confirm your booking'}
      description={text}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {hasProblem ? (
          <Button onClick={onClose} data-autofocus>
            Choose another date
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Not now
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              {action === 'book' ? 'Confirm & Book' : 'Confirm & Join'}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
