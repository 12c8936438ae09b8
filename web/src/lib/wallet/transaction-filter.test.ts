import { describe, expect, it } from 'vitest';
import { emptyFilterTexts, filterTransactions } from './transaction-filter';

const ledger = [
  { id: '1', type: 'topup' },
  { id: '2', type: 'booking' },
  { id: '3', type: 'debit' },
  { id: '4', type: 'topup' },
];

describe('filterTransactions', () => {
  it('keeps everything for All', () => {
    expect(filterTransactions(ledger, 'all').map((t) => t.id)).toEqual(['1', '2', '3', '4']);
  });

  it('keeps top-ups for Credits and every other type for Debits', () => {
    expect(filterTransactions(ledger, 'credits').map((t) => t.id)).toEqual(['1', '4']);
    expect(filterTransactions(ledger, 'debits').map((t) => t.id)).toEqual(['2', '3']);
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
