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

/** A top-up is a credit; any other type counts as a deduction (spec: wallet_transaction). */
export const isCredit = (transaction: Pick<WalletTransaction, 'type'>) =>
  transaction.type === 'topup';

export function filterTransactions<T extends Pick<WalletTransaction, 'type'>>(
  transactions: readonly T[],
  filter: TransactionFilter,
): T[] {
  if (filter === 'all') return [...transactions];
  return transactions.filter((transaction) => isCredit(transaction) === (filter === 'credits'));
}
