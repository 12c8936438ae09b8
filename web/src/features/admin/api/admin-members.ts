import {
  adminListDefaults,
  adminMemberLedgerPageSchema,
  adminMemberSchema,
  adminMemberSortKeys,
  adminMembersPageSchema,
  type AdminMemberSort,
} from '@app/domain/admin-lists';
import { walletAdjustmentBodySchema } from '@app/domain/booking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { memberKeys } from '../../../lib/member-keys';
import { callServerFunction } from '../../../lib/server-function';
import { getSupabase } from '../../../lib/supabase';
import { walletKeys } from '../../../lib/wallet-keys';
import type { ListUrlState } from '../hooks/use-list-url-state';
import type { ListSpec } from '../lib/list-state';
import { fetchAdminPage, useAdminPage, type PageArgs } from './admin-page';

export const memberListSpec: ListSpec<AdminMemberSort> = {
  sortKeys: adminMemberSortKeys,
  defaultSort: adminListDefaults.admin_members.sort,
  defaultDescending: adminListDefaults.admin_members.descending,
};

/** The ledger's order is fixed (newest first): its list state has one sort key. */
export const ledgerListSpec: ListSpec<'created_at'> = {
  prefix: 'l',
  sortKeys: ['created_at'],
  defaultSort: 'created_at',
  defaultDescending: true,
};

/** One page of members (`admin_members`), searched by e-mail. */
export async function getAdminMembersPage(args: PageArgs) {
  const supabase = await getSupabase();
  return fetchAdminPage(() => supabase.rpc('admin_members', args), adminMembersPageSchema);
}

export const useAdminMembersPage = (list: ListUrlState<AdminMemberSort>, pageSize: number) =>
  useAdminPage({ queryKey: memberKeys.list, list, pageSize, fetchPage: getAdminMembersPage });

/** One member (`admin_member`); an unknown id is 404 not_found. */
export async function getAdminMember(userId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_member', { p_user_id: userId });
  if (error) throw error;
  return adminMemberSchema.parse(data);
}

export const useAdminMember = (userId: string) =>
  useQuery({ queryKey: memberKeys.detail(userId), queryFn: () => getAdminMember(userId) });

/** One page of a member's ledger (`admin_member_ledger`), newest first. */
export async function getMemberLedgerPage(userId: string, { p_limit, p_offset }: PageArgs) {
  const supabase = await getSupabase();
  return fetchAdminPage(
    () => supabase.rpc('admin_member_ledger', { p_user_id: userId, p_limit, p_offset }),
    adminMemberLedgerPageSchema,
  );
}

export const useMemberLedgerPage = (
  userId: string,
  list: ListUrlState<'created_at'>,
  pageSize: number,
) =>
  useAdminPage({
    queryKey: (args) => memberKeys.ledger(userId, args),
    list,
    pageSize,
    fetchPage: (args) => getMemberLedgerPage(userId, args),
  });

export type WalletAdjustment = z.output<typeof walletAdjustmentBodySchema>;

const walletAdjustmentAnswerSchema = z.object({
  success: z.literal(true),
  newBalance: z.number(),
});

/** POST /functions/v1/wallet-adjustment: the admin's credit or debit, with its reason. */
export async function adjustWallet(adjustment: WalletAdjustment, idempotencyKey: string) {
  const answer = await callServerFunction<unknown>(
    'wallet-adjustment',
    adjustment,
    idempotencyKey,
    'Failed to adjust the wallet',
  );
  return walletAdjustmentAnswerSchema.parse(answer);
}

export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      adjustment,
      idempotencyKey,
    }: {
      adjustment: WalletAdjustment;
      idempotencyKey: string;
    }) => adjustWallet(adjustment, idempotencyKey),
    onSettled: (_answer, _error, { adjustment }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all(adjustment.user_id) }),
      ]),
  });
}
