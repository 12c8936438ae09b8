/** The signed-in member's own account data on the Settings page. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: (userId: string) => [...accountKeys.all, 'sessions', userId] as const,
};
