import { verifyAccessToken, type VerifiedAccessToken } from './access-tokens.js';
import type { AuthContext } from './auth-context.js';
import { authErrors } from './auth-error.js';
import type { UserRow } from './auth-store.js';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords.js';
import { userJson } from './user-json.js';

export interface CurrentUser {
  user: UserRow;
  sessionId: string | undefined;
}

/** The verified claims of the request's bearer token. */
export async function readBearerToken(
  ctx: AuthContext,
  authorization: string | undefined,
): Promise<VerifiedAccessToken> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw authErrors.noAuthorization();
  return verifyAccessToken(ctx.identity, match[1]!);
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
  if (claims.sessionId && !found.sessionExists) throw authErrors.sessionNotFound();
  return { user: found.user, sessionId: claims.sessionId };
}

/**
 * PUT /user: a new password (which ends the user's other sessions) and user_metadata changes.
 * app_metadata is the server's alone, and changing the e-mail address is not offered.
 */
export async function updateCurrentUser(
  ctx: AuthContext,
  current: CurrentUser,
  changes: { email?: string; password?: string; data?: Record<string, unknown> },
) {
  const { user, sessionId } = current;
  if (changes.email !== undefined && changes.email !== user.email) {
    throw authErrors.validation('Changing the e-mail address is not supported');
  }
  if (changes.password !== undefined) {
    assertNewPassword(changes.password);
    if (
      user.encrypted_password &&
      (await verifyPassword(user.encrypted_password, changes.password))
    ) {
      throw authErrors.samePassword();
    }
    const passwordHash = await hashPassword(changes.password);
    await ctx.store.withTransaction(async (store) => {
      await store.updatePassword(user.id, passwordHash);
      await store.deleteUserSessions(user.id, sessionId);
    });
  }
  const updated = changes.data
    ? await ctx.store.mergeUserMetadata(user.id, changes.data)
    : await ctx.store.findUserById(user.id);
  if (!updated) throw authErrors.userNotFound();
  return userJson(updated, ctx.settings.adminEmails);
}
