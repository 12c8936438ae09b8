/** 'Sat 12 September 2026', as the booking panel writes a date (YYYY-MM-DD). */
export function tourDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IE', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
