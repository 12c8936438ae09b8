import { memberLocale } from '@app/domain/member-locale';
import { randomInt } from 'node:crypto';
import { bearerToken } from '../platform/identity.js';
import { verifyAccessToken, type VerifiedAccessToken } from './access-tokens.js';
import type { AuthContext, RequestInfo } from './auth-context.js';
import { authErrors } from './auth-error.js';
import { reauthenticationMail } from './auth-mails.js';
import type { UserRow } from './auth-store.js';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords.js';
import { requestEmailChange } from './email-change.js';
import { digestToken } from './secret-tokens.js';
import { userJson } from './user-json.js';
import { assertMemberLocale } from './user-locale.js';
import { assertNameLength, withNameAliases } from './user-names.js';

export interface CurrentUser {
  user: UserRow;
  sessionId: string | undefined;
  /** Seconds since the session began (sign-in or e-mail link); undefined without a session. */
  sessionAgeSeconds: number | undefined;
}

/** The verified claims of the request's bearer token. */
export async function readBearerToken(
  ctx: AuthContext,
  authorization: string | undefined,
): Promise<VerifiedAccessToken> {
  const token = bearerToken(authorization);
  if (!token) throw authErrors.noAuthorization();
  return verifyAccessToken(ctx.identity, token);
}

/** The signed-in user; a token whose session has ended is refused. */
export async function authenticate(
  ctx: AuthContext,
  authorization: string | undefined,
): Promise<CurrentUser> {
  const claims = await readBearerToken(ctx, authorization);
  const found = await ctx.store.findUserAndSession(claims.sub, claims.sessionId);
  if (!found) throw authErrors.userNotFound();
  // Tokens without session_id can only come from the secret's holder (tools, tests).
  if (claims.sessionId && found.sessionAgeSeconds === undefined) {
    throw authErrors.sessionNotFound();
  }
  return {
    user: found.user,
    sessionId: claims.sessionId,
    sessionAgeSeconds: found.sessionAgeSeconds,
  };
}

/** A six-digit code is only ever stored with its user's id, as one digest. */
function reauthenticationDigest(userId: string, code: string): Buffer {
  return digestToken(`reauthentication:${userId}:${code}`);
}

/**
 * GET /reauthenticate: mails the user a six-digit code that lets a session older than a few
 * minutes change the password (supabase-js `auth.reauthenticate()`, then
 * `updateUser({ password, nonce })`).
 */
export async function sendReauthenticationCode(
  ctx: AuthContext,
  current: CurrentUser,
): Promise<void> {
  const { user } = current;
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  await ctx.rateLimiter.enforce([{ limit: 'reauthenticatePerUser', key: user.id, kind: 'email' }]);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const lifetimeSeconds = ctx.settings.reauthenticationCodeSeconds;
  await ctx.store.withTransaction(async (store) => {
    await store.createOneTimeToken({
      userId: user.id,
      type: 'reauthentication',
      tokenHash: reauthenticationDigest(user.id, code),
      lifetimeSeconds,
    });
    await store.enqueueMail(
      reauthenticationMail(
        user.email,
        code,
        lifetimeSeconds,
        memberLocale(user.raw_user_meta_data),
      ),
    );
  });
}

export interface PasswordChange {
  password: string;
  /** The password the user has now: proves it is them, whatever the session's age. */
  currentPassword?: string;
  /** The code from GET /reauthenticate: the other proof. */
  nonce?: string;
}

/**
 * A session older than `reauthenticationAfterSeconds` (or none: a token made by the secret's
 * holder) must prove again that it is the user: with the current password or a mailed code. A
 * session that has just begun, such as the one a password-reset link opens, needs neither.
 * Answers whether a code was the proof, to be used up with the change.
 */
