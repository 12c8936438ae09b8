/** Integer cents as the exact euro text PostgreSQL's numeric takes. */
export const euroText = (cents: number): string => (cents / 100).toFixed(2);
