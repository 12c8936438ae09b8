import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../lib/booking-keys';
import { getSupabase } from '../../../lib/supabase';

/** The member's place in line on one departure (public.my_waitlist_places). */
export interface WaitlistPlace {
  id: string;
  departure_id: string;
  travelers: number;
  hold_eur: number;
  place: number;
}

/** The member's places in line on `departureIds`. */
export async function getWaitlistPlaces(departureIds: string[]): Promise<WaitlistPlace[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_waitlist_places', {
    p_departure_ids: departureIds,
  });
  if (error) throw error;
  return data.map((row) => ({
    ...row,
    hold_eur: Number(row.hold_eur),
    place: Number(row.place),
  }));
}

export const waitlistPlacesQueryOptions = (userId: string | undefined, departureIds: string[]) =>
  queryOptions({
    // Under the member's waiting list: joining or leaving anywhere refreshes it.
    queryKey: bookingKeys.waitlistPlaces(userId ?? '', departureIds),
    queryFn: userId && departureIds.length > 0 ? () => getWaitlistPlaces(departureIds) : skipToken,
    staleTime: 15 * 1000,
  });

export const useWaitlistPlaces = (userId: string | undefined, departureIds: string[]) =>
  useQuery(waitlistPlacesQueryOptions(userId, departureIds));
