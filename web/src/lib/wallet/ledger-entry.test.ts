import { describe, expect, it } from 'vitest';
import { isLedgerDirection, ledgerKindLabel } from './ledger-entry';

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
