import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cancelDepartureBodySchema } from '@app/domain/booking';
import { formatEuros } from '@app/domain/locale-format';
import { useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toaster';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, validationText } from '../../../lib/error-text';
import { useChangeMicroTourSlots } from '../api/change-micro-tour-slots';

const reasonSchema = cancelDepartureBodySchema.shape.reason;

/** What is about to be cancelled: one start time, or every time of a date. */
export interface SlotsToCancel {
  date: string;
  /** One start time; null for the whole day. */
  time: string | null;
  /** How the admin reads it: 'Mon, 7 Jun 2027 at 10:00' or 'Mon, 7 Jun 2027'. */
  label: string;
  seatsTaken: number;
}

/** Asks why before start times are cancelled for good; Keep has the focus. */
export function CancelSlotsDialog({
  microTourId,
  target,
  returnFocusTo,
  onClose,
}: {
  microTourId: string;
  /** null closes the dialog. */
  target: SlotsToCancel | null;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const cancel = useChangeMicroTourSlots();
  const label = target?.label ?? '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      canClose={!cancel.isPending}
      title={
        target === null
          ? ''
          : target.time === null
            ? t`Cancel every start time on ${label}?`
            : t`Cancel the start time on ${label}?`
      }
      description={t`Every traveller is refunded 100 % into their wallet and told by e-mail, with your reason; members on the waiting list get their held money back. A cancelled start time cannot be reopened.`}
    >
      {target && (
        <CancelSlotsForm
          key={`${target.date}-${target.time ?? 'day'}`}
          microTourId={microTourId}
          target={target}
          cancel={cancel}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function CancelSlotsForm({
  microTourId,
  target,
  cancel,
  onDone,
}: {
  microTourId: string;
  target: SlotsToCancel;
  cancel: ReturnType<typeof useChangeMicroTourSlots>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const result = reasonSchema.safeParse(reason);
    if (!result.success) {
      setError(validationText(result.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    cancel.mutate(
      {
        microTourId,
        date: target.date,
        action: 'cancel',
        times: target.time === null ? null : [target.time],
        reason: result.data,
      },
      {
        onSuccess: (answer) => {
          const amount = formatEuros(answer.refundedTotal, locale);
          toast.success(
            plural(answer.cancelledBookings, {
              one: 'Cancelled: # booking refunded',
              other: 'Cancelled: # bookings refunded',
            }),
            { description: t`${amount} back in travellers' wallets.` },
          );
          onDone();
        },
        onError: (failure) => toast.error(t`Failed to cancel`, { description: errorText(failure) }),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
      <p className="text-sm text-stone-700">
        {target.seatsTaken === 0 ? (
          <Trans>No seats are sold yet.</Trans>
        ) : (
          plural(target.seatsTaken, { one: '# seat sold.', other: '# seats sold.' })
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
        <Button variant="outline" disabled={cancel.isPending} onClick={onDone} data-autofocus>
          <Trans>Keep</Trans>
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? (
            <Trans>Cancelling...</Trans>
          ) : target.time === null ? (
            <Trans>Cancel the day</Trans>
          ) : (
            <Trans>Cancel the start time</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
