import { SignJWT } from 'jose';
import { type Caller, type Identity, IdentityError } from '../platform/identity.js';
import { authErrors } from './auth-error.js';
import type { AuthSettings } from './auth-settings.js';
import type { SessionRow, UserRow } from './auth-store.js';
import { appMetadataFor } from './user-json.js';

export interface IssuedAccessToken {
  accessToken: string;
  expiresIn: number;
  expiresAt: number;
}

export interface VerifiedAccessToken {
  sub: string;
  sessionId: string | undefined;
}

const secretKey = (settings: AuthSettings) => new TextEncoder().encode(settings.jwtSecret);

export async function issueAccessToken(
  settings: AuthSettings,
  user: UserRow,
  session: SessionRow,
): Promise<IssuedAccessToken> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + settings.jwtExpirySeconds;
  const accessToken = await new SignJWT({
    email: user.email,
    phone: '',
    role: 'authenticated',
    app_metadata: appMetadataFor(user, settings.adminEmails),
    user_metadata: user.raw_user_meta_data,
    session_id: session.id,
    aal: session.aal,
    amr: amrClaim(session),
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${settings.siteUrl}/auth/v1`)
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secretKey(settings));
  return { accessToken, expiresIn: settings.jwtExpirySeconds, expiresAt };
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** How the session was proven, most recent first (GoTrue's order): a factor, then the sign-in. */
export function amrClaim(
  session: Pick<SessionRow, 'amr_method' | 'created_at' | 'mfa_verified_at' | 'mfa_method'>,
): { method: string; timestamp: number }[] {
  const signIn = { method: session.amr_method, timestamp: epochSeconds(session.created_at) };
  return session.mfa_verified_at
    ? [
        {
          method: session.mfa_method ?? 'totp',
          timestamp: epochSeconds(session.mfa_verified_at),
        },
        signIn,
      ]
    : [signIn];
}

/** A member's access token: the caller identity, narrowed to a signed-in user. */
export async function verifyAccessToken(
  identity: Identity,
  token: string,
): Promise<VerifiedAccessToken> {
  let caller: Caller;
  try {
    caller = await identity.verify(token);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    throw authErrors.badJwt(
      error.reason === 'expired' ? 'token has invalid claims: token is expired' : error.message,
    );
  }
  const audience = caller.claims.aud;
  const forMembers = Array.isArray(audience)
    ? audience.includes('authenticated')
    : audience === 'authenticated';
  if (caller.role !== 'authenticated' || !caller.userId || !forMembers) {
    throw authErrors.badJwt("invalid claims: a signed-in user's access token is required");
  }
  return { sub: caller.userId, sessionId: caller.sessionId };
}
