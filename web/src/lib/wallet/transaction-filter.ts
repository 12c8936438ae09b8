import { t } from '@lingui/core/macro';
import type { WalletTransaction } from './get-wallet-transactions';

export const transactionFilters = ['all', 'credits', 'debits'] as const;
export type TransactionFilter = (typeof transactionFilters)[number];

// Getters: each label is read in the page's language when it is shown.
export const transactionFilterLabels: Record<TransactionFilter, string> = {
  get all() {
    return t`All`;
  },
  get credits() {
    return t`Credits`;
  },
  get debits() {
    return t`Debits`;
  },
};

/** What the history says when nothing matches the filter: only All means no transactions at all. */
export const emptyFilterTexts: Record<TransactionFilter, string> = {
  get all() {
    return t`No transactions yet.`;
  },
  get credits() {
    return t`No credits yet.`;
  },
  get debits() {
    return t`No debits yet.`;
  },
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
