import { timingSafeEqual } from 'node:crypto';
import { issueAccessToken } from './access-tokens.js';
import { type AuthContext, type RequestInfo, sessionOrigin } from './auth-context.js';
import { authErrors } from './auth-error.js';
import type { AmrMethod, AuthStore, RefreshTokenRow, SessionRow, UserRow } from './auth-store.js';
import { digestToken, randomToken } from './secret-tokens.js';
import { userJson } from './user-json.js';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

export type SignOutScope = 'global' | 'local' | 'others';

// A rotated token is followed at most this far down its chain to the live one.
const MAX_CHAIN_STEPS = 10;

/** The answer of every grant; `store` is the transaction the session was made in, if any. */
export async function sessionJson(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  store: AuthStore = ctx.store,
): Promise<SessionJson> {
  const [access, factors] = await Promise.all([
    issueAccessToken(ctx.settings, user, session),
    store.listFactors(user.id),
  ]);
  return {
    access_token: access.accessToken,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, ctx.settings.adminEmails, factors),
  };
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

/** Signs the user in on a new session (inside the caller's transaction when given one). */
export async function startSession(
  ctx: AuthContext,
  store: AuthStore,
  user: UserRow,
  amrMethod: AmrMethod,
  request: RequestInfo,
): Promise<SessionJson> {
  const refreshToken = randomToken();
  const created = await store.createSession({
    userId: user.id,
    amrMethod,
    ...sessionOrigin(request),
    refreshTokenHash: digestToken(refreshToken),
  });
  return sessionJson(ctx, created.user, created.session, refreshToken, store);
}

type RefreshOutcome =
  | { kind: 'session'; user: UserRow; session: SessionRow; refreshToken: string }
  | { kind: 'not_found' }
  | { kind: 'banned' }
  | { kind: 'reused' };

/**
 * Exchanges a refresh token for new tokens. The live token rotates into a child. A token that
 * was already rotated less than the reuse interval ago yields the session's current child again
 * (tabs refreshing at once); later, its reuse means it leaked, and the whole session ends.
 */
export async function refreshSession(
  ctx: AuthContext,
  refreshToken: string,
  request: RequestInfo,
): Promise<SessionJson> {
  await ctx.rateLimiter.enforce([{ limit: 'refreshPerIp', key: request.ip }]);
  const outcome = await ctx.store.withTransaction(async (store): Promise<RefreshOutcome> => {
    const token = await store.lockRefreshToken(digestToken(refreshToken));
    if (!token) return { kind: 'not_found' };
    const session = await store.findSession(token.session_id);
    const user = session && (await store.findUserById(session.user_id));
    if (!session || !user) return { kind: 'not_found' };
    if (isBanned(user)) return { kind: 'banned' };

    if (token.rotated_seconds_ago === null) {
      const child = ctx.deriveChildToken(refreshToken);
      await store.rotateRefreshToken(token, digestToken(child));
      return { kind: 'session', user, session, refreshToken: child };
    }
    if (token.rotated_seconds_ago <= ctx.settings.refreshReuseIntervalSeconds) {
      const live = await findLiveDescendant(ctx, store, token, refreshToken);
      return live ? { kind: 'session', user, session, refreshToken: live } : { kind: 'not_found' };
    }
    await store.deleteSession(session.id);
    return { kind: 'reused' };
  });

  switch (outcome.kind) {
    case 'session':
      return sessionJson(ctx, outcome.user, outcome.session, outcome.refreshToken);
    case 'banned':
      throw authErrors.userBanned();
    case 'reused':
      ctx.log.warn('a rotated refresh token was used again: its session was ended');
      throw authErrors.refreshTokenAlreadyUsed();
    default:
      throw authErrors.refreshTokenNotFound();
  }
}

async function findLiveDescendant(
  ctx: AuthContext,
  store: AuthStore,
  rotated: RefreshTokenRow,
  plaintext: string,
): Promise<string | undefined> {
  let current = { row: rotated, plaintext };
  for (let step = 0; step < MAX_CHAIN_STEPS; step += 1) {
    const child = await store.findChildRefreshToken(current.row.id);
    if (!child) return undefined;
    const childPlaintext = ctx.deriveChildToken(current.plaintext);
    if (!timingSafeEqual(digestToken(childPlaintext), child.token_hash)) return undefined;
    if (child.rotated_seconds_ago === null) return childPlaintext;
    current = { row: child, plaintext: childPlaintext };
  }
  return undefined;
}

/** Ends this session (`local`), every session of the user (`global`) or all but this one. */
export async function signOut(
  ctx: AuthContext,
  userId: string,
  sessionId: string | undefined,
  scope: SignOutScope,
): Promise<void> {
  if (scope === 'global') return ctx.store.deleteUserSessions(userId);
  if (!sessionId) {
    // A token without a session (not one of ours): nothing is "this session".
    if (scope === 'others') return ctx.store.deleteUserSessions(userId);
    return;
  }
  if (scope === 'local') return ctx.store.deleteSession(sessionId);
  return ctx.store.deleteUserSessions(userId, sessionId);
}
