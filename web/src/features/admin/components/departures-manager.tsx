import type { Departure } from '@app/domain/departures';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useTourDepartures } from '../api/get-tour-departures';
import { hasStarted } from '../lib/departure-dates';
import { AddDepartureFields } from './add-departure-fields';
import { CancelDepartureDialog } from './cancel-departure-dialog';
import { DepartureBookingsDialog } from './departure-bookings-dialog';
import { DepartureItem } from './departure-item';

/** The search parameter naming the departure whose bookings are open. */
const BOOKINGS_PARAM = 'departure';

function DeparturesSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading departures...</span>
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
  const departures = useTourDepartures(tour.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const [toCancel, setToCancel] = useState<Departure | null>(null);
  const bookingsId = searchParams.get(BOOKINGS_PARAM);
  const shownBookings = departures.data?.find((departure) => departure.id === bookingsId) ?? null;

  function showBookings(id: string | null) {
    const next = new URLSearchParams(searchParams);
    if (id) next.set(BOOKINGS_PARAM, id);
    else next.delete(BOOKINGS_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  if (departures.isPending) return <DeparturesSkeleton />;
  if (departures.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        Failed to load the departures. {errorText(departures.error)}
      </p>
    );
  }

  const started = (departure: Departure) => hasStarted(departure.start_date, tour.country);
  const upcoming = departures.data.filter((departure) => !started(departure));
  const past = departures.data.filter(started).reverse();
  const renderItem = (departure: Departure) => (
    <li key={departure.id}>
      <DepartureItem
        departure={departure}
        hasStarted={started(departure)}
        onShowBookings={() => showBookings(departure.id)}
        onCancel={() => setToCancel(departure)}
      />
    </li>
  );

  return (
    <div className="space-y-4">
      <AddDepartureFields tour={tour} departures={departures.data} />
      {upcoming.length === 0 ? (
        <p className="text-sm text-stone-600">
          No upcoming departures: travellers may pick any future date, each with the group size (
          {tour.group_size}) in seats.
        </p>
      ) : (
        <ul aria-label="Upcoming departures" className="space-y-3">
          {upcoming.map(renderItem)}
        </ul>
      )}
      {past.length > 0 && (
        <details className="group rounded-lg border border-stone-200 p-3">
          <summary className="cursor-pointer text-sm font-medium text-stone-800">
            Past departures ({past.length})
          </summary>
          <ul aria-label="Past departures" className="mt-3 space-y-3">
            {past.map(renderItem)}
          </ul>
        </details>
      )}
      <DepartureBookingsDialog
        departure={shownBookings}
        onOpenChange={(open) => !open && showBookings(null)}
      />
      <CancelDepartureDialog
        departure={toCancel}
        onOpenChange={(open) => !open && setToCancel(null)}
      />
    </div>
  );
}
