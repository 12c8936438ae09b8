import { memberLocale } from '@app/domain/member-locale';
import type { AuthContext, RequestInfo } from './auth-context.js';
import { authErrors } from './auth-error.js';
import { magicLinkMail } from './auth-mails.js';
import { checkedRedirect } from './email-links.js';
import { issueOneTimeToken, tokenLifetimeSeconds, verifyLinkUrl } from './one-time-tokens.js';
import { emailKey } from './rate-limiter.js';
import { isBanned } from './sessions.js';
import { assertMemberLocale } from './user-locale.js';
import { assertNameLength, withNameAliases } from './user-names.js';

/**
 * POST /otp (supabase-js `signInWithOtp({ email })`): one mail with a magic link and the same
 * sign-in as a six-digit code. An unknown address gets an account without a password when
 * `createUser` allows (GoTrue's default), confirmed by the first link or code it uses. The
 * answer is the same, and as quick, whatever the address (unlike GoTrue, which says
 * otp_disabled for an unknown address when `create_user` is false): the work happens after it.
 * Only with mailer autoconfirm (never in production), where a sign-up already tells a known
 * address by its user_already_exists, is the unknown address told as GoTrue tells it.
 */
export async function sendMagicLink(
  ctx: AuthContext,
  input: {
    email: string;
    createUser: boolean;
    data: Record<string, unknown>;
    redirectTo: string | undefined;
  },
  request: RequestInfo,
): Promise<void> {
  assertNameLength(input.data);
  assertMemberLocale(input.data);
  await ctx.rateLimiter.enforce([
    { limit: 'otpPerIp', key: request.ip },
    { limit: 'otpPerEmail', key: emailKey(input.email), kind: 'email' },
  ]);
  if (
    ctx.settings.mailerAutoconfirm &&
    !input.createUser &&
    !(await ctx.store.findUserByEmail(input.email))
  ) {
    throw authErrors.otpDisabled();
  }
  ctx.background.run('magic link mail', async () => {
    let user = await ctx.store.findUserByEmail(input.email);
    if (!user && input.createUser) {
      user = await ctx.store.insertUser({
        email: input.email,
        passwordHash: null,
        userMetadata: withNameAliases(input.data),
        confirmed: false,
        isAdmin: ctx.settings.adminEmails.has(input.email),
      });
    }
    if (!user || isBanned(user)) return;
    const account = user;
    const locale = memberLocale(account.raw_user_meta_data);
    const target = checkedRedirect(ctx, 'magiclink', input.redirectTo, locale);
    await ctx.store.withTransaction(async (store) => {
      const { token, code } = await issueOneTimeToken(ctx, store, {
        userId: account.id,
        type: 'magiclink',
      });
      await store.enqueueMail(
        magicLinkMail(
          account.email,
          verifyLinkUrl(ctx, token, 'magiclink', target),
          code,
          tokenLifetimeSeconds(ctx, 'magiclink'),
          locale,
        ),
      );
    });
  });
}
