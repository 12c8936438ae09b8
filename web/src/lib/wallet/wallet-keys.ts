/** Every wallet query of a member sits under walletKeys.all(userId): one invalidation refreshes them. */
export const walletKeys = {
  all: (userId: string) => ['wallet', userId] as const,
  balance: (userId: string) => ['wallet', userId, 'balance'] as const,
  transactions: (userId: string) => ['wallet', userId, 'transactions'] as const,
};

/** A member's bookings (the dashboard's list); booking anything invalidates it. */
export const bookingsKey = (userId: string) => ['bookings', userId] as const;
