import { authErrors } from './auth-error.js';
import type { AuthStore } from './auth-store.js';

/**
 * Deletes an account, or refuses (409 account_has_records) while it has bookings, ledger
 * entries, receipts or money: the rule is the database's (private.delete_user_account,
 * migration 0069). The one path for deleting an account; 404 user_not_found when there is none.
 */
export async function deleteUserAccount(store: AuthStore, userId: string): Promise<void> {
  const outcome = await store.deleteUserAccount(userId);
  if (outcome === 'not_found') throw authErrors.adminUserNotFound();
  if (outcome === 'account_has_records') throw authErrors.accountHasRecords();
}
