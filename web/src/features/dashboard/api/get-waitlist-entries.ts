import type { BookingStatus } from '@app/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { bookingKeys } from '../../../lib/booking-keys';

export const waitlistStatuses = ['waiting', 'booked', 'left', 'released'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export interface WaitlistEntry {
  id: string;
  travelers: number;
  hold_eur: number;
  status: WaitlistStatus;
  created_at: string;
  start_date: string | null;
  tour: { title: string; href: string } | null;
  /** The booking the hold paid (status 'booked'), as it stands now: it may since be cancelled. */
  booking: { status: BookingStatus; refund_eur: number | null } | null;
}

/** The member's waiting-list entries with their date and tour, newest first. */
export async function getWaitlistEntries(userId: string): Promise<WaitlistEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('waitlist_entries')
    .select(
      'id,travelers,hold_eur,status,created_at, booking:bookings(status,refund_eur), departure:departures(start_date, tour:tours(title,slug), micro_tour:micro_tours(title,slug))',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.flatMap(({ departure, booking, ...row }) => {
    const status = waitlistStatuses.find((known) => known === row.status);
    if (!status) return [];
    const tour = departure?.tour
      ? { title: departure.tour.title, href: `/tours/${departure.tour.slug}` }
      : departure?.micro_tour
        ? { title: departure.micro_tour.title, href: `/micro-tours/${departure.micro_tour.slug}` }
        : null;
    return [
      {
        ...row,
        status,
        hold_eur: Number(row.hold_eur),
        start_date: departure?.start_date ?? null,
        tour,
        booking: booking
          ? {
              status: booking.status,
              refund_eur: booking.refund_eur === null ? null : Number(booking.refund_eur),
            }
          : null,
      },
    ];
  });
}

export const waitlistEntriesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: bookingKeys.waitlist(userId ?? ''),
    queryFn: userId ? () => getWaitlistEntries(userId) : skipToken,
    staleTime: 30 * 1000,
  });

export const useWaitlistEntries = (userId: string | undefined) =>
  useQuery(waitlistEntriesQueryOptions(userId));
