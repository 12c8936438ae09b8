import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../supabase';
import { walletKeys } from '../wallet-keys';
import { isLedgerDirection, type LedgerDirection } from './ledger-entry';

export interface WalletTransaction {
  id: string;
  type: string;
  /** The database's word on whether the entry adds money or takes it. */
  direction: LedgerDirection;
  amount_eur: number;
  notes: string | null;
  /** An admin's adjustment says why. */
  reason: string | null;
  /** The withdrawal to the card a hold, release or withdrawal entry belongs to. */
  withdrawal_id: string | null;
  created_at: string;
}

/** The member's ledger, newest first. */
export async function getWalletTransactions(userId: string): Promise<WalletTransaction[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('wallet_transactions')
    .select('id,type,direction,amount_eur,notes,reason,withdrawal_id,created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((row) => {
    const { direction } = row;
    if (!isLedgerDirection(direction)) {
      throw new Error(`A wallet transaction has an unknown direction: ${String(direction)}`);
    }
    return { ...row, direction, amount_eur: Number(row.amount_eur) };
  });
}

export const walletTransactionsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: walletKeys.transactions(userId ?? ''),
    queryFn: userId ? () => getWalletTransactions(userId) : skipToken,
    staleTime: 30 * 1000,
  });

export const useWalletTransactions = (userId: string | undefined) =>
  useQuery(walletTransactionsQueryOptions(userId));
