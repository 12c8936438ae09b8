import {
  adminListDefaults,
  adminMicroTourSortKeys,
  adminMicroToursPageSchema,
  microTourCountsSchema,
  type AdminMicroTourSort,
  type MicroTourImageStatus,
} from '@app/domain/admin-lists';
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { microTourKeys } from '../../../lib/micro-tour-keys';
import type { ListUrlState } from '../hooks/use-list-url-state';
import type { ListSpec } from '../lib/list-state';
import { fetchAdminPage, useAdminPage, type PageArgs } from './admin-page';

export type { AdminMicroTourRow as AdminMicroTour } from '@app/domain/admin-lists';

export const adminMicroTourListSpec: ListSpec<AdminMicroTourSort> = {
  sortKeys: adminMicroTourSortKeys,
  defaultSort: adminListDefaults.admin_micro_tours.sort,
  defaultDescending: adminListDefaults.admin_micro_tours.descending,
};

/** One page of micro-tours (`admin_micro_tours`), optionally of one image status. */
export async function getAdminMicroToursPage(
  args: PageArgs,
  imageStatus: MicroTourImageStatus | null,
) {
  const supabase = await getSupabase();
  return fetchAdminPage(
    () => supabase.rpc('admin_micro_tours', { ...args, p_image_status: imageStatus ?? undefined }),
    adminMicroToursPageSchema,
  );
}

export const useAdminMicroToursPage = (
  list: ListUrlState<AdminMicroTourSort>,
  pageSize: number,
  imageStatus: MicroTourImageStatus | null,
) =>
  useAdminPage({
    queryKey: (args) => microTourKeys.adminPage(imageStatus, args),
    list,
    pageSize,
    fetchPage: (args) => getAdminMicroToursPage(args, imageStatus),
  });

/** Every micro-tour by image status, counted in the database. */
export async function getMicroTourCounts() {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_micro_tour_counts');
  if (error) throw error;
  return microTourCountsSchema.parse(data);
}

export const useMicroTourCounts = () =>
  useQuery({
    queryKey: microTourKeys.adminCounts(),
    queryFn: getMicroTourCounts,
  });
