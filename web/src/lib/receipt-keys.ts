/** Every receipts query: a member's own list, and the admins' lists per date range and page. */
export const receiptKeys = {
  all: ['receipts'] as const,
  /** Keyed by member, so a new sign-in never sees another's. */
  member: (userId: string) => [...receiptKeys.all, 'member', userId] as const,
  admin: (from: string, to: string, page: number) =>
    [...receiptKeys.all, 'admin', from, to, page] as const,
};
