/** Whether a ledger entry adds money to the wallet or takes it; the database states it per row. */
export const ledgerDirections = ['credit', 'debit'] as const;
export type LedgerDirection = (typeof ledgerDirections)[number];

export const isLedgerDirection = (value: unknown): value is LedgerDirection =>
  value === 'credit' || value === 'debit';

const kindLabels: Record<string, string> = {
  topup: 'Top-up',
  booking: 'Booking payment',
  refund: 'Refund',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
  debit: 'Debit',
  hold: 'Waiting list hold',
  release: 'Hold released',
  date_change: 'Date change',
  dispute_won: 'Dispute won',
};

/** What the history calls an entry's kind; a kind it does not know is named by its direction. */
export function ledgerKindLabel(entry: { type: string; direction: LedgerDirection }): string {
  return (
    (Object.hasOwn(kindLabels, entry.type) ? kindLabels[entry.type] : undefined) ??
    (entry.direction === 'credit' ? 'Credit' : 'Debit')
  );
}
