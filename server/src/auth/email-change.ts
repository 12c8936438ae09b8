import { memberLocale } from '@app/domain/member-locale';
import type { AuthContext } from './auth-context.js';
import { authErrors } from './auth-error.js';
import { emailChangeMail } from './auth-mails.js';
import type { AuthStore, UserRow } from './auth-store.js';
import type { CurrentUser } from './current-user.js';
import { checkedRedirect } from './email-links.js';
import { issueOneTimeToken, tokenLifetimeSeconds, verifyLinkUrl } from './one-time-tokens.js';
import { isBanned } from './sessions.js';

// GoTrue's secure e-mail change: the address changes only once the current address and the new
// one have both confirmed, each with its own link or code (verification.ts completes it).

const CHANGE_TYPES = ['email_change_current', 'email_change_new'] as const;

/** New tokens for both addresses (voiding any earlier ones) and their two mails. */
async function sendEmailChangeMails(
  ctx: AuthContext,
  store: AuthStore,
  user: UserRow,
  newEmail: string,
  redirectTo: string | undefined,
): Promise<void> {
  const locale = memberLocale(user.raw_user_meta_data);
  const target = checkedRedirect(ctx, 'email_change', redirectTo, locale);
  await store.deleteOneTimeTokens(user.id, CHANGE_TYPES);
  for (const type of CHANGE_TYPES) {
    const { token, code } = await issueOneTimeToken(ctx, store, {
      userId: user.id,
      type,
      email: newEmail,
    });
    const side = type === 'email_change_current' ? 'current' : 'new';
    await store.enqueueMail(
      emailChangeMail(
        side,
        side === 'current' ? user.email : newEmail,
        newEmail,
        verifyLinkUrl(ctx, token, type, target),
        code,
        tokenLifetimeSeconds(ctx, type),
        locale,
      ),
    );
  }
}

/**
 * PUT /user with a new address: refused when another account has it (GoTrue's email_exists);
 * otherwise the change waits, shown in the user as `new_email`, and both addresses are mailed.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  current: CurrentUser,
  newEmail: string,
  redirectTo: string | undefined,
): Promise<void> {
  const { user } = current;
  await ctx.rateLimiter.enforce([{ limit: 'emailChangePerUser', key: user.id, kind: 'email' }]);
  if (await ctx.store.findUserByEmail(newEmail)) throw authErrors.emailExists();
  await ctx.store.withTransaction(async (store) => {
    const waiting = await store.startEmailChange(user.id, newEmail);
    await sendEmailChangeMails(ctx, store, waiting, newEmail, redirectTo);
  });
}

/**
 * POST /resend type email_change, for either address of a waiting change: both mails again,
 * with new links and codes. Nothing for an address with no change waiting.
 */
export function resendEmailChange(
  ctx: AuthContext,
  input: { email: string; redirectTo: string | undefined },
): void {
  ctx.background.run('resent e-mail change mails', async () => {
    const candidates = await ctx.store.findUsersForEmailChange(input.email);
    for (const user of candidates) {
      if (!user.email_change || isBanned(user)) continue;
      const newEmail = user.email_change;
      await ctx.store.withTransaction((store) =>
        sendEmailChangeMails(ctx, store, user, newEmail, input.redirectTo),
      );
    }
  });
}
