import type { WithdrawalStatus } from '@app/domain/withdrawals';
import { sumEuros } from '@app/domain/money';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../supabase';
import { walletKeys } from '../wallet-keys';
import { PENDING_POLL_MS } from './card-top-ups';

const withdrawalStatuses: readonly WithdrawalStatus[] = ['pending', 'succeeded', 'failed'];
const isWithdrawalStatus = (value: unknown): value is WithdrawalStatus =>
  withdrawalStatuses.some((status) => status === value);

/** One withdrawal to the card, as the wallet shows it (decision 037). */
export interface WalletWithdrawal {
  id: string;
  amountEur: number;
  status: WithdrawalStatus;
  /** What reached the card once Stripe settled every refund; null while pending. */
  withdrawnEur: number | null;
  createdAt: string;
}

/** How many of the member's latest withdrawals the wallet reads. */
const RECENT_SHOWN = 10;

/** The member's latest withdrawals, newest first. */
export async function getRecentWithdrawals(userId: string): Promise<WalletWithdrawal[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('wallet_withdrawals')
    .select('id,amount_eur,status,withdrawn_eur,created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(RECENT_SHOWN);
  if (error) throw error;
  return data.map((row) => {
    if (!isWithdrawalStatus(row.status)) {
      throw new Error(`A withdrawal has an unknown status: ${row.status}`);
    }
    return {
      id: row.id,
      amountEur: Number(row.amount_eur),
      status: row.status,
      withdrawnEur: row.withdrawn_eur === null ? null : Number(row.withdrawn_eur),
      createdAt: row.created_at,
    };
  });
}

const hasPending = (withdrawals: readonly WalletWithdrawal[] | undefined) =>
  (withdrawals ?? []).some((withdrawal) => withdrawal.status === 'pending');

/** Read again every 2 seconds while one is pending and `isPolling` (the page is fresh). */
export const recentWithdrawalsQueryOptions = (userId: string | undefined, isPolling = false) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(userId ?? ''),
    queryFn: userId ? () => getRecentWithdrawals(userId) : skipToken,
    staleTime: 10 * 1000,
    refetchInterval: (query) =>
      isPolling && hasPending(query.state.data) ? PENDING_POLL_MS : false,
  });

export const useRecentWithdrawals = (userId: string | undefined, isPolling = false) =>
  useQuery(recentWithdrawalsQueryOptions(userId, isPolling));

/** What withdrawals still waiting for the card provider hold of the member's money. */
export const pendingWithdrawalsTotal = (withdrawals: readonly WalletWithdrawal[]): number =>
  sumEuros(
    withdrawals
      .filter((withdrawal) => withdrawal.status === 'pending')
      .map((withdrawal) => withdrawal.amountEur),
  );
