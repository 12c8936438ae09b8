import {
  adminImageLogSortKeys,
  adminImageLogsPageSchema,
  adminListDefaults,
  type AdminImageLogSort,
} from '@app/domain/admin-lists';
import type { FixAction } from '@app/domain/image-fixing';
import { getSupabase } from '../../../lib/supabase';
import { imageUpdateLogKeys } from '../../../lib/image-update-log-keys';
import type { ListUrlState } from '../hooks/use-list-url-state';
import type { ListSpec } from '../lib/list-state';
import { fetchAdminPage, useAdminPage, type PageArgs } from './admin-page';

export const imageLogListSpec: ListSpec<AdminImageLogSort> = {
  prefix: 'log',
  sortKeys: adminImageLogSortKeys,
  defaultSort: adminListDefaults.admin_image_logs.sort,
  defaultDescending: adminListDefaults.admin_image_logs.descending,
};

/** One page of the image tools' log (`admin_image_logs`), optionally of one outcome. */
export async function getImageUpdateLogsPage(args: PageArgs, action: FixAction | null) {
  const supabase = await getSupabase();
  return fetchAdminPage(
    () => supabase.rpc('admin_image_logs', { ...args, p_action: action ?? undefined }),
    adminImageLogsPageSchema,
  );
}

export const useImageUpdateLogsPage = (
  list: ListUrlState<AdminImageLogSort>,
  pageSize: number,
  action: FixAction | null,
) =>
  useAdminPage({
    queryKey: (args) => imageUpdateLogKeys.page(action, args),
    list,
    pageSize,
    fetchPage: (args) => getImageUpdateLogsPage(args, action),
  });
