const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** The local calendar day in words, like 'November 22, 2026'. */
export function formatLastUpdated(date: Date): string {
  return longDate.format(date);
}

/** The local calendar day as YYYY-MM-DD, for a <time> element. */
export function toIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
