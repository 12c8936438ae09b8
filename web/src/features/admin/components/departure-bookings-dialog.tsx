import type { Departure } from '@app/domain/departures';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { formatEuros } from '../../../lib/format-price';
import { countPages } from '../../../lib/pagination-window';
import {
  DEPARTURE_BOOKINGS_PAGE_SIZE,
  useDepartureBookingCounts,
  useDepartureBookings,
  type DepartureBookingRow,
} from '../api/get-departure-bookings';
import { formatDepartureDate } from '../lib/departure-dates';
import { DepartureStatusBadge } from './departure-status-badge';

const bookedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Who booked: their e-mail, else the start of their account id. */
const travellerName = (row: DepartureBookingRow) =>
  row.email ?? `Member ${row.user_id.slice(0, 8)}`;

function statusText(row: DepartureBookingRow) {
  if (row.status !== 'cancelled') return row.status === 'paid' ? 'Paid' : 'Pending';
  const by =
    row.cancelled_by === 'operator'
      ? 'by us'
      : row.cancelled_by === 'member'
        ? 'by the member'
        : '';
  const refund = row.refund_eur === null ? '' : `, ${formatEuros(row.refund_eur)} refunded`;
  return `Cancelled${by ? ` ${by}` : ''}${refund}`;
}

function Counts({ departure }: { departure: Departure }) {
  const counts = useDepartureBookingCounts(departure.id);
  const figures = [
    { label: 'Seats sold', value: `${departure.seats_taken} / ${departure.capacity}` },
    { label: 'Paid', value: counts.data?.paid },
    { label: 'Cancelled', value: counts.data?.cancelled },
    { label: 'Waiting list', value: counts.data?.waiting },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {figures.map(({ label, value }) => (
        <div key={label} className="rounded-lg bg-stone-50 p-3">
          <dt className="text-xs font-medium text-stone-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-stone-900 tabular-nums">
            {value ?? (counts.isError ? '–' : <Skeleton className="h-6 w-10" />)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function BookingsSkeleton() {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">Loading bookings...</span>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-12 w-full" />
      ))}
    </div>
  );
}

function BookingsTable({ rows }: { rows: DepartureBookingRow[] }) {
  return (
    <>
      {/* Phones: one card a booking. */}
      <ul className="space-y-2 sm:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-stone-200 p-3 text-sm">
            <p className="font-medium break-all text-stone-900">{travellerName(row)}</p>
            <p className="mt-1 text-stone-700 tabular-nums">
              {row.travelers} {row.travelers === 1 ? 'traveller' : 'travellers'} ·{' '}
              {formatEuros(row.total_eur)}
            </p>
            <p className="text-stone-700">{statusText(row)}</p>
            <p className="text-xs text-stone-600">
              Booked{' '}
              <time dateTime={row.created_at}>{bookedAt.format(new Date(row.created_at))}</time>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-xs text-stone-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Traveller
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Travellers
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Total
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 font-medium">
                Booked at
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="max-w-56 py-2 pr-3 break-all text-stone-900">
                  {travellerName(row)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.travelers}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatEuros(row.total_eur)}</td>
                <td className="py-2 pr-3">{statusText(row)}</td>
                <td className="py-2 whitespace-nowrap text-stone-700">
                  <time dateTime={row.created_at}>{bookedAt.format(new Date(row.created_at))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function BookingsList({ departure }: { departure: Departure }) {
  const [page, setPage] = useState(1);
  const bookings = useDepartureBookings(departure.id, page);
  if (bookings.isPending) return <BookingsSkeleton />;
  if (bookings.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        Failed to load the bookings. {errorText(bookings.error)}
      </p>
    );
  }
  const { rows, total } = bookings.data;
  if (total === 0)
    return <p className="text-sm text-stone-600">No bookings on this departure yet.</p>;
  const totalPages = countPages(total, DEPARTURE_BOOKINGS_PAGE_SIZE);
  const first = (page - 1) * DEPARTURE_BOOKINGS_PAGE_SIZE + 1;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600" aria-live="polite">
        {total <= DEPARTURE_BOOKINGS_PAGE_SIZE
          ? `${total} ${total === 1 ? 'booking' : 'bookings'}, oldest first.`
          : `Bookings ${first} to ${first + rows.length - 1} of ${total}, oldest first.`}
      </p>
      <div className={bookings.isPlaceholderData ? 'opacity-60' : undefined}>
        <BookingsTable rows={rows} />
      </div>
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </div>
  );
}

/** A departure's bookings, counts and waiting list, read page by page from the server. */
export function DepartureBookingsDialog({
  departure,
  onOpenChange,
}: {
  /** The departure shown; null closes the dialog. */
  departure: Departure | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={departure !== null}
      onOpenChange={onOpenChange}
      className="max-w-3xl"
      title={departure ? `Bookings on ${formatDepartureDate(departure.start_date)}` : ''}
    >
      {departure && (
        <div key={departure.id} className="mt-4 space-y-4">
          <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <DepartureStatusBadge status={departure.status} />
            {departure.cancel_reason && (
              <span className="break-words">Reason: {departure.cancel_reason}</span>
            )}
          </div>
          <Counts departure={departure} />
          <BookingsList departure={departure} />
        </div>
      )}
    </Dialog>
  );
}
