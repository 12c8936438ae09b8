import { bookingStatuses } from '@app/domain/booking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { departureKeys } from '../../../lib/departure-keys';
import { getSupabase } from '../../../lib/supabase';

export const DEPARTURE_BOOKINGS_PAGE_SIZE = 20;

/** One booking on a departure as the admin's Bookings view lists it (rpc departure_bookings). */
export const departureBookingRowSchema = z.object({
  id: z.guid(),
  user_id: z.guid(),
  email: z.string().nullable(),
  travelers: z.number().int(),
  total_eur: z.number(),
  status: z.enum(bookingStatuses),
  refund_eur: z.number().nullable(),
  cancelled_by: z.enum(['member', 'operator']).nullable(),
  created_at: z.string(),
});
export type DepartureBookingRow = z.infer<typeof departureBookingRowSchema>;

/** One page (from 1) of a departure's bookings, oldest first, with how many there are in all. */
export async function getDepartureBookings(departureId: string, page: number) {
  const supabase = await getSupabase();
  const from = (page - 1) * DEPARTURE_BOOKINGS_PAGE_SIZE;
  const { data, count, error } = await supabase
    .rpc('departure_bookings', { p_departure_id: departureId }, { count: 'exact' })
    .range(from, from + DEPARTURE_BOOKINGS_PAGE_SIZE - 1);
  if (error) throw error;
  return { rows: z.array(departureBookingRowSchema).parse(data), total: count ?? 0 };
}

export const departureBookingsQueryOptions = (departureId: string, page: number) =>
  queryOptions({
    queryKey: departureKeys.bookings(departureId, page),
    queryFn: () => getDepartureBookings(departureId, page),
  });

/** The page on screen stays while the next one loads, so the pager does not jump. */
export const useDepartureBookings = (departureId: string, page: number) =>
  useQuery({
    ...departureBookingsQueryOptions(departureId, page),
    placeholderData: keepPreviousData,
  });

/** How many bookings on a departure are paid and cancelled, and how many members wait. */
export async function getDepartureBookingCounts(departureId: string) {
  const supabase = await getSupabase();
  const countBookings = (status: 'paid' | 'cancelled') =>
    supabase
      .from('bookings')
      .select('id', { count: 'exact', head: true })
      .eq('departure_id', departureId)
      .eq('status', status);
  const [paid, cancelled, waiting] = await Promise.all([
    countBookings('paid'),
    countBookings('cancelled'),
    supabase
      .from('waitlist_entries')
      .select('id', { count: 'exact', head: true })
      .eq('departure_id', departureId)
      .eq('status', 'waiting'),
  ]);
  const failed = paid.error ?? cancelled.error ?? waiting.error;
  if (failed) throw failed;
  return { paid: paid.count ?? 0, cancelled: cancelled.count ?? 0, waiting: waiting.count ?? 0 };
}

export const useDepartureBookingCounts = (departureId: string) =>
  useQuery({
    queryKey: departureKeys.bookingCounts(departureId),
    queryFn: () => getDepartureBookingCounts(departureId),
  });
