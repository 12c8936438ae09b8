const wholeEuros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Whole euros, as on tour cards and prices. */
export function formatWholeEuros(amount: number): string {
  return wholeEuros.format(Math.round(amount));
}

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Two decimals, as for wallet and booking amounts. */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}
