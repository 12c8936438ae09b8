import {
  adminBookingSortKeys,
  adminBookingsPageSchema,
  adminListDefaults,
  type AdminBookingSort,
} from '@app/domain/admin-lists';
import type { BookingStatus } from '@app/domain/booking';
import { bookingKeys } from '../../../lib/booking-keys';
import { getSupabase } from '../../../lib/supabase';
import type { ListUrlState } from '../hooks/use-list-url-state';
import type { ListSpec } from '../lib/list-state';
import { fetchAdminPage, useAdminPage, type PageArgs } from './admin-page';

export const bookingListSpec = (prefix = ''): ListSpec<AdminBookingSort> => ({
  prefix,
  sortKeys: adminBookingSortKeys,
  defaultSort: adminListDefaults.admin_bookings.sort,
  defaultDescending: adminListDefaults.admin_bookings.descending,
});

export interface BookingFilters {
  status: BookingStatus | null;
  /** One member's bookings only. */
  userId: string | null;
}

/** One page of bookings (`admin_bookings`), searched by e-mail, reference or title. */
export async function getAdminBookingsPage(args: PageArgs, filters: BookingFilters) {
  const supabase = await getSupabase();
  return fetchAdminPage(
    () =>
      supabase.rpc('admin_bookings', {
        ...args,
        p_status: filters.status ?? undefined,
        p_user_id: filters.userId ?? undefined,
      }),
    adminBookingsPageSchema,
  );
}

export const useAdminBookingsPage = (
  list: ListUrlState<AdminBookingSort>,
  pageSize: number,
  filters: BookingFilters,
) =>
  useAdminPage({
    queryKey: (args) => bookingKeys.adminPage(filters, args),
    list,
    pageSize,
    fetchPage: (args) => getAdminBookingsPage(args, filters),
  });