async function checkReauthentication(
  ctx: AuthContext,
  current: CurrentUser,
  change: PasswordChange,
): Promise<Buffer | undefined> {
  const { user, sessionAgeSeconds } = current;
  if (change.currentPassword !== undefined) {
    if (!(await verifyPassword(user.encrypted_password, change.currentPassword))) {
      throw authErrors.currentPasswordInvalid();
    }
    return undefined;
  }
  const isRecent =
    sessionAgeSeconds !== undefined &&
    sessionAgeSeconds <= ctx.settings.reauthenticationAfterSeconds;
  if (isRecent) return undefined;
  if (!change.nonce) throw authErrors.reauthenticationNeeded();
  const digest = reauthenticationDigest(user.id, change.nonce.trim());
  if (!(await ctx.store.hasReauthenticationCode(user.id, digest))) {
    throw authErrors.reauthenticationNotValid();
  }
  return digest;
}

async function changePassword(
  ctx: AuthContext,
  current: CurrentUser,
  change: PasswordChange,
  request: RequestInfo,
) {
  const { user, sessionId } = current;
  // Counted before any check: a stolen session cannot guess the current password or the code.
  await ctx.rateLimiter.enforce([
    { limit: 'passwordChangePerUser', key: user.id },
    { limit: 'passwordChangePerIp', key: request.ip },
  ]);
  assertNewPassword(change.password);
  const codeDigest = await checkReauthentication(ctx, current, change);
  if (user.encrypted_password && (await verifyPassword(user.encrypted_password, change.password))) {
    throw authErrors.samePassword();
  }
  const passwordHash = await hashPassword(change.password);
  await ctx.store.withTransaction(async (store) => {
    if (codeDigest && !(await store.consumeReauthenticationCode(user.id, codeDigest))) {
      throw authErrors.reauthenticationNotValid();
    }
    await store.updatePassword(user.id, passwordHash);
    await store.deleteUserSessions(user.id, sessionId);
  });
}

/**
 * An account with a verified factor changes its address or password, or deletes itself, only
 * from a session proven with that factor (GoTrue's rule for the address and password): a stolen
 * password alone cannot take the account over. A token without a session (the secret's holder)
 * passes.
 */
export async function assertSecondFactorProven(
  ctx: AuthContext,
  current: CurrentUser,
): Promise<void> {
  if (!current.sessionId) return;
  const factors = await ctx.store.listFactors(current.user.id);
  if (!factors.some((factor) => factor.status === 'verified')) return;
  const session = await ctx.store.findSession(current.sessionId);
  if (session?.aal !== 'aal2') throw authErrors.aal2RequiredForAccountChange();
}

/**
 * PUT /user: a new password (which ends the user's other sessions), user_metadata changes and a
 * new e-mail address (GoTrue's secure change: it waits for both addresses' confirmations).
 * app_metadata is the server's alone.
 */
export async function updateCurrentUser(
  ctx: AuthContext,
  current: CurrentUser,
  changes: {
    email?: string;
    password?: string;
    currentPassword?: string;
    nonce?: string;
    data?: Record<string, unknown>;
    redirectTo?: string;
  },
  request: RequestInfo,
) {
  const { user } = current;
  const newEmail = changes.email !== undefined && changes.email !== user.email;
  // Checked before the password changes: a refused request changes nothing.
  if (changes.data) {
    assertNameLength(changes.data);
    assertMemberLocale(changes.data);
  }
  if (newEmail || changes.password !== undefined) await assertSecondFactorProven(ctx, current);
  if (newEmail && changes.email && (await ctx.store.findUserByEmail(changes.email))) {
    throw authErrors.emailExists();
  }
  if (changes.password !== undefined) {
    await changePassword(
      ctx,
      current,
      {
        password: changes.password,
        currentPassword: changes.currentPassword,
        nonce: changes.nonce,
      },
      request,
    );
  }
  if (changes.data) await ctx.store.mergeUserMetadata(user.id, withNameAliases(changes.data));
  if (newEmail && changes.email) {
    await requestEmailChange(ctx, current, changes.email, changes.redirectTo);
  }
  const updated = await ctx.store.findUserById(user.id);
  if (!updated) throw authErrors.userNotFound();
  return userJson(updated, ctx.settings.adminEmails, await ctx.store.listFactors(user.id));
}
