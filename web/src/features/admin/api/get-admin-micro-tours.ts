import type { MicroTour } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { microTourKeys } from '../../../lib/micro-tour-keys';

export type AdminMicroTour = Pick<
  MicroTour,
  'id' | 'slug' | 'title' | 'city' | 'country' | 'cover_url' | 'gallery_urls'
>;

const ADMIN_MICRO_TOUR_LIMIT = 1000;

export async function getAdminMicroTours(): Promise<AdminMicroTour[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('micro_tours')
    .select('id, slug, title, city, country, cover_url, gallery_urls')
    .order('title', { ascending: true })
    .limit(ADMIN_MICRO_TOUR_LIMIT);
  if (error) throw error;
  return data;
}

export const adminMicroToursQueryOptions = () =>
  queryOptions({ queryKey: microTourKeys.adminList(), queryFn: getAdminMicroTours });

export const useAdminMicroTours = () => useQuery(adminMicroToursQueryOptions());
