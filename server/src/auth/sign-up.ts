import { memberLocale } from '@app/domain/member-locale';
import type { AuthContext, RequestInfo } from './auth-context.js';
import { checkedRedirect, sendConfirmationLink } from './email-links.js';
import { assertSignUpPassword, hashPassword } from './passwords.js';
import { emailKey } from './rate-limiter.js';
import { authErrors } from './auth-error.js';
import { isBanned, startSession } from './sessions.js';
import { signedUpUserJson, standInUserJson, userJson } from './user-json.js';
import { assertMemberLocale } from './user-locale.js';
import { assertNameLength, withNameAliases } from './user-names.js';

/**
 * With mailer autoconfirm (development and test setups), a new address is confirmed at once and
 * signed in, and a known one is refused as GoTrue does. An admin's address is never confirmed
 * without its mailbox: it follows the mailed confirmation.
 *
 * Otherwise, sign-up with e-mail confirmation: the answer is a user without a session, and a mail with a
 * confirmation link goes out. An address that already has an account gets an answer of the
 * same shape, after the same hashing work, and no hint; an unconfirmed one is mailed its
 * confirmation again, which keeps the password chosen first (this sign-up changes nothing).
 */
export async function signUp(
  ctx: AuthContext,
  input: {
    email: string;
    password: string;
    data: Record<string, unknown>;
    redirectTo: string | undefined;
  },
  request: RequestInfo,
) {
  assertSignUpPassword(input.password);
  assertNameLength(input.data);
  assertMemberLocale(input.data);
  await ctx.rateLimiter.enforce([
    { limit: 'signUpPerIp', key: request.ip },
    { limit: 'signUpPerEmail', key: emailKey(input.email), kind: 'email' },
  ]);
  const metadata = withNameAliases(input.data);
  const passwordHash = await hashPassword(input.password);
  // The page the confirmation leads to when the client named none: in the language signed up in.
  const target = checkedRedirect(ctx, 'signup', input.redirectTo, memberLocale(metadata));
  const isAdmin = ctx.settings.adminEmails.has(input.email.trim().toLowerCase());
  const autoconfirm = ctx.settings.mailerAutoconfirm && !isAdmin;

  const created = await ctx.store.insertUser({
    email: input.email,
    passwordHash,
    userMetadata: metadata,
    confirmed: autoconfirm,
    isAdmin,
  });
  if (autoconfirm) {
    if (!created) throw authErrors.userAlreadyExists();
    return startSession(ctx, ctx.store, created, 'password', request);
  }
  if (created) {
    ctx.background.run('confirmation mail', () =>
      sendConfirmationLink(ctx, created, target, { repeated: false }),
    );
    // No admin role in this answer: it would tell apart a new account from a stand-in.
    return signedUpUserJson(userJson(created, new Set()));
  }
  ctx.background.run('confirmation mail for a repeated sign-up', async () => {
    const existing = await ctx.store.findUserByEmail(input.email);
    if (existing && !existing.email_confirmed_at && !isBanned(existing)) {
      await sendConfirmationLink(ctx, existing, target, { repeated: true });
    }
  });
  return signedUpUserJson(standInUserJson(input.email, metadata));
}
