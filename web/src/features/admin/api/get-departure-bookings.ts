import { departureBookingRowSchema } from '@app/domain/departures';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { departureKeys } from '../../../lib/departure-keys';
import { getSupabase } from '../../../lib/supabase';

export type { DepartureBookingRow } from '@app/domain/departures';

export const DEPARTURE_BOOKINGS_PAGE_SIZE = 20;

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
