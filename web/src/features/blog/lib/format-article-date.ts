// Article dates are calendar dates; reading them in UTC keeps every time zone on the same day.
const articleDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-10' → 'November 10, 2026'. */
export function formatArticleDate(isoDate: string): string {
  return articleDate.format(new Date(`${isoDate}T00:00:00Z`));
}
