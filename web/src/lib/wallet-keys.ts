/** Every wallet query of a member sits under walletKeys.all(userId): one invalidation refreshes them. */
export const walletKeys = {
  all: (userId: string) => ['wallet', userId] as const,
  balance: (userId: string) => [...walletKeys.all(userId), 'balance'] as const,
  transactions: (userId: string) => [...walletKeys.all(userId), 'transactions'] as const,
  pendingTopUps: (userId: string) => [...walletKeys.all(userId), 'pending-top-ups'] as const,
  topUp: (userId: string, topUpId: string) =>
    [...walletKeys.all(userId), 'top-up', topUpId] as const,
  withdrawals: (userId: string) => [...walletKeys.all(userId), 'withdrawals'] as const,
  withdrawable: (userId: string) => [...walletKeys.all(userId), 'withdrawable'] as const,
};
