import { type GuideDayDeparture, guideDaySchema } from '@app/domain/guide-day';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guideDayKeys } from '../../../lib/guide-day-keys';
import { restRefusalError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';

/** How often the open list is read again, so check-ins by other guides show (decision 040). */
export const GUIDE_DAY_REFRESH_MS = 5_000;

/**
 * Today's departures of the signed-in guide's tours (an admin's: every tour), each with its
 * bookings (RPC guide_day; members and visitors are refused).
 */
export async function getGuideDay(): Promise<GuideDayDeparture[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('guide_day');
  if (error) throw restRefusalError(error);
  return guideDaySchema.parse(data);
}

export const guideDayQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: guideDayKeys.day(userId),
    queryFn: getGuideDay,
    // Read again every few seconds while the page is in view (not in a background tab).
    refetchInterval: GUIDE_DAY_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const useGuideDay = (userId: string) => useQuery(guideDayQueryOptions(userId));
