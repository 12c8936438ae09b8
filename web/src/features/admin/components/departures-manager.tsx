import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Departure } from '@app/domain/departures';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useTourDepartures } from '../api/get-tour-departures';
import { hasStarted } from '../lib/departure-dates';
import { AddDepartureFields } from './add-departure-fields';
import { CancelDepartureDialog } from './cancel-departure-dialog';
import { DepartureBookingsDialog } from './departure-bookings-dialog';
import { bookingsButtonId, DepartureItem } from './departure-item';

/** The search parameter naming the departure whose bookings are open. */
const BOOKINGS_PARAM = 'departure';

function DeparturesSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">
        <Trans>Loading departures...</Trans>
      </span>
      {[0, 1].map((n) => (
        <Skeleton key={n} className="h-24 w-full rounded-lg" />
      ))}
    </div>
  );
}

/**
 * A saved tour's departures, each change saved at once: add one, change its capacity, close or
 * reopen it, see its bookings, cancel it for good.
 */
export function DeparturesManager({
  tour,
}: {
  tour: { id: string; country: string; group_size: number };
}) {
  const { t } = useLingui();
  const departures = useTourDepartures(tour.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const [toCancel, setToCancel] = useState<Departure | null>(null);
  const bookingsId = searchParams.get(BOOKINGS_PARAM);
  const shownBookings = departures.data?.find((departure) => departure.id === bookingsId) ?? null;
  // The dialogs open without a Radix trigger: focus goes back to the button that opened them,
  // or to the departure's Bookings button when that one is gone or about to go (a cancelled
  // departure has no Cancel button).
  const returnFocusTo = useRef<HTMLElement | null>(null);

  function rememberOpener() {
    const active = document.activeElement;
    returnFocusTo.current = active instanceof HTMLElement ? active : null;
  }

  function returnFocusToBookings(departureId: string, always = false) {
    if (always || !returnFocusTo.current?.isConnected) {
      returnFocusTo.current = document.getElementById(bookingsButtonId(departureId));
    }
  }

  function showBookings(id: string | null) {
    if (id) rememberOpener();
    else if (bookingsId) returnFocusToBookings(bookingsId);
    const next = new URLSearchParams(searchParams);
    if (id) next.set(BOOKINGS_PARAM, id);
    else next.delete(BOOKINGS_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  if (departures.isPending) return <DeparturesSkeleton />;
  if (departures.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        <Trans>Failed to load the departures.</Trans> {errorText(departures.error)}
      </p>
    );
  }

  const started = (departure: Departure) => hasStarted(departure.start_date, tour.country);
  const upcoming = departures.data.filter((departure) => !started(departure));
  const past = departures.data.filter(started).reverse();
  const groupSize = tour.group_size;
  const pastCount = past.length;
  const renderItem = (departure: Departure) => (
    <li key={departure.id}>
      <DepartureItem
        departure={departure}
        hasStarted={started(departure)}
        onShowBookings={() => showBookings(departure.id)}
        onCancel={() => {
          rememberOpener();
          setToCancel(departure);
        }}
      />
    </li>
  );

  return (
    <div className="space-y-4">
      <AddDepartureFields tour={tour} departures={departures.data} />
      {upcoming.length === 0 ? (
        <p className="text-sm text-stone-600">
          <Trans>
            No upcoming departures: travellers may pick any future date, each with the group size (
            {groupSize}) in seats.
          </Trans>
        </p>
      ) : (
        <ul aria-label={t`Upcoming departures`} className="space-y-3">
          {upcoming.map(renderItem)}
        </ul>
      )}
      {past.length > 0 && (
        <details className="group rounded-lg border border-stone-200 p-3">
          <summary className="cursor-pointer text-sm font-medium text-stone-800">
            <Trans>Past departures ({pastCount})</Trans>
          </summary>
          <ul aria-label={t`Past departures`} className="mt-3 space-y-3">
            {past.map(renderItem)}
          </ul>
        </details>
      )}
      <DepartureBookingsDialog
        departure={shownBookings}
        returnFocusTo={returnFocusTo}
        onOpenChange={(open) => !open && showBookings(null)}
      />
      <CancelDepartureDialog
        departure={toCancel}
        returnFocusTo={returnFocusTo}
        onClose={(wasCancelled) => {
          if (toCancel) returnFocusToBookings(toCancel.id, wasCancelled);
          setToCancel(null);
        }}
      />
    </div>
  );
}
