import type { Tour } from '@app/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { tourKeys } from '../../../lib/tour-keys';

export type AdminTourSummary = Pick<
  Tour,
  | 'id'
  | 'slug'
  | 'title'
  | 'country'
  | 'cover_image'
  | 'image_override_url'
  | 'gallery'
  | 'gallery_override'
>;

const ADMIN_TOUR_COLUMNS =
  'id, slug, title, country, cover_image, image_override_url, gallery, gallery_override';
/** More than the catalogue holds today; the picker and the grid are not paginated yet. */
const ADMIN_TOUR_LIMIT = 500;

export async function getAdminTours(): Promise<AdminTourSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tours')
    .select(ADMIN_TOUR_COLUMNS)
    .order('title', { ascending: true })
    .limit(ADMIN_TOUR_LIMIT);
  if (error) throw error;
  return data;
}

/** Under ['tours'], so every tour change refreshes it along with the public lists. */
export const adminToursQueryOptions = () =>
  queryOptions({ queryKey: tourKeys.adminList(), queryFn: getAdminTours });

export const useAdminTours = () => useQuery(adminToursQueryOptions());
