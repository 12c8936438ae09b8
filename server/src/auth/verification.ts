import type { AuthContext, RequestInfo } from './auth-context.js';
import { AuthApiError, authErrors } from './auth-error.js';
import type { AuthStore, OneTimeTokenType, UsedOneTimeToken } from './auth-store.js';
import { checkedRedirect } from './email-links.js';
import { codeDigest, type LinkType } from './one-time-tokens.js';
import { redirectWith } from './redirects.js';
import { digestToken } from './secret-tokens.js';
import { isBanned, type SessionJson, startSession } from './sessions.js';

/** The `type` of POST /verify (GoTrue's email OTP types; `email` is a sign-in code). */
export const VERIFY_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

const LINK_TYPES: readonly LinkType[] = [
  'signup',
  'recovery',
  'magiclink',
  'invite',
  'email_change',
];

/** GoTrue's answer when one half of an e-mail change is confirmed and the other is not yet. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

function tokenTypesFor(type: VerifyType): OneTimeTokenType[] {
  switch (type) {
    case 'email':
      // GoTrue: a code sent by POST /otp, or a sign-up confirmation's.
      return ['magiclink', 'signup'];
    case 'email_change':
      return ['email_change_current', 'email_change_new'];
    default:
      return [type];
  }
}

type Outcome =
  | { kind: 'session'; session: SessionJson }
  /** One address of an e-mail change confirmed; the other still has to be. */
  | { kind: 'pending' };

/**
 * What a used token does: confirms the address (a link from a sign-up keeps its password; a
 * magic link, a reset link or an invitation confirm without one, so a stranger's sign-up
 * password never survives the owner's click), or completes an e-mail change once both halves
 * are in; then a new session. Undefined when the account cannot be signed in to.
 */
async function completeVerification(
  ctx: AuthContext,
  store: AuthStore,
  used: UsedOneTimeToken,
  request: RequestInfo,
): Promise<Outcome | undefined> {
  if (used.type === 'email_change_current' || used.type === 'email_change_new') {
    const other =
      used.type === 'email_change_current' ? 'email_change_new' : 'email_change_current';
    if (!used.email) return undefined;
    // Both halves confirmed at once in two requests: the second waits here and then sees the first.
    await store.lockUser(used.userId);
    if (!(await store.hasUsedOneTimeToken(used.userId, other, used.email))) {
      return { kind: 'pending' };
    }
    if (!(await store.completeEmailChange(used.userId, used.email))) return undefined;
  } else {
    await store.confirmEmail(used.userId, { keepPassword: used.type === 'signup' });
  }
  const user = await store.findUserById(used.userId);
  if (!user || isBanned(user)) return undefined;
  return { kind: 'session', session: await startSession(ctx, store, user, 'otp', request) };
}

const invalidLinkFragment = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
};

const isLinkType = (type: string | undefined): type is LinkType =>
  LINK_TYPES.some((known) => known === type);

/**
 * GET /verify: a link from an e-mail. A good token is used up and signs the user in: the
 * browser goes to redirect_to with the session in the fragment (where supabase-js looks for it)
 * and, for a password reset or an invitation, also in the query (where the screen that sets the
 * password reads it).
 */
export async function verifyEmailLink(
  ctx: AuthContext,
  link: { token: string | undefined; type: string | undefined; redirectTo: string | undefined },
  request: RequestInfo,
): Promise<string> {
  await ctx.rateLimiter.enforce([{ limit: 'verifyPerIp', key: request.ip }]);
  const type = isLinkType(link.type) ? link.type : undefined;
  const target = checkedRedirect(ctx, type ?? 'signup', link.redirectTo);
  const token = link.token;
  if (!token || !type) return redirectWith(target, invalidLinkFragment);

  let outcome: Outcome | undefined;
  try {
    outcome = await ctx.store.withTransaction(async (store) => {
      const used = await store.consumeOneTimeToken(digestToken(token), tokenTypesFor(type));
      return used && completeVerification(ctx, store, used, request);
    });
  } catch (error) {
    if (!(error instanceof AuthApiError) || error.errorCode !== 'email_exists') throw error;
    return redirectWith(target, {
      error: 'access_denied',
      error_code: error.errorCode,
      error_description: error.message,
    });
  }
  if (!outcome) return redirectWith(target, invalidLinkFragment);
  if (outcome.kind === 'pending') {
    return redirectWith(target, { message: SINGLE_CONFIRMATION_ACCEPTED });
  }
  const { session } = outcome;
  const fragment = {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  };
  const query: Record<string, string> =
    type === 'recovery' || type === 'invite'
      ? { access_token: session.access_token, refresh_token: session.refresh_token, type }
      : {};
  return redirectWith(target, fragment, query);
}

/**
 * The tokens a six-digit code may belong to: the address's account, or for an e-mail change
 * also an account changing to it (each with the half that went to this address).
 */
async function codeCandidates(
  store: AuthStore,
  type: VerifyType,
  email: string,
): Promise<{ userId: string; types: OneTimeTokenType[] }[]> {
  if (type !== 'email_change') {
    const user = await store.findUserByEmail(email);
    return user ? [{ userId: user.id, types: tokenTypesFor(type) }] : [];
  }
  const users = await store.findUsersForEmailChange(email);
  return users.map((user) => ({
    userId: user.id,
    types: [user.email === email ? 'email_change_current' : 'email_change_new'],
  }));
}

export type VerifyOtpAnswer = SessionJson | { msg: string; code: number };

/**
 * POST /verify (supabase-js `verifyOtp`): `{ type, token_hash }` (a link's token) or
 * `{ type, email, token }` (the six-digit code of a mail). Answers a session, or GoTrue's note
 * when one half of an e-mail change is confirmed. Every failure is the same 403 otp_expired;
 * a wrong code counts against the account's live codes, which stop working after a few.
 */
export async function verifyOtp(
  ctx: AuthContext,
  input: { type: VerifyType; email?: string; token?: string; tokenHash?: string },
  request: RequestInfo,
): Promise<VerifyOtpAnswer> {
  await ctx.rateLimiter.enforce([{ limit: 'verifyPerIp', key: request.ip }]);
  const { type, email, tokenHash } = input;
  const code = input.token?.trim();
  // Failed guesses are counted in the transaction, which therefore commits, and refused after.
  const outcome = await ctx.store.withTransaction(async (store) => {
    let used: UsedOneTimeToken | undefined;
    if (tokenHash) {
      used = await store.consumeOneTimeToken(digestToken(tokenHash), tokenTypesFor(type));
    } else if (email && code) {
      for (const candidate of await codeCandidates(store, type, email)) {
        used = await store.consumeOneTimeCode(
          candidate.userId,
          codeDigest(candidate.userId, code),
          candidate.types,
          ctx.settings.maxCodeFailures,
        );
        if (used) break;
      }
    }
    return used && completeVerification(ctx, store, used, request);
  });
  if (!outcome) throw authErrors.otpExpired();
  if (outcome.kind === 'pending') return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 };
  return outcome.session;
}
