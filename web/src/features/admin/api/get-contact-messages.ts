import {
  adminContactMessageSortKeys,
  adminContactMessagesPageSchema,
  adminListDefaults,
  type AdminContactMessageSort,
} from '@app/domain/admin-lists';
import { getSupabase } from '../../../lib/supabase';
import { contactMessageKeys } from '../../../lib/contact-message-keys';
import type { ListUrlState } from '../hooks/use-list-url-state';
import type { ListSpec } from '../lib/list-state';
import { fetchAdminPage, useAdminPage, type PageArgs } from './admin-page';

export const contactMessageListSpec: ListSpec<AdminContactMessageSort> = {
  sortKeys: adminContactMessageSortKeys,
  defaultSort: adminListDefaults.admin_contact_messages.sort,
  defaultDescending: adminListDefaults.admin_contact_messages.descending,
};

/** One page of contact messages (`admin_contact_messages`); `handled` null for all of them. */
export async function getContactMessagesPage(args: PageArgs, handled: boolean | null) {
  const supabase = await getSupabase();
  return fetchAdminPage(
    () => supabase.rpc('admin_contact_messages', { ...args, p_handled: handled ?? undefined }),
    adminContactMessagesPageSchema,
  );
}

export const useContactMessagesPage = (
  list: ListUrlState<AdminContactMessageSort>,
  pageSize: number,
  handled: boolean | null,
) =>
  useAdminPage({
    queryKey: (args) => contactMessageKeys.page(handled, args),
    list,
    pageSize,
    fetchPage: (args) => getContactMessagesPage(args, handled),
  });
