import {
  adminListDefaults,
  adminTourSortKeys,
  adminToursPageSchema,
  type AdminTourSort,
} from '@app/domain/admin-lists';
import { useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { tourKeys } from '../../../lib/tour-keys';
import type { ListUrlState } from '../hooks/use-list-url-state';
import type { ListSpec } from '../lib/list-state';
import { fetchAdminPage, useAdminPage, type PageArgs } from './admin-page';

export type { AdminTourRow as AdminTourSummary } from '@app/domain/admin-lists';

export const adminTourListSpec: ListSpec<AdminTourSort> = {
  sortKeys: adminTourSortKeys,
  defaultSort: adminListDefaults.admin_tours.sort,
  defaultDescending: adminListDefaults.admin_tours.descending,
};

/** One page of tours, searched by title, slug or country (`admin_tours`). */
export async function getAdminToursPage(args: Partial<PageArgs>) {
  const supabase = await getSupabase();
  return fetchAdminPage(() => supabase.rpc('admin_tours', args), adminToursPageSchema);
}

/** Under ['tours'], so every tour change refreshes it along with the public lists. */
export const useAdminToursPage = (list: ListUrlState<AdminTourSort>, pageSize: number) =>
  useAdminPage({ queryKey: tourKeys.adminPage, list, pageSize, fetchPage: getAdminToursPage });

/** The first tours whose title, slug or country holds the text: the edit picker's choices. */
export const useAdminTourMatches = (search: string, limit: number) =>
  useQuery({
    queryKey: tourKeys.adminMatches(search, limit),
    queryFn: () => getAdminToursPage({ p_search: search.trim(), p_limit: limit }),
    staleTime: 10_000,
  });
