import type { Tour } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route's key is a tour id when it looks like a uuid, else a slug. */
export function isTourId(key: string): boolean {
  return UUID.test(key);
}

/** One tour by id or slug; null when there is none. */
export async function getTour(key: string): Promise<Tour | null> {
  const { data, error } = await getSupabase()
    .from('tours')
    .select('*')
    .eq(isTourId(key) ? 'id' : 'slug', key)
    .maybeSingle();
  if (error) throw error;
  return data as Tour | null;
}

export const tourQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['tours', 'detail', key],
    queryFn: () => getTour(key),
    staleTime: 5 * 60 * 1000,
  });

export const useTour = (key: string) => useQuery(tourQueryOptions(key));
