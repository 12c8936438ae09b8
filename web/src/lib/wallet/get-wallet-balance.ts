import { ledgerBalance } from '@app/domain/money';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../supabase';
import { walletKeys } from '../wallet-keys';

/** The spec's balance rule over the member's ledger: top-ups minus everything else, at least 0. */
export async function getWalletBalance(userId: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('wallet_transactions')
    .select('amount_eur,type')
    .eq('user_id', userId);
  if (error) throw error;
  return ledgerBalance(data.map((row) => ({ type: row.type, amount_eur: Number(row.amount_eur) })));
}

export const walletBalanceQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: walletKeys.balance(userId ?? ''),
    queryFn: userId ? () => getWalletBalance(userId) : skipToken,
    staleTime: 10 * 1000,
  });

export const useWalletBalance = (userId: string | undefined) =>
  useQuery(walletBalanceQueryOptions(userId));
