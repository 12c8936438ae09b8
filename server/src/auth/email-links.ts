import { DEFAULT_LOCALE, type Locale, localizedPath } from '@app/domain/locales';
import { memberLocale } from '@app/domain/member-locale';
import type { AuthContext, RequestInfo } from './auth-context.js';
import { confirmSignUpMail, repeatedSignUpMail, resetPasswordMail } from './auth-mails.js';
import type { OneTimeTokenType, UserRow } from './auth-store.js';
import { emailKey } from './rate-limiter.js';
import { allowedRedirect, redirectWith } from './redirects.js';
import { digestToken, randomToken } from './secret-tokens.js';
import { isBanned, startSession } from './sessions.js';

/**
 * Where a link of this type leads when no acceptable redirect_to came with it: the page in the
 * account's language.
 */
export function defaultRedirect(
  ctx: AuthContext,
  type: OneTimeTokenType,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${ctx.settings.siteUrl}${localizedPath(locale, type === 'recovery' ? '/reset-password' : '/')}`;
}

/** redirect_to when it stays on the site's origin; else where this type of link leads. */
export function checkedRedirect(
  ctx: AuthContext,
  type: OneTimeTokenType,
  redirectTo: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return allowedRedirect(redirectTo, ctx.settings.siteUrl, defaultRedirect(ctx, type, locale));
}

type LinkMail = typeof confirmSignUpMail;

async function sendLink(
  ctx: AuthContext,
  user: UserRow,
  type: OneTimeTokenType,
  redirectTo: string,
  mail: LinkMail,
): Promise<void> {
  const token = randomToken();
  const lifetimeSeconds =
    type === 'signup' ? ctx.settings.signUpLinkSeconds : ctx.settings.recoveryLinkSeconds;
  const link = new URL(`${ctx.settings.siteUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  // The link and its mail job commit together: no live link without its mail, nor the reverse.
  await ctx.store.withTransaction(async (store) => {
    await store.createOneTimeToken({
      userId: user.id,
      type,
      tokenHash: digestToken(token),
      lifetimeSeconds,
    });
    await store.enqueueMail(
      mail(user.email, link.toString(), lifetimeSeconds, memberLocale(user.raw_user_meta_data)),
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
 * whatever the address: unknown, confirmed, banned or waiting. Changing the e-mail address is
 * not offered, so `email_change` sends nothing.
 */
export async function resendConfirmationLink(
  ctx: AuthContext,
  input: { type: 'signup' | 'email_change'; email: string; redirectTo: string | undefined },
  request: RequestInfo,
): Promise<void> {
  await ctx.rateLimiter.enforce([
    { limit: 'resendPerIp', key: request.ip },
    { limit: 'resendPerEmail', key: emailKey(input.email), kind: 'email' },
  ]);
  if (input.type !== 'signup') return;
  ctx.background.run('resent confirmation mail', async () => {
    const user = await ctx.store.findUserByEmail(input.email);
    if (!user || user.email_confirmed_at || isBanned(user)) return;
    const locale = memberLocale(user.raw_user_meta_data);
    const target = checkedRedirect(ctx, 'signup', input.redirectTo, locale);
    await sendConfirmationLink(ctx, user, target, { repeated: false });
  });
}

const invalidLinkFragment = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

/**
 * GET /verify: a link from an e-mail. A good token is used up and signs the user in: the
 * browser goes to redirect_to with the session in the fragment (where supabase-js looks for it)
 * and, for a password reset, also in the query (where the reset screen reads it).
 */
export async function verifyEmailLink(
  ctx: AuthContext,
  link: { token: string | undefined; type: string | undefined; redirectTo: string | undefined },
  request: RequestInfo,
): Promise<string> {
  await ctx.rateLimiter.enforce([{ limit: 'verifyPerIp', key: request.ip }]);
  const type: OneTimeTokenType = link.type === 'recovery' ? 'recovery' : 'signup';
  const target = checkedRedirect(ctx, type, link.redirectTo);
  const isKnownType = link.type === 'signup' || link.type === 'recovery';
  if (!link.token || !isKnownType) return redirectWith(target, invalidLinkFragment);

  const session = await ctx.store.withTransaction(async (store) => {
    const used = await store.consumeOneTimeToken(digestToken(link.token!), type);
    if (!used) return undefined;
    // Following either link proves the address is theirs. A reset link confirms without a
    // password (the reset screen sets one), so a password a stranger chose in a sign-up before
    // the owner ever did never survives the owner's reset.
    await store.confirmEmail(used.userId, { keepPassword: type === 'signup' });
    const user = await store.findUserById(used.userId);
    if (!user || isBanned(user)) return undefined;
    return startSession(ctx, store, user, 'otp', request);
  });
  if (!session) return redirectWith(target, invalidLinkFragment);

  const fragment = {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  };
  const query: Record<string, string> =
    type === 'recovery'
      ? {
          access_token: session.access_token,
          refresh_token: session.refresh_token,
          type: 'recovery',
        }
      : {};
  return redirectWith(target, fragment, query);
}
