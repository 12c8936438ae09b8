import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../supabase';
import { walletKeys } from '../wallet-keys';

/** The member's balance as the database keeps it with every ledger entry (none yet: 0). */
export async function getWalletBalance(userId: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('wallets')
    .select('balance_eur')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return Number(data?.balance_eur ?? 0);
}

export const walletBalanceQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: walletKeys.balance(userId ?? ''),
    queryFn: userId ? () => getWalletBalance(userId) : skipToken,
    staleTime: 10 * 1000,
  });

export const useWalletBalance = (userId: string | undefined) =>
  useQuery(walletBalanceQueryOptions(userId));
