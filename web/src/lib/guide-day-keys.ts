export const guideDayKeys = {
  all: ['guide-day'] as const,
  /** Today's departures of one staff account's tours (the check-in page's list). */
  day: (userId: string) => [...guideDayKeys.all, userId] as const,
};
