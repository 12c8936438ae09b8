export const newsletterKeys = {
  /** The answer to one confirm or unsubscribe link: opening it again shows the same answer. */
  link: (action: string, token: string) => ['newsletter-link', action, token] as const,
  /** The admin's list of issues with their counts. */
  issues: ['newsletter-issues'] as const,
  /** How many confirmed subscribers an issue sent now would reach. */
  subscriberCount: ['newsletter-subscriber-count'] as const,
};
