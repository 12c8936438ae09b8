export const twoFactorKeys = {
  all: ['two-factor'] as const,
  /** The signed-in account's factors (supabase-js `auth.mfa.listFactors`). */
  factors: (userId: string) => [...twoFactorKeys.all, 'factors', userId] as const,
  /** Whether the account has recovery codes and how many are left. */
  recoveryCodes: (userId: string) => [...twoFactorKeys.all, 'recovery-codes', userId] as const,
};
