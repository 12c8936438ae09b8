import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { DateSeats } from '../../../lib/departures/departure-seats';
import {
  type ArrivedTopUp,
  type ResumeProblem,
  resumeConfirmText,
  resumeProblemOf,
  resumeProblemText,
} from '../lib/resume-booking';

/**
 * Back from a card top-up that interrupted a booking: the booking is asked again, never made
 * silently (decision 026). 'Confirm & Book' (or '& Join') goes ahead at today's prices; 'Not now'
 * leaves the choices in the panel. When the date no longer holds, the member is asked to choose
 * another.
 */
export function ResumeBookingDialog({
  arrived,
  tourTitle,
  date,
  travelers,
  totalEur,
  isOnSale,
  seats,
  onConfirm,
  onClose,
}: {
  /** Null when the dialog is closed. */
  arrived: ArrivedTopUp | null;
  tourTitle: string;
  /** The panel's choices now (taken up from the top-up) and what they come to today. */
  date: string;
  travelers: number;
  /** The booking's total, or the waiting list's hold. */
  totalEur: number;
  isOnSale: boolean;
  /** The date's seats; undefined until read. */
  seats: DateSeats | undefined;
  onConfirm: () => void;
  /** With the problem that closed it, when the date no longer holds. */
  onClose: (problem: ResumeProblem | null) => void;
}) {
  const { t } = useLingui();
  const action = arrived?.action ?? 'book';
  const problem = arrived ? resumeProblemOf(action, isOnSale, seats, travelers) : null;
  const text = !arrived
    ? ''
    : problem
      ? resumeProblemText(problem, arrived.amountEur, date || arrived.choices.date)
      : resumeConfirmText({
          action,
          amountEur: arrived.amountEur,
          tourTitle,
          date,
          travelers,
          totalEur,
        });
  return (
    <Dialog
      open={arrived !== null}
      onOpenChange={(next) => !next && onClose(problem)}
      title={problem ? t`Choose another date` : t`Confirm your booking`}
      description={text}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {problem ? (
          <Button onClick={() => onClose(problem)} data-autofocus>
            <Trans>Choose another date</Trans>
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => onClose(null)}>
              <Trans>Not now</Trans>
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              {action === 'book' ? (
                <Trans>Confirm &amp; Book</Trans>
              ) : (
                <Trans>Confirm &amp; Join</Trans>
              )}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
