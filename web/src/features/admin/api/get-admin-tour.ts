import type { Tour } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';

/** One whole tour row by id, for editing. */
export async function getAdminTour(id: string): Promise<Tour | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tours').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as Tour | null;
}

export const adminTourQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tours', 'admin', 'detail', id], queryFn: () => getAdminTour(id) });

export const useAdminTour = (id: string | null) =>
  useQuery({ ...adminTourQueryOptions(id ?? ''), enabled: id !== null });
