import { queryOptions, useQuery } from '@tanstack/react-query';
import { departureKeys } from '../../../lib/departure-keys';
import { getSupabase } from '../../../lib/supabase';
import { readDateChangeQuote, type DateChangeQuote } from '../lib/date-change';

/**
 * public.date_change_quote: what moving the member's booking to `startDate` would cost now, or
 * the code of the refusal the change would meet; the same SQL checks as the change itself.
 */
export async function getDateChangeQuote(
  bookingId: string,
  startDate: string,
): Promise<DateChangeQuote> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('date_change_quote', {
    p_booking_id: bookingId,
    p_start_date: startDate,
  });
  if (error) throw error;
  const quote = readDateChangeQuote(data);
  if (!quote) throw new Error('The date change quote could not be read.');
  return quote;
}

/** The quote of the chosen date, once one is chosen. */
export const useDateChangeQuote = (bookingId: string, startDate: string | null) =>
  useQuery(
    queryOptions({
      queryKey: departureKeys.moveQuote(bookingId, startDate ?? ''),
      queryFn: () => getDateChangeQuote(bookingId, startDate ?? ''),
      enabled: startDate !== null,
      staleTime: 10 * 1000,
    }),
  );
