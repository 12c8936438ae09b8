import type { WalletTransaction } from './get-wallet-transactions';

export const transactionFilters = ['all', 'credits', 'debits'] as const;
export type TransactionFilter = (typeof transactionFilters)[number];

export const transactionFilterLabels: Record<TransactionFilter, string> = {
  all: 'All',
  credits: 'Credits',
  debits: 'Debits',
};

/** What the history says when nothing matches the filter: only All means no transactions at all. */
export const emptyFilterTexts: Record<TransactionFilter, string> = {
  all: 'No transactions yet.',
  credits: 'No credits yet.',
  debits: 'No debits yet.',
};

/** Credits are the entries that add money (top-ups, refunds, credit adjustments), as the ledger says. */
export const isCredit = (transaction: Pick<WalletTransaction, 'direction'>) =>
  transaction.direction === 'credit';

export function filterTransactions<T extends Pick<WalletTransaction, 'direction'>>(
  transactions: readonly T[],
  filter: TransactionFilter,
): T[] {
  if (filter === 'all') return [...transactions];
  const wanted = filter === 'credits' ? 'credit' : 'debit';
  return transactions.filter((transaction) => transaction.direction === wanted);
}
