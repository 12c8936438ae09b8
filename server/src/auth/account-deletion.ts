import { isAccountDeletionBlocker } from '@app/domain/account-deletion';
import { memberLocale } from '@app/domain/member-locale';
import { errorCode, errorMessage } from '../platform/error-fields.js';
import type { AuthContext, RequestInfo } from './auth-context.js';
import { AuthApiError, authErrors } from './auth-error.js';
import { accountDeletedMail } from './auth-mails.js';
import { assertSecondFactorProven, type CurrentUser } from './current-user.js';
import { verifyPassword } from './passwords.js';

const blockerMessages = {
  upcoming_booking:
    'Your account cannot be deleted while a booking is upcoming: cancel it or wait until the trip has taken place',
  withdrawal_pending:
    'Your account cannot be deleted while a withdrawal to your card is pending: wait until it is done',
  wallet_not_empty:
    'Your account cannot be deleted while your wallet holds money: withdraw it to your card first',
  waitlist_holds_money:
    'Your account cannot be deleted while money is held for a waiting list: leave the waiting list first',
  wallet_debt: 'Your account cannot be deleted while your wallet owes money',
} as const;

/**
 * The SQL refusals of private.delete_account: PT409 with the reason as the message, PT404 when
 * the account went meanwhile (two deletions at once: the second finds none).
 */
function deletionRefusal(error: unknown, notFound: () => AuthApiError): AuthApiError | undefined {
  if (errorCode(error) === 'PT404') return notFound();
  const reason = errorMessage(error);
  if (errorCode(error) !== 'PT409' || !isAccountDeletionBlocker(reason)) return undefined;
  return new AuthApiError(409, reason, blockerMessages[reason]);
}

/**
 * The one path by which an account goes. The rules (what refuses, what goes, what stays) are
 * SQL's, private.delete_account (migration 0071); the farewell mail is queued in the same
 * transaction, so it is sent only if the account went.
 */
async function removeAccount(
  ctx: AuthContext,
  userId: string,
  notFound: () => AuthApiError,
): Promise<void> {
  try {
    await ctx.store.withTransaction(async (store) => {
      const farewell = await store.deleteAccount(userId);
      await store.enqueueMail(
        accountDeletedMail(farewell.email, memberLocale(farewell.user_metadata)),
      );
    });
  } catch (error) {
    throw deletionRefusal(error, notFound) ?? error;
  }
}

/**
 * POST /user/delete: the signed-in member deletes their own account. Whatever the session's
 * age, the current password proves it is them (a stolen session alone cannot delete).
 */
export async function deleteOwnAccount(
  ctx: AuthContext,
  current: CurrentUser,
  currentPassword: string,
  request: RequestInfo,
): Promise<void> {
  const { user } = current;
  // Counted before the check, with the password change's counters: the same guesses.
  await ctx.rateLimiter.enforce([
    { limit: 'passwordChangePerUser', key: user.id },
    { limit: 'passwordChangePerIp', key: request.ip },
  ]);
  if (!(await verifyPassword(user.encrypted_password, currentPassword))) {
    throw authErrors.currentPasswordInvalid();
  }
  await assertSecondFactorProven(ctx, current);
  await removeAccount(ctx, user.id, authErrors.userNotFound);
  ctx.log.info({ userId: user.id }, 'account deleted by its member');
}

/**
 * DELETE /admin/users/{id} (the service key): the same rules as the member's own deletion. Unlike
 * GoTrue, an account with an upcoming booking or money is refused (409 with the reason):
 * bookings and money records must stay on record.
 */
export async function deleteUserAccount(ctx: AuthContext, userId: string): Promise<void> {
  await removeAccount(ctx, userId, authErrors.adminUserNotFound);
  ctx.log.info({ userId }, 'account deleted with the service key');
}
