import { toCents } from '@app/domain/money';

export interface LedgerEntry {
  direction: 'credit' | 'debit';
  amount_eur: number;
}

/**
 * What a wallet holds by its ledger, summed here independently of the database (which keeps
 * wallets.balance_eur and debt_eur): credits minus debits, in cents. Positive is a balance,
 * negative a debt.
 */
export function ledgerNet(entries: readonly LedgerEntry[]): number {
  const cents = entries.reduce(
    (sum, entry) => sum + (entry.direction === 'credit' ? 1 : -1) * toCents(entry.amount_eur),
    0,
  );
  return cents / 100;
}
