/** A member's home city on the account and the CO₂ their trips saved (issue 49). */
export const footprintKeys = {
  all: ['footprint'] as const,
  memberHome: (userId: string) => [...footprintKeys.all, 'member-home', userId] as const,
  total: (userId: string, from: string) => [...footprintKeys.all, 'total', userId, from] as const,
};
