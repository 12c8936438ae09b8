import { describe, expect, it } from 'vitest';
import { isLedgerDirection, ledgerEntryTitle, ledgerKindLabel } from './ledger-entry';

describe('ledgerKindLabel', () => {
  it('names each kind of entry', () => {
    expect(ledgerKindLabel({ type: 'topup', direction: 'credit' })).toBe('Top-up');
    expect(ledgerKindLabel({ type: 'booking', direction: 'debit' })).toBe('Booking payment');
    expect(ledgerKindLabel({ type: 'refund', direction: 'credit' })).toBe('Refund');
    expect(ledgerKindLabel({ type: 'adjustment', direction: 'credit' })).toBe('Adjustment');
    expect(ledgerKindLabel({ type: 'adjustment', direction: 'debit' })).toBe('Adjustment');
    expect(ledgerKindLabel({ type: 'reversal', direction: 'debit' })).toBe('Reversal');
    expect(ledgerKindLabel({ type: 'debit', direction: 'debit' })).toBe('Debit');
    expect(ledgerKindLabel({ type: 'hold', direction: 'debit' })).toBe('Waiting list hold');
    expect(ledgerKindLabel({ type: 'release', direction: 'credit' })).toBe('Hold released');
    expect(ledgerKindLabel({ type: 'dispute_won', direction: 'credit' })).toBe('Dispute won');
  });

  it('names a withdrawal to the card and its hold and release apart from the waiting list', () => {
    const withdrawal_id = '6f1d3c1e-59a5-4f0b-9a3e-2a0e8f1b7c11';
    expect(ledgerKindLabel({ type: 'withdrawal', direction: 'debit', withdrawal_id })).toBe(
      'Withdrawal to card',
    );
    expect(ledgerKindLabel({ type: 'hold', direction: 'debit', withdrawal_id })).toBe(
      'Reserved for a withdrawal',
    );
    expect(ledgerKindLabel({ type: 'release', direction: 'credit', withdrawal_id })).toBe(
      'Withdrawal reservation released',
    );
    expect(ledgerKindLabel({ type: 'hold', direction: 'debit', withdrawal_id: null })).toBe(
      'Waiting list hold',
    );
    // The history's line for them is the app's words, not the ledger's English note.
    expect(
      ledgerEntryTitle({
        type: 'withdrawal',
        direction: 'debit',
        notes: 'Withdrawal to card',
        reason: null,
        withdrawal_id,
      }),
    ).toBe('Refunded to the card you paid with');
    expect(
      ledgerEntryTitle({
        type: 'booking',
        direction: 'debit',
        notes: 'Booking: Alps',
        reason: null,
        withdrawal_id: null,
      }),
    ).toBe('Booking: Alps');
  });

  it('names a kind it does not know by its direction', () => {
    expect(ledgerKindLabel({ type: 'cashback', direction: 'credit' })).toBe('Credit');
    expect(ledgerKindLabel({ type: 'fee', direction: 'debit' })).toBe('Debit');
    expect(ledgerKindLabel({ type: 'toString', direction: 'credit' })).toBe('Credit');
  });
});

describe('isLedgerDirection', () => {
  it('knows credit and debit only', () => {
    expect(isLedgerDirection('credit')).toBe(true);
    expect(isLedgerDirection('debit')).toBe(true);
    for (const value of ['topup', '', null, undefined, 1]) {
      expect(isLedgerDirection(value)).toBe(false);
    }
  });
});
