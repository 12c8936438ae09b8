import { cancelDepartureBodySchema } from '@app/domain/booking';
import type { Departure } from '@app/domain/departures';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { formatEuros } from '../../../lib/format-price';
import { pluralize } from '../../../lib/pluralize';
import { newIdempotencyKey } from '../../../lib/server-function';
import { useCancelDeparture } from '../api/cancel-departure';
import { formatDepartureDate } from '../lib/departure-dates';

const reasonSchema = cancelDepartureBodySchema.shape.reason;

/** Asks why before a departure is cancelled for good; Keep departure has the focus. */
export function CancelDepartureDialog({
  departure,
  onOpenChange,
}: {
  /** The departure to cancel; null closes the dialog. */
  departure: Departure | null;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelDeparture();
  return (
    <Dialog
      open={departure !== null}
      onOpenChange={onOpenChange}
      canClose={!cancel.isPending}
      title={
        departure ? `Cancel the departure on ${formatDepartureDate(departure.start_date)}?` : ''
      }
      description="Every traveller on it is refunded 100 % into their wallet and told by e-mail, with your reason; members on its waiting list get their held money back. A cancelled departure cannot be reopened."
    >
      {departure && (
        <CancelDepartureForm
          key={departure.id}
          departure={departure}
          cancel={cancel}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function CancelDepartureForm({
  departure,
  cancel,
  onDone,
}: {
  departure: Departure;
  cancel: ReturnType<typeof useCancelDeparture>;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  // One key per confirmation of this dialog: sending it again (a retry) refunds nobody twice.
  const [idempotencyKey] = useState(newIdempotencyKey);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is rendered from inside the tour's form: its submit must not save the tour.
    event.stopPropagation();
    const result = reasonSchema.safeParse(reason);
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    cancel.mutate(
      { departureId: departure.id, reason: result.data, idempotencyKey },
      {
        onSuccess: (answer) => {
          toast.success(
            `Departure cancelled: ${pluralize(answer.cancelledBookings, 'booking')} refunded`,
            {
              description: `${formatEuros(answer.refundedTotal)} back in travellers' wallets${
                answer.releasedHolds > 0
                  ? `; ${pluralize(answer.releasedHolds, 'waiting-list hold')} released`
                  : ''
              }.`,
            },
          );
          onDone();
        },
        onError: (failure) =>
          toast.error('Failed to cancel the departure', { description: errorText(failure) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
      <p className="text-sm text-stone-700">
        {departure.seats_taken === 0
          ? 'No seats are sold on it yet.'
          : `${pluralize(departure.seats_taken, 'seat')} sold on it.`}
      </p>
      <TextareaField
        label="Reason"
        labelExtra={<span className="text-red-700"> *</span>}
        placeholder="Weather, too few travellers..."
        required
        className="min-h-24"
        value={reason}
        error={error}
        disabled={cancel.isPending}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={cancel.isPending} onClick={onDone} data-autofocus>
          Keep departure
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel departure'}
        </Button>
      </div>
    </form>
  );
}
