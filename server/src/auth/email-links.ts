import type { AuthContext, RequestInfo } from './auth-context.js';
import { confirmSignUpMail, resetPasswordMail } from './auth-mails.js';
import type { OneTimeTokenType, UserRow } from './auth-store.js';
import { emailKey } from './rate-limiter.js';
import { allowedRedirect, redirectWith } from './redirects.js';
import { digestToken, randomToken } from './secret-tokens.js';
import { isBanned, startSession } from './sessions.js';

/** Where a link of this type leads when no acceptable redirect_to came with it. */
export function defaultRedirect(ctx: AuthContext, type: OneTimeTokenType): string {
  return type === 'recovery'
    ? `${ctx.settings.siteUrl}/reset-password`
    : `${ctx.settings.siteUrl}/`;
}

/** redirect_to when it stays on the site's origin or the origin the request came to. */
export function checkedRedirect(
  ctx: AuthContext,
  type: OneTimeTokenType,
  redirectTo: string | undefined,
  request: RequestInfo,
): string {
  return allowedRedirect(
    redirectTo,
    [ctx.settings.siteUrl, request.origin],
    defaultRedirect(ctx, type),
  );
}

async function sendLink(
  ctx: AuthContext,
  user: UserRow,
  type: OneTimeTokenType,
  redirectTo: string,
  passwordHash?: string,
): Promise<void> {
  const token = randomToken();
  const lifetimeSeconds =
    type === 'signup' ? ctx.settings.signUpLinkSeconds : ctx.settings.recoveryLinkSeconds;
  await ctx.store.createOneTimeToken({
    userId: user.id,
    type,
    tokenHash: digestToken(token),
    lifetimeSeconds,
    passwordHash,
  });
  const link = new URL(`${ctx.settings.siteUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  const mail = type === 'signup' ? confirmSignUpMail : resetPasswordMail;
  await ctx.mailer.send(mail(user.email, link.toString(), lifetimeSeconds));
}

/** The link sets `passwordHash` (the one chosen in this sign-up) when it confirms the address. */
export function sendConfirmationLink(
  ctx: AuthContext,
  user: UserRow,
  redirectTo: string,
  passwordHash: string,
) {
  return sendLink(ctx, user, 'signup', redirectTo, passwordHash);
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
  const target = checkedRedirect(ctx, 'recovery', redirectTo, request);
  ctx.background.run('password recovery mail', async () => {
    const user = await ctx.store.findUserByEmail(email);
    if (user && !isBanned(user)) await sendLink(ctx, user, 'recovery', target);
  });
}

/**
 * POST /resend: a fresh confirmation link for an unconfirmed sign-up, which voids the links
 * sent before it (one live link per user and type). The answer is the same, and as quick,
 * whatever the address: unknown, confirmed, banned or waiting. The new link sets the password
 * of the newest sign-up, as the link it replaces would have. Changing the e-mail address is
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
  const target = checkedRedirect(ctx, 'signup', input.redirectTo, request);
  ctx.background.run('resent confirmation mail', async () => {
    const user = await ctx.store.findUserByEmail(input.email);
    if (!user || user.email_confirmed_at || isBanned(user)) return;
    const passwordHash =
      (await ctx.store.latestSignUpPasswordHash(user.id)) ?? user.encrypted_password;
    if (passwordHash) await sendConfirmationLink(ctx, user, target, passwordHash);
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
  const target = checkedRedirect(ctx, type, link.redirectTo, request);
  const isKnownType = link.type === 'signup' || link.type === 'recovery';
  if (!link.token || !isKnownType) return redirectWith(target, invalidLinkFragment);

  const session = await ctx.store.withTransaction(async (store) => {
    const used = await store.consumeOneTimeToken(digestToken(link.token!), type);
    if (!used) return undefined;
    // Following either link proves the address is theirs.
    await store.confirmEmail(used.userId, used.passwordHash);
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
