export const newsletterKeys = {
  /** The answer to one confirm or unsubscribe link: opening it again shows the same answer. */
  link: (action: string, token: string) => ['newsletter-link', action, token] as const,
};
