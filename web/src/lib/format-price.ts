const wholeEuros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Whole euros, as on tour cards and prices. */
export function formatWholeEuros(amount: number): string {
  return wholeEuros.format(Math.round(amount));
}
