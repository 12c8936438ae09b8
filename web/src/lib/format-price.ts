const wholeEuros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Whole euros, as on tour cards and prices. */
export function formatWholeEuros(amount: number): string {
  return wholeEuros.format(Math.round(amount));
}

/** Euros with two decimals, as for wallet and booking amounts (the ledger's notes use it too). */
export { formatEuros } from '@app/domain/money';
