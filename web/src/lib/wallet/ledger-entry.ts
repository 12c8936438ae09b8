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
  withdrawal: msg`Withdrawal to card`,
  withdrawal_returned: msg`Refund returned by the bank`,
};

/** A withdrawal's hold and release (the waiting list's kinds, linked to the withdrawal). */
const withdrawalMoveLabels: Record<string, MessageDescriptor> = {
  hold: msg`Reserved for a withdrawal`,
  release: msg`Withdrawal reservation released`,
};

/** What the history calls an entry's kind; a kind it does not know is named by its direction. */
export function ledgerKindLabel(entry: {
  type: string;
  direction: LedgerDirection;
  withdrawal_id?: string | null;
}): string {
  const labels = entry.withdrawal_id ? { ...kindLabels, ...withdrawalMoveLabels } : kindLabels;
  const label = Object.hasOwn(labels, entry.type) ? labels[entry.type] : undefined;
  if (label) return i18n._(label);
  return entry.direction === 'credit' ? t`Credit` : t`Debit`;
}

/** What a withdrawal's entries say happened, in the reader's language (their notes are English). */
const withdrawalTitles: Record<string, MessageDescriptor> = {
  hold: msg`Held until the refund to your card is confirmed`,
  release: msg`Held amount back in your balance`,
  withdrawal: msg`Refunded to the card you paid with`,
  withdrawal_returned: msg`Your card’s bank sent the refund back`,
};

/** The line the history shows for an entry: its note, or an admin's reason, else its kind. */
export function ledgerEntryTitle(entry: {
  type: string;
  direction: LedgerDirection;
  notes: string | null;
  reason: string | null;
  withdrawal_id?: string | null;
}): string {
  const withdrawalTitle =
    entry.withdrawal_id && Object.hasOwn(withdrawalTitles, entry.type)
      ? withdrawalTitles[entry.type]
      : undefined;
  if (withdrawalTitle) return i18n._(withdrawalTitle);
  return entry.notes || entry.reason || ledgerKindLabel(entry);
}
