import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cancelDepartureBodySchema } from '@app/domain/booking';
import type { Departure } from '@app/domain/departures';
import { useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toaster';
import { errorText, validationText } from '../../../lib/error-text';
import { formatEuros } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import { newIdempotencyKey } from '../../../lib/server-function';
import { useCancelDeparture } from '../api/cancel-departure';
import { formatDepartureDate } from '../lib/departure-dates';

const reasonSchema = cancelDepartureBodySchema.shape.reason;

/** Asks why before a departure is cancelled for good; Keep departure has the focus. */
export function CancelDepartureDialog({
  departure,
  returnFocusTo,
  onClose,
}: {
  /** The departure to cancel; null closes the dialog. */
  departure: Departure | null;
  /** Where focus goes once the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Called as the dialog closes, saying whether the departure was cancelled. */
  onClose: (wasCancelled: boolean) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const cancel = useCancelDeparture();
  const date = departure ? formatDepartureDate(departure.start_date, locale) : '';
  return (
    <Dialog
      open={departure !== null}
      onOpenChange={(open) => !open && onClose(false)}
      returnFocusTo={returnFocusTo}
      canClose={!cancel.isPending}
      title={departure ? t`Cancel the departure on ${date}?` : ''}
      description={t`Every traveller on it is refunded 100 % into their wallet and told by e-mail, with your reason; members on its waiting list get their held money back. A cancelled departure cannot be reopened.`}
    >
      {departure && (
        <CancelDepartureForm
          key={departure.id}
          departure={departure}
          cancel={cancel}
          onDone={onClose}
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
  onDone: (wasCancelled: boolean) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
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
      setError(validationText(result.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    cancel.mutate(
      { departureId: departure.id, reason: result.data, idempotencyKey },
      {
        onSuccess: (answer) => {
          const amount = formatEuros(answer.refundedTotal, locale);
          const holds = answer.releasedHolds;
          toast.success(
            plural(answer.cancelledBookings, {
              one: 'Departure cancelled: # booking refunded',
              other: 'Departure cancelled: # bookings refunded',
            }),
            {
              description:
                holds > 0
                  ? plural(holds, {
                      one: `${amount} back in travellers' wallets; # waiting-list hold released.`,
                      other: `${amount} back in travellers' wallets; # waiting-list holds released.`,
                    })
                  : t`${amount} back in travellers' wallets.`,
            },
          );
          onDone(true);
        },
        onError: (failure) =>
          toast.error(t`Failed to cancel the departure`, { description: errorText(failure) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
      <p className="text-sm text-stone-700">
        {departure.seats_taken === 0 ? (
          <Trans>No seats are sold on it yet.</Trans>
        ) : (
          plural(departure.seats_taken, { one: '# seat sold on it.', other: '# seats sold on it.' })
        )}
      </p>
      <TextareaField
        label={t`Reason`}
        labelExtra={<span className="text-red-700"> *</span>}
        placeholder={t`Weather, too few travellers...`}
        required
        className="min-h-24"
        value={reason}
        error={error}
        disabled={cancel.isPending}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={cancel.isPending}
          onClick={() => onDone(false)}
          data-autofocus
        >
          <Trans>Keep departure</Trans>
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? <Trans>Cancelling...</Trans> : <Trans>Cancel departure</Trans>}
        </Button>
      </div>
    </form>
  );
}
