import type { BookingStatus } from '@app/domain';
import type { FrozenPolicy } from '@app/domain/departure-rules';
import { readFrozenPolicy } from '../../../lib/departures/frozen-policy';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { bookingKeys } from '../../../lib/booking-keys';

export interface MemberBooking {
  id: string;
  tour_id: string | null;
  micro_tour_id: string | null;
  start_date: string;
  travelers: number;
  total_eur: number;
  status: BookingStatus;
  created_at: string;
  /** The refund policy frozen when the booking was paid; null if the row holds none readable. */
  policy: FrozenPolicy | null;
  /** Once cancelled: what came back, and at what rate. */
  refund_eur: number | null;
  refund_percent: number | null;
  tour: {
    title: string;
    slug: string;
    country: string;
    category: string;
    cover_image: string | null;
    image_override_url: string | null;
  } | null;
  micro_tour: {
    title: string;
    slug: string;
    city: string;
    country: string;
    cover_url: string | null;
  } | null;
}

/** The member's bookings with their tour (multi-day or micro-tour), newest first. */
export async function getBookings(userId: string): Promise<MemberBooking[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('bookings')
    .select(
      '*, tour:tours(title,slug,country,category,cover_image,image_override_url), micro_tour:micro_tours(title,slug,city,country,cover_url)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(({ refund_tiers, time_zone, ...row }) => ({
    ...row,
    total_eur: Number(row.total_eur),
    refund_eur: row.refund_eur === null ? null : Number(row.refund_eur),
    policy: readFrozenPolicy(refund_tiers, time_zone),
  }));
}

export const bookingsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: bookingKeys.member(userId ?? ''),
    queryFn: userId ? () => getBookings(userId) : skipToken,
    staleTime: 30 * 1000,
  });

export const useBookings = (userId: string | undefined) => useQuery(bookingsQueryOptions(userId));
