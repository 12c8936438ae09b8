import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../supabase';
import { walletKeys } from '../wallet-keys';

/** The member's wallet as the database keeps it: what can be spent, and what is owed. */
export interface WalletBalance {
  balance: number;
  /** Above 0 only after a card payment was reversed once its money was spent. */
  debt: number;
  /** Reserved by waiting-list holds: not in `balance`, given back on leaving a list. */
  held: number;
}

/** The member's wallet row; a member who never topped up has none, which is an empty wallet. */
export async function getWalletBalance(userId: string): Promise<WalletBalance> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('wallets')
    .select('balance_eur,debt_eur,held_eur')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return {
    balance: Number(data?.balance_eur ?? 0),
    debt: Number(data?.debt_eur ?? 0),
    held: Number(data?.held_eur ?? 0),
  };
}

export const walletBalanceQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: walletKeys.balance(userId ?? ''),
    queryFn: userId ? () => getWalletBalance(userId) : skipToken,
    staleTime: 10 * 1000,
  });

const selectBalance = (wallet: WalletBalance) => wallet.balance;
const selectDebt = (wallet: WalletBalance) => wallet.debt;
const selectHeld = (wallet: WalletBalance) => wallet.held;

/** The balance in euros (one query with the debt). */
export const useWalletBalance = (userId: string | undefined) =>
  useQuery({ ...walletBalanceQueryOptions(userId), select: selectBalance });

/** What the member owes after a reversed card payment; 0 almost always. */
export const useWalletDebt = (userId: string | undefined) =>
  useQuery({ ...walletBalanceQueryOptions(userId), select: selectDebt });

/** What waiting-list holds reserve of the member's money; 0 for most members. */
export const useWalletHeld = (userId: string | undefined) =>
  useQuery({ ...walletBalanceQueryOptions(userId), select: selectHeld });
