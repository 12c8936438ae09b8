import type { Withdrawable } from '@app/domain/withdrawals';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';
import { walletKeys } from '../../../lib/wallet-keys';

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `rpc/my_withdrawable`: the balance, what the member's card payments still have, and what can
 * go back to a card now (the smaller). Read by hand, so the wallet page loads no zod.
 */
export async function getWithdrawable(): Promise<Withdrawable> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_withdrawable');
  if (error) throw error;
  const { balanceEur, cardEur, withdrawableEur } = isRecord(data) ? data : {};
  if (!isAmount(balanceEur) || !isAmount(cardEur) || !isAmount(withdrawableEur)) {
    throw new Error('my_withdrawable answered no amounts');
  }
  return { balanceEur, cardEur, withdrawableEur };
}

export const withdrawableQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: walletKeys.withdrawable(userId ?? ''),
    queryFn: userId ? getWithdrawable : skipToken,
    staleTime: 10 * 1000,
  });

export const useWithdrawable = (userId: string | undefined) =>
  useQuery(withdrawableQueryOptions(userId));
