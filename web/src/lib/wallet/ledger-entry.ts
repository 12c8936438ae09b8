import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/** Whether a ledger entry adds money to the wallet or takes it; the database states it per row. */
export const ledgerDirections = ['credit', 'debit'] as const;
export type LedgerDirection = (typeof ledgerDirections)[number];

export const isLedgerDirection = (value: unknown): value is LedgerDirection =>
  value === 'credit' || value === 'debit';

const kindLabels: Record<string, MessageDescriptor> = {
  topup: msg`Top-up`,
  booking: msg`Booking payment`,
  refund: msg`Refund`,
  adjustment: msg`Adjustment`,
  reversal: msg`Reversal`,
  debit: msg`Debit`,
  hold: msg`Waiting list hold`,
  release: msg`Hold released`,
  date_change: msg`Date change`,
  dispute_won: msg`Dispute won`,
};

/** What the history calls an entry's kind; a kind it does not know is named by its direction. */
export function ledgerKindLabel(entry: { type: string; direction: LedgerDirection }): string {
  const label = Object.hasOwn(kindLabels, entry.type) ? kindLabels[entry.type] : undefined;
  if (label) return i18n._(label);
  return entry.direction === 'credit' ? t`Credit` : t`Debit`;
}
