export const ticketKeys = {
  all: ['tickets'] as const,
  /** One member's ticket by its reference: keyed by member, so a new sign-in never sees another's. */
  one: (userId: string, reference: string) => [...ticketKeys.all, userId, reference] as const,
};
