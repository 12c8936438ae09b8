import { DEFAULT_LOCALE, type Locale, localizedPath } from '@app/domain/locales';
import { memberLocale } from '@app/domain/member-locale';
import type { AuthContext, RequestInfo } from './auth-context.js';
import { confirmSignUpMail, repeatedSignUpMail, resetPasswordMail } from './auth-mails.js';
import type { OneTimeTokenType, UserRow } from './auth-store.js';
import {
  issueOneTimeToken,
  type LinkType,
  tokenLifetimeSeconds,
  verifyLinkUrl,
} from './one-time-tokens.js';
import { emailKey } from './rate-limiter.js';
import { allowedRedirect } from './redirects.js';
import { isBanned } from './sessions.js';

/**
 * Where a link of this type leads when no acceptable redirect_to came with it: the page in the
 * account's language.
 */
export function defaultRedirect(
  ctx: AuthContext,
  type: LinkType,
  locale: Locale = DEFAULT_LOCALE,
): string {
  // An invited member has no password yet: the reset screen lets them choose one.
  const choosesPassword = type === 'recovery' || type === 'invite';
  return `${ctx.settings.siteUrl}${localizedPath(locale, choosesPassword ? '/reset-password' : '/')}`;
}

/** redirect_to when it stays on the site's origin; else where this type of link leads. */
export function checkedRedirect(
  ctx: AuthContext,
  type: LinkType,
  redirectTo: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return allowedRedirect(redirectTo, ctx.settings.siteUrl, defaultRedirect(ctx, type, locale));
}

type LinkMail = typeof confirmSignUpMail;

/** Issues a token of this type and queues its mail, in one transaction. */
export async function sendLink(
  ctx: AuthContext,
  user: UserRow,
  type: OneTimeTokenType,
  redirectTo: string,
  mail: LinkMail,
): Promise<void> {
  // The link and its mail job commit together: no live link without its mail, nor the reverse.
  await ctx.store.withTransaction(async (store) => {
    const { token } = await issueOneTimeToken(ctx, store, { userId: user.id, type });
    const link = verifyLinkUrl(ctx, token, type, redirectTo);
    await store.enqueueMail(
      mail(
        user.email,
        link,
        tokenLifetimeSeconds(ctx, type),
        memberLocale(user.raw_user_meta_data),
      ),
    );
  });
}

/**
 * A confirmation link. It confirms the address and keeps the password chosen at the first
 * sign-up: a later sign-up with the same address (`repeated`) never replaces it, as in GoTrue,
 * so whoever signs up second cannot take over an account its owner is about to confirm.
 */
export function sendConfirmationLink(
  ctx: AuthContext,
  user: UserRow,
  redirectTo: string,
  options: { repeated: boolean },
) {
  const mail = options.repeated ? repeatedSignUpMail : confirmSignUpMail;
  return sendLink(ctx, user, 'signup', redirectTo, mail);
}

/**
 * POST /recover. The answer is the same, and as quick, whether or not the account exists: the
 * look-up and the mail happen after it has gone out.
 */
export async function requestPasswordRecovery(
  ctx: AuthContext,
  email: string,
  redirectTo: string | undefined,
  request: RequestInfo,
): Promise<void> {
  await ctx.rateLimiter.enforce([
    { limit: 'recoverPerIp', key: request.ip },
    { limit: 'recoverPerEmail', key: emailKey(email), kind: 'email' },
  ]);
  ctx.background.run('password recovery mail', async () => {
    const user = await ctx.store.findUserByEmail(email);
    if (!user || isBanned(user)) return;
    const locale = memberLocale(user.raw_user_meta_data);
    const target = checkedRedirect(ctx, 'recovery', redirectTo, locale);
    await sendLink(ctx, user, 'recovery', target, resetPasswordMail);
  });
}

/**
 * POST /resend: a fresh confirmation link for an unconfirmed sign-up, which voids the links
 * sent before it (one live link per user and type). The answer is the same, and as quick,
 * whatever the address: unknown, confirmed, banned or waiting.
 */
export function resendConfirmationLink(
  ctx: AuthContext,
  input: { email: string; redirectTo: string | undefined },
): void {
  ctx.background.run('resent confirmation mail', async () => {
    const user = await ctx.store.findUserByEmail(input.email);
    if (!user || user.email_confirmed_at || isBanned(user)) return;
    const locale = memberLocale(user.raw_user_meta_data);
    const target = checkedRedirect(ctx, 'signup', input.redirectTo, locale);
    await sendConfirmationLink(ctx, user, target, { repeated: false });
  });
}
