import '../messages';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Departure } from '@app/domain/departures';
import { useState, type RefObject } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { formatEuros, formatMoment } from '@app/domain/locale-format';
import type { Locale } from '@app/domain/locales';
import { useLocale } from '../../../i18n/use-locale';
import { countPages } from '../../../lib/pagination-window';
import {
  DEPARTURE_BOOKINGS_PAGE_SIZE,
  useDepartureBookingCounts,
  useDepartureBookings,
  type DepartureBookingRow,
} from '../api/get-departure-bookings';
import { formatDepartureDate } from '../lib/departure-dates';
import { DepartureStatusBadge } from './departure-status-badge';

/** Who booked: their e-mail, else the start of their account id. */
function travellerName(row: DepartureBookingRow) {
  const id = row.user_id.slice(0, 8);
  return row.email ?? t`Member ${id}`;
}

function statusText(row: DepartureBookingRow, locale: Locale) {
  if (row.status !== 'cancelled') return row.status === 'paid' ? t`Paid` : t`Pending`;
  const refund = row.refund_eur === null ? null : formatEuros(row.refund_eur, locale);
  if (row.cancelled_by === 'operator') {
    return refund ? t`Cancelled by us, ${refund} refunded` : t`Cancelled by us`;
  }
  if (row.cancelled_by === 'member') {
    return refund ? t`Cancelled by the member, ${refund} refunded` : t`Cancelled by the member`;
  }
  return refund ? t`Cancelled, ${refund} refunded` : t`Cancelled`;
}

function Counts({ departure }: { departure: Departure }) {
  const { t } = useLingui();
  const counts = useDepartureBookingCounts(departure.id);
  const figures = [
    { label: msg`Seats sold`, value: `${departure.seats_taken} / ${departure.capacity}` },
    { label: msg`Paid`, value: counts.data?.paid },
    { label: msg`Cancelled`, value: counts.data?.cancelled },
    { label: msg`Waiting list`, value: counts.data?.waiting },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {figures.map(({ label, value }) => (
        <div key={label.id} className="rounded-lg bg-stone-50 p-3">
          <dt className="text-xs font-medium text-stone-600">{t(label)}</dt>
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
      <span className="sr-only">
        <Trans>Loading bookings...</Trans>
      </span>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-12 w-full" />
      ))}
    </div>
  );
}

function BookingsTable({ rows }: { rows: DepartureBookingRow[] }) {
  const locale = useLocale();
  const bookedAt = (row: DepartureBookingRow) => formatMoment(row.created_at, 'dayTime', locale);
  return (
    <>
      {/* Phones: one card a booking. */}
      <ul className="space-y-2 sm:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-stone-200 p-3 text-sm">
            <p className="font-medium text-stone-900 [overflow-wrap:anywhere]">
              {travellerName(row)}
            </p>
            <p className="mt-1 text-stone-700 tabular-nums">
              {plural(row.travelers, { one: '# traveller', other: '# travellers' })} ·{' '}
              {formatEuros(row.total_eur, locale)}
            </p>
            <p className="text-stone-700">{statusText(row, locale)}</p>
            <p className="text-xs text-stone-600">
              <Trans>
                Booked <time dateTime={row.created_at}>{bookedAt(row)}</time>
              </Trans>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 text-xs text-stone-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Traveller</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans>Travellers</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                <Trans>Total</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <Trans>Booked at</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="py-2 pr-3 text-stone-900 [overflow-wrap:anywhere]">
                  {travellerName(row)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{row.travelers}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatEuros(row.total_eur, locale)}
                </td>
                <td className="py-2 pr-3">{statusText(row, locale)}</td>
                <td className="py-2 whitespace-nowrap text-stone-700">
                  <time dateTime={row.created_at}>{bookedAt(row)}</time>
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
        <Trans>Failed to load the bookings.</Trans> {errorText(bookings.error)}
      </p>
    );
  }
  const { rows, total } = bookings.data;
  if (total === 0)
    return (
      <p className="text-sm text-stone-600">
        <Trans>No bookings on this departure yet.</Trans>
      </p>
    );
  const totalPages = countPages(total, DEPARTURE_BOOKINGS_PAGE_SIZE);
  const first = (page - 1) * DEPARTURE_BOOKINGS_PAGE_SIZE + 1;
  const last = first + rows.length - 1;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600" aria-live="polite">
        {total <= DEPARTURE_BOOKINGS_PAGE_SIZE
          ? plural(total, { one: '# booking, oldest first.', other: '# bookings, oldest first.' })
          : t`Bookings ${first} to ${last} of ${total}, oldest first.`}
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
  startTime,
  returnFocusTo,
  onOpenChange,
}: {
  /** The departure shown; null closes the dialog. */
  departure: Departure | null;
  /** Its start time ('HH:MM'), named in the title when a day has several (micro-tours). */
  startTime?: string;
  /** Where focus goes once the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onOpenChange: (open: boolean) => void;
}) {
  const locale = useLocale();
  const date = departure ? formatDepartureDate(departure.start_date, locale) : '';
  const reason = departure?.cancel_reason;
  return (
    <Dialog
      open={departure !== null}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      className="sm:max-w-3xl"
      title={
        departure
          ? startTime
            ? t`Bookings on ${date} at ${startTime}`
            : t`Bookings on ${date}`
          : ''
      }
    >
      {departure && (
        <div key={departure.id} className="mt-4 space-y-4">
          <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <DepartureStatusBadge status={departure.status} />
            {departure.cancel_reason && (
              <span className="break-words">
                <Trans>Reason: {reason}</Trans>
              </span>
            )}
          </div>
          <Counts departure={departure} />
          <BookingsList departure={departure} />
        </div>
      )}
    </Dialog>
  );
}
