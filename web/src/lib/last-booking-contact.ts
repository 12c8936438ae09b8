import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadTraveller } from '@app/domain/lead-traveller';
import { bookingKeys } from './booking-keys';
import { getSupabase } from './supabase';

/** The lead traveller of the member's latest booking that named one (migration 0065). */
export async function getLastBookingContact(): Promise<LeadTraveller | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_contacts')
    .select('lead_name, phone')
    .order('updated_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data ? { name: data.lead_name, phone: data.phone } : null;
}

export const lastBookingContactQuery = (userId: string) =>
  queryOptions({
    queryKey: bookingKeys.lastContact(userId),
    queryFn: getLastBookingContact,
    staleTime: Infinity,
  });

export function useLastBookingContact(userId: string | undefined) {
  return useQuery({ ...lastBookingContactQuery(userId ?? ''), enabled: Boolean(userId) });
}
