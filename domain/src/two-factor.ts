import { z } from 'zod';

// Two-factor sign-in (decisions 041 and 045): what the auth service answers for recovery codes,
// GoTrue's /factors/recovery-codes, read by the web and written by the server.

/** How many recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** A new set, answered once: the codes are stored only as digests. */
export const recoveryCodeSetSchema = z.object({
  id: z.string(),
  type: z.literal('recovery_code'),
  friendly_name: z.string(),
  total: z.number().int(),
  codes: z.array(z.string()),
});
export type RecoveryCodeSet = z.infer<typeof recoveryCodeSetSchema>;

/** Whether the member has a set, and how many of its codes are unused; never the codes. */
export const recoveryCodesStatusSchema = z.object({
  enrolled: z.boolean(),
  id: z.string().nullable(),
  total: z.number().int(),
  remaining: z.number().int(),
});
export type RecoveryCodesStatus = z.infer<typeof recoveryCodesStatusSchema>;
