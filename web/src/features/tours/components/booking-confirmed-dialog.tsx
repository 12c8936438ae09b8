import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCalendarDay, formatEuros } from '@app/domain/locale-format';
import type { BookingResult } from '@app/domain';
import { bookingReference } from '@app/domain/money';
import { CircleCheck } from 'lucide-react';
import { Link } from '../../../components/link';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useLocale } from '../../../i18n/use-locale';

export function BookingConfirmedDialog({
  booking,
  onClose,
}: {
  /** Null when the dialog is closed. */
  booking: BookingResult['booking'] | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const rows = booking
    ? [
        [t`Tour`, booking.tourTitle],
        [t`Start date`, formatCalendarDay(booking.startDate, 'weekdayDay', locale)],
        [t`Travelers`, String(booking.travelers)],
        [t`Total`, formatEuros(booking.totalAmount, locale)],
        [t`Booking reference`, bookingReference(booking.id)],
      ]
    : [];
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        <span className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-6 text-emerald-700" />
          <Trans>Booking Confirmed!</Trans>
        </span>
      }
      description={t`Your tour is booked and paid from your wallet.`}
    >
      <dl className="mt-5 divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-stone-600">{term}</dt>
            <dd className="text-right font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose className={buttonClasses('outline')}>
          <Trans>Close</Trans>
        </DialogClose>
        <Link to="/dashboard?tab=bookings" className={buttonClasses('outline')}>
          <Trans>View my bookings</Trans>
        </Link>
        {booking && (
          <Link
            to={`/tickets/${bookingReference(booking.id)}`}
            className={buttonClasses('primary')}
          >
            <Trans>View e-ticket</Trans>
          </Link>
        )}
      </div>
    </Dialog>
  );
}
