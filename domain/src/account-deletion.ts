import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth-messages.js';

/**
 * Why an account cannot be deleted now (private.account_deletion_blocker, migration 0071), in
 * the order they are checked: the first that applies is the answer.
 */
export const ACCOUNT_DELETION_BLOCKERS = [
  'upcoming_booking',
  'withdrawal_pending',
  'wallet_not_empty',
  'waitlist_holds_money',
  'wallet_debt',
] as const;
export type AccountDeletionBlocker = (typeof ACCOUNT_DELETION_BLOCKERS)[number];

export function isAccountDeletionBlocker(code: unknown): code is AccountDeletionBlocker {
  return ACCOUNT_DELETION_BLOCKERS.some((blocker) => blocker === code);
}

/** POST /auth/v1/user/delete: the member's current password and an explicit confirmation. */
export const deleteAccountBodySchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  confirm: z.literal(true),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The path of the deletion endpoint under the auth service's base URL. */
export const DELETE_ACCOUNT_PATH = '/user/delete';
