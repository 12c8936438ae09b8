import '../messages';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  { sort: 'created_at', descending: true, label: msg`Newest first` },
  { sort: 'created_at', descending: false, label: msg`Oldest first` },
  { sort: 'start_date', descending: false, label: msg`Tour date, soonest` },
  { sort: 'start_date', descending: true, label: msg`Tour date, latest` },
  { sort: 'total_eur', descending: true, label: msg`Highest total` },
  { sort: 'email', descending: false, label: msg`E-mail A–Z` },
];

export const parseBookingStatus = (value: string | null): BookingStatus | null =>
  bookingStatuses.find((status) => status === value) ?? null;

/** 'Bookings': every booking, paged, searched by e-mail, reference or title. */
export function BookingsTab() {
  const list = useListUrlState(bookingListSpec());
  const status = parseBookingStatus(list.searchParams.get(BOOKING_STATUS_PARAM));
  const bookings = useAdminBookingsPage(list, PAGE_SIZE, { status, userId: null });
  const statusId = useId();
  const { t } = useLingui();
  const statusOptions = [
    { value: '', label: t`All statuses` },
    { value: 'paid', label: t`Paid` },
    { value: 'pending', label: t`Pending` },
    { value: 'cancelled', label: t`Cancelled` },
  ];
  const search = list.state.search.trim();
  return (
    <section aria-labelledby="bookings-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bookings-heading" className="text-xl font-semibold text-stone-900">
          <Trans>Bookings</Trans>
        </h2>
        <RefreshButton isFetching={bookings.isFetching} onRefresh={() => void bookings.refetch()} />
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <ListToolbar
          list={list}
          searchLabel={t`Search bookings by e-mail, reference or title`}
          searchPlaceholder={t`Search by e-mail, reference or title`}
          sortOptions={bookingSortOptions}
        >
          <SelectField
            id={statusId}
            label={t`Status`}
            className="sm:w-40"
            value={status ?? ''}
            onValueChange={(value) => list.setFilter(BOOKING_STATUS_PARAM, value)}
            options={statusOptions}
          />
        </ListToolbar>
        {bookings.isPending ? (
          <CardListSkeleton label={t`Loading bookings...`} lines={['h-5 w-1/3', 'h-4 w-full']} />
        ) : bookings.isError ? (
          <ListLoadError message={t`Failed to load the bookings.`} error={bookings.error} />
        ) : bookings.data.total === 0 ? (
          <p className="text-sm text-stone-600">
            {search === '' && status === null
              ? t`No bookings yet.`
              : search === ''
                ? t`No bookings with this status.`
                : t`No bookings match “${search}”.`}
          </p>
        ) : (
          <PagedBookings
            page={bookings.data}
            isBusy={bookings.isPlaceholderData}
            pageNumber={list.state.page}
            pageSize={PAGE_SIZE}
            onPageChange={list.setPage}
            showMember
            caption={t`Bookings`}
            pagerLabel={t`Booking pages`}
          />
        )}
      </Card>
    </section>
  );
}
