import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { seatsLeft, type Departure } from '@app/domain/departures';
import { FEW_SEATS_LEFT } from '@app/domain/seats';
import { Ban, Lock, LockOpen, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { useChangeDepartureCapacity, useSetDepartureOpen } from '../api/save-departure';
import { useLocale } from '../../../i18n/use-locale';
import { formatDepartureDate } from '../lib/departure-dates';
import { CapacityEditor } from './capacity-editor';
import { DepartureStatusBadge } from './departure-status-badge';

/** 'Only 1 seat left', 'Only 3 seats left', '12 seats left' (for a count above 0). */
function seatsLeftText(count: number): string {
  if (count <= FEW_SEATS_LEFT) {
    return plural(count, { one: 'Only # seat left', other: 'Only # seats left' });
  }
  return plural(count, { one: '# seat left', other: '# seats left' });
}

/** The id of a departure's Bookings button, where focus goes back to from its dialogs. */
export const bookingsButtonId = (departureId: string) => `departure-bookings-${departureId}`;

/** How full a departure is: a bar for the eye, the figures for everyone. */
function SeatsBar({ departure }: { departure: Departure }) {
  const percent = Math.min(100, Math.round((departure.seats_taken / departure.capacity) * 100));
  return (
    <div aria-hidden="true" className="mt-2 h-1.5 w-full max-w-48 rounded-full bg-stone-200">
      <div
        className={`h-full rounded-full ${percent >= 100 ? 'bg-amber-600' : 'bg-emerald-600'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** One departure of the list: its seats, state and what the admin may do with it. */
export function DepartureItem({
  departure,
  hasStarted,
  onShowBookings,
  onCancel,
}: {
  departure: Departure;
  hasStarted: boolean;
  onShowBookings: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const dateText = formatDepartureDate(departure.start_date, locale);
  const setOpen = useSetDepartureOpen();
  const changeCapacity = useChangeDepartureCapacity();
  const isCancelled = departure.status === 'cancelled';
  const canChange = !isCancelled && !hasStarted;
  const sold = departure.seats_taken;
  const capacity = departure.capacity;
  const left = seatsLeft(departure);
  const leftText = left <= 0 ? t`Sold out` : seatsLeftText(left);

  function handleOpenChange(isOpen: boolean) {
    setOpen.mutate(
      { id: departure.id, isOpen },
      {
        onSuccess: () =>
          toast.success(isOpen ? t`Departure reopened` : t`Departure closed`, {
            description: dateText,
          }),
        onError: (error) =>
          toast.error(isOpen ? t`Failed to reopen departure` : t`Failed to close departure`, {
            description: errorText(error),
          }),
      },
    );
  }

  return (
    <article
      aria-label={dateText}
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold text-stone-900 tabular-nums">{dateText}</h4>
          <DepartureStatusBadge status={departure.status} />
          {!departure.scheduled && (
            <span className="text-xs text-stone-600">
              <Trans>made by a booking on a free date</Trans>
            </span>
          )}
        </div>
        {isCancelled ? (
          <p className="mt-1 text-sm text-stone-700">
            <Trans>Its travellers were refunded in full and told by e-mail.</Trans>
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-700 tabular-nums">
              <Trans>
                {sold} of {capacity} seats sold
              </Trans>
              {departure.status === 'open' && !hasStarted && (
                <span className="text-stone-600"> · {leftText}</span>
              )}
            </p>
            <SeatsBar departure={departure} />
          </>
        )}
        {departure.cancel_reason && (
          <p className="mt-2 text-sm break-words text-stone-700">
            <span className="font-medium">
              <Trans>Reason:</Trans>
            </span>{' '}
            {departure.cancel_reason}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {canChange && (
          <CapacityEditor
            key={departure.capacity}
            capacity={departure.capacity}
            seatsTaken={departure.seats_taken}
            name={dateText}
            label={t`on ${dateText}`}
            save={(capacity) => changeCapacity.mutateAsync({ id: departure.id, capacity })}
            isSaving={changeCapacity.isPending}
          />
        )}
        <Button variant="outline" id={bookingsButtonId(departure.id)} onClick={onShowBookings}>
          <Users aria-hidden="true" />
          <Trans>
            Bookings<span className="sr-only"> on {dateText}</span>
          </Trans>
        </Button>
        {canChange && (
          <Button
            variant="outline"
            disabled={setOpen.isPending}
            onClick={() => handleOpenChange(departure.status !== 'open')}
          >
            {departure.status === 'open' ? (
              <Lock aria-hidden="true" />
            ) : (
              <LockOpen aria-hidden="true" />
            )}
            {departure.status === 'open' ? (
              <Trans>
                Close<span className="sr-only"> departure on {dateText}</span>
              </Trans>
            ) : (
              <Trans>
                Reopen<span className="sr-only"> departure on {dateText}</span>
              </Trans>
            )}
          </Button>
        )}
        {canChange && (
          <Button
            variant="outline"
            className="border-red-300! text-red-800! hover:bg-red-50!"
            onClick={onCancel}
          >
            <Ban aria-hidden="true" />
            <Trans>
              Cancel departure<span className="sr-only"> on {dateText}</span>
            </Trans>
          </Button>
        )}
      </div>
    </article>
  );
}
