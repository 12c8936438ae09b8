import type { AdminBookingSort } from '@app/domain/admin-lists';
import { bookingStatuses, type BookingStatus } from '@app/domain/booking';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { bookingListSpec, useAdminBookingsPage } from '../api/admin-bookings';
import { useListUrlState } from '../hooks/use-list-url-state';
import { PagedBookings } from './bookings-table';
import { CardListSkeleton, ListLoadError } from './list-states';
import { ListToolbar, type SortOption } from './list-toolbar';
import { RefreshButton } from './refresh-button';

const PAGE_SIZE = 25;
export const BOOKING_STATUS_PARAM = 'status';

export const bookingSortOptions: readonly SortOption<AdminBookingSort>[] = [
  { sort: 'created_at', descending: true, label: 'Newest first' },
  { sort: 'created_at', descending: false, label: 'Oldest first' },
  { sort: 'start_date', descending: false, label: 'Tour date, soonest' },
  { sort: 'start_date', descending: true, label: 'Tour date, latest' },
  { sort: 'total_eur', descending: true, label: 'Highest total' },
  { sort: 'email', descending: false, label: 'E-mail A–Z' },
];

export const parseBookingStatus = (value: string | null): BookingStatus | null =>
  bookingStatuses.find((status) => status === value) ?? null;

const statusOptions = [
  { value: '', label: 'All statuses' },
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

/** 'Bookings': every booking, paged, searched by e-mail, reference or title. */
export function BookingsTab() {
  const list = useListUrlState(bookingListSpec());
  const status = parseBookingStatus(list.searchParams.get(BOOKING_STATUS_PARAM));
  const bookings = useAdminBookingsPage(list, PAGE_SIZE, { status, userId: null });
  const statusId = useId();
  const search = list.state.search.trim();
  return (
    <section aria-labelledby="bookings-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bookings-heading" className="text-xl font-semibold text-stone-900">
          Bookings
        </h2>
        <RefreshButton isFetching={bookings.isFetching} onRefresh={() => void bookings.refetch()} />
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <ListToolbar
          list={list}
          searchLabel="Search bookings by e-mail, reference or title"
          searchPlaceholder="Search by e-mail, reference or title"
          sortOptions={bookingSortOptions}
        >
          <SelectField
            id={statusId}
            label="Status"
            className="sm:w-40"
            value={status ?? ''}
            onValueChange={(value) => list.setFilter(BOOKING_STATUS_PARAM, value)}
            options={statusOptions}
          />
        </ListToolbar>
        {bookings.isPending ? (
          <CardListSkeleton label="Loading bookings..." lines={['h-5 w-1/3', 'h-4 w-full']} />
        ) : bookings.isError ? (
          <ListLoadError what="bookings" error={bookings.error} />
        ) : bookings.data.total === 0 ? (
          <p className="text-sm text-stone-600">
            {search === '' && status === null
              ? 'No bookings yet.'
              : search === ''
                ? 'No bookings with this status.'
                : `No bookings match “${search}”.`}
          </p>
        ) : (
          <PagedBookings
            page={bookings.data}
            isBusy={bookings.isPlaceholderData}
            pageNumber={list.state.page}
            pageSize={PAGE_SIZE}
            onPageChange={list.setPage}
            showMember
            caption="Bookings"
            pagerLabel="Booking pages"
          />
        )}
      </Card>
    </section>
  );
}
