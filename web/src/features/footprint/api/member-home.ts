import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { footprintKeys } from '../../../lib/footprint-keys';
import { queryClient } from '../../../lib/query-client';
import { getSupabase } from '../../../lib/supabase';
import type { HomePlace } from '../lib/home-place';

/** The member's home city kept on the account (public.member_home_places, their row only). */
async function getMemberHome(): Promise<HomePlace | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('member_home_places')
    .select('place_id, name, country, lat, lng')
    .maybeSingle();
  if (error) throw error;
  return data
    ? { id: data.place_id, name: data.name, country: data.country, lat: data.lat, lng: data.lng }
    : null;
}

export const memberHomeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: footprintKeys.memberHome(userId),
    queryFn: getMemberHome,
    staleTime: 10 * 60 * 1000,
  });

/** The signed-in member's home on the account; undefined for a visitor or while it loads. */
export function useMemberHome(): HomePlace | null | undefined {
  const auth = useAuth();
  const userId = auth.status === 'signed-in' ? auth.user.id : '';
  const { data } = useQuery({ ...memberHomeQueryOptions(userId), enabled: userId !== '' });
  return userId === '' ? undefined : data;
}

/** Keeps a member's pick on the account; the lines follow once the row is written. */
export async function saveMemberHome(userId: string, place: HomePlace): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('member_home_places').upsert({
    place_id: place.id,
    name: place.name,
    country: place.country,
    lat: place.lat,
    lng: place.lng,
  });
  if (error) throw error;
  queryClient.setQueryData(footprintKeys.memberHome(userId), place);
  await queryClient.invalidateQueries({ queryKey: footprintKeys.all });
}
