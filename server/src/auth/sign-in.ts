import type { AuthContext, RequestInfo } from './auth-context.js';
import { authErrors } from './auth-error.js';
import { verifyPassword } from './passwords.js';
import { emailKey } from './rate-limiter.js';
import { isBanned, type SessionJson, startSession } from './sessions.js';

/**
 * Password sign-in. A wrong password and an unknown address get the same answer after the same
 * amount of hashing; "not confirmed" is only said to someone who knows the password. Attempts
 * are counted per client address and per (address, account): whoever guesses slows down only
 * themselves, and the owner signing in from elsewhere is not locked out.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  credentials: { email: string; password: string },
  request: RequestInfo,
): Promise<SessionJson> {
  await ctx.rateLimiter.enforce([
    { limit: 'signInPerIp', key: request.ip },
    { limit: 'signInPerIpAndEmail', key: `${request.ip} ${emailKey(credentials.email)}` },
  ]);
  const user = await ctx.store.findUserByEmail(credentials.email);
  const isValid = await verifyPassword(user?.encrypted_password, credentials.password);
  if (!user || !isValid) throw authErrors.invalidCredentials();
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
  if (isBanned(user)) throw authErrors.userBanned();
  return startSession(ctx, ctx.store, user, 'password', request);
}
