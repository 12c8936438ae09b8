import '../messages';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLocale } from '../../../i18n/use-locale';
import { refundSentence } from '../lib/booking-refund';

export interface CancellingBooking {
  id: string;
  title: string;
  startDate: string;
  travelers: number;
  total: number;
  refund: { amount: number; percent: number };
}

/**
 * Asks before cancelling, with the exact refund first. 'Keep booking' has the focus, so Enter
 * never cancels by accident; while the cancellation runs the dialog cannot be dismissed.
 */
export function CancelBookingDialog({
  booking,
  isBusy,
  returnFocusTo,
  onConfirm,
  onClose,
}: {
  /** Null when the dialog is closed. */
  booking: CancellingBooking | null;
  isBusy: boolean;
  returnFocusTo: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const refund = booking ? formatEuros(booking.refund.amount, locale) : '';
  const percent = booking?.refund.percent;
  const rows = booking
    ? [
        [t`Tour`, booking.title],
        [t`Start date`, formatCalendarDay(booking.startDate, 'longDay', locale)],
        [t`Travelers`, plural(booking.travelers, { one: '# traveler', other: '# travelers' })],
        [t`Paid`, formatEuros(booking.total, locale)],
        [t`Refund`, `${refund} (${percent} %)`],
      ]
    : [];
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      canClose={!isBusy}
      returnFocusTo={returnFocusTo}
      title={t`Cancel this booking?`}
      description={booking ? `${refundSentence(booking.refund)}.` : undefined}
    >
      <dl className="mt-5 divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="shrink-0 text-stone-600">{term}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-700">
        <Trans>
          The refund goes into your wallet at once, by the cancellation policy in force when you
          booked. A cancelled booking cannot be restored.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isBusy} onClick={onClose} data-autofocus>
          <Trans>Keep booking</Trans>
        </Button>
        <Button variant="destructive" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? <Trans>Processing...</Trans> : <Trans>Cancel booking</Trans>}
        </Button>
      </div>
    </Dialog>
  );
}
