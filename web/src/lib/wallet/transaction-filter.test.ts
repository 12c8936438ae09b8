import { describe, expect, it } from 'vitest';
import { emptyFilterTexts, filterTransactions, isCredit } from './transaction-filter';

const ledger = [
  { id: '1', type: 'topup', direction: 'credit' },
  { id: '2', type: 'booking', direction: 'debit' },
  { id: '3', type: 'debit', direction: 'debit' },
  { id: '4', type: 'refund', direction: 'credit' },
  { id: '5', type: 'adjustment', direction: 'credit' },
  { id: '6', type: 'adjustment', direction: 'debit' },
  { id: '7', type: 'reversal', direction: 'debit' },
  { id: '8', type: 'topup', direction: 'credit' },
] as const;

describe('filterTransactions', () => {
  it('keeps everything for All', () => {
    expect(filterTransactions(ledger, 'all').map((t) => t.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
  });

  it('keeps what the ledger calls credits for Credits and its debits for Debits, whatever the kind', () => {
    expect(filterTransactions(ledger, 'credits').map((t) => t.id)).toEqual(['1', '4', '5', '8']);
    expect(filterTransactions(ledger, 'debits').map((t) => t.id)).toEqual(['2', '3', '6', '7']);
  });

  it('reads the direction, never the type', () => {
    expect(isCredit({ direction: 'credit' })).toBe(true);
    expect(isCredit({ direction: 'debit' })).toBe(false);
    // A kind the web does not know yet still lands in the right filter.
    const unknown = [{ id: 'x', type: 'cashback', direction: 'credit' }] as const;
    expect(filterTransactions(unknown, 'credits')).toHaveLength(1);
    expect(filterTransactions(unknown, 'debits')).toHaveLength(0);
  });
});

describe('emptyFilterTexts', () => {
  it('says what is missing for the chosen filter, not that there are no transactions', () => {
    expect(emptyFilterTexts).toEqual({
      all: 'No transactions yet.',
      credits: 'No credits yet.',
      debits: 'No debits yet.',
    });
  });
});
