import { readTourRow, type Tour } from '@app/domain/catalogue-rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { tourKeys } from '../../../lib/tour-keys';

/** One whole tour row by id, for editing. */
export async function getAdminTour(id: string): Promise<Tour | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('tours').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data && readTourRow(data);
}

export const adminTourQueryOptions = (id: string) =>
  queryOptions({ queryKey: tourKeys.adminDetail(id), queryFn: () => getAdminTour(id) });

export const useAdminTour = (id: string | null) =>
  useQuery({ ...adminTourQueryOptions(id ?? ''), enabled: id !== null });
