import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { type AuthContext, type RequestInfo, sessionOrigin } from './auth-context.js';
import { authErrors } from './auth-error.js';
import type { AuthStore, FactorRow, SessionRow, UserRow } from './auth-store.js';
import type { CurrentUser } from './current-user.js';
import { digestToken, randomToken } from './secret-tokens.js';
import { type SessionJson, sessionJson } from './sessions.js';
import { matchTotpStep, newTotpSecret, totpUri } from './totp.js';

// Two-factor sign-in with TOTP apps, after GoTrue's internal/api/mfa.go: enrol (POST /factors),
// challenge, verify (which raises the session to aal2), unenroll. Admins and guides need aal2
// (decision 045); recovery codes stand in for a lost app (recovery-codes.ts).

const QR_CODE_PIXELS = 240;

/** A signed-in user on one of our sessions: factors are always used from a session. */
export interface FactorCaller extends CurrentUser {
  sessionId: string;
}

export function requireSession(current: CurrentUser): FactorCaller {
  if (!current.sessionId || current.sessionAgeSeconds === undefined) {
    throw authErrors.mfaSessionRequired();
  }
  return { ...current, sessionId: current.sessionId };
}

/** The caller's own factor; another user's answers as an unknown one. */
export async function findOwnFactor(
  ctx: AuthContext,
  caller: FactorCaller,
  factorId: string,
): Promise<FactorRow> {
  const factor = await ctx.store.findFactor(caller.user.id, factorId);
  if (!factor) throw authErrors.mfaFactorNotFound();
  return factor;
}

/**
 * A QR code for authenticator apps, as GoTrue sends it: the SVG itself, which supabase-js turns
 * into a `data:image/svg+xml;utf-8,` URI. Colours are named, since a `#` would end that URI.
 */
async function qrCodeSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: QR_CODE_PIXELS,
  });
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
}

export async function currentSession(store: AuthStore, caller: FactorCaller): Promise<SessionRow> {
  const session = await store.findSession(caller.sessionId);
  if (!session) throw authErrors.sessionNotFound();
  return session;
}

/**
 * A session just raised to aal2 (an app's code or a recovery code): a new refresh token not
 * derived from the old one, so an aal1 token presented again does not yield it, and the user as
 * the answer shows them. Inside the raising transaction.
 */
export async function raisedSession(
  store: AuthStore,
  userId: string,
  session: SessionRow | undefined,
): Promise<{ user: UserRow; session: SessionRow; refreshToken: string }> {
  const liveToken = session && (await store.lockLiveRefreshToken(session.id));
  if (!session || !liveToken) throw authErrors.sessionNotFound();
  const refreshToken = randomToken();
  await store.rotateRefreshToken(liveToken, digestToken(refreshToken));
  const user = await store.findUserById(userId);
  if (!user) throw authErrors.userNotFound();
  return { user, session, refreshToken };
}

export async function enrollTotpFactor(
  ctx: AuthContext,
  caller: FactorCaller,
  options: { friendlyName?: string; issuer?: string },
) {
  const { user } = caller;
  await ctx.rateLimiter.enforce([{ limit: 'mfaEnrollPerUser', key: user.id }]);
  const friendlyName = options.friendlyName?.trim() || null;
  await ctx.store.deleteAbandonedFactors(user.id, ctx.settings.unverifiedFactorSeconds);
  const factors = await ctx.store.listFactors(user.id);
  if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw authErrors.mfaFactorNameConflict(friendlyName);
  }
  if (factors.length >= ctx.settings.maxFactorsPerUser) throw authErrors.tooManyEnrolledFactors();
  const hasVerified = factors.some((factor) => factor.status === 'verified');
  if (hasVerified && (await currentSession(ctx.store, caller)).aal !== 'aal2') {
    throw authErrors.insufficientAalToEnroll();
  }

  const secret = newTotpSecret();
  const issuer = options.issuer?.trim() || new URL(ctx.settings.siteUrl).host;
  const uri = totpUri(secret, { issuer, accountName: user.email });
  const id = randomUUID();
  const created = await ctx.store.insertFactor({
    id,
    userId: user.id,
    friendlyName,
    secretCiphertext: ctx.factorSecrets.seal(id, secret),
  });
  if (!created) throw authErrors.mfaFactorNameConflict(friendlyName ?? '');
  return {
    id: created.id,
    type: 'totp' as const,
    friendly_name: created.friendly_name ?? '',
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  };
}

export async function challengeFactor(
  ctx: AuthContext,
  caller: FactorCaller,
  factor: FactorRow,
  request: RequestInfo,
) {
  await ctx.rateLimiter.enforce([{ limit: 'mfaChallengePerUser', key: caller.user.id }]);
  const challenge = await ctx.store.createChallenge(factor.id, sessionOrigin(request).ip);
  return {
    id: challenge.id,
    type: factor.factor_type,
    expires_at:
      Math.floor(challenge.created_at.getTime() / 1000) + ctx.settings.mfaChallengeSeconds,
  };
}

type VerifyOutcome =
  | { kind: 'verified'; user: UserRow; session: SessionRow; refreshToken: string }
  | { kind: 'expired' }
  | { kind: 'invalid_code' };

/**
 * A code for a live challenge of the factor. Counted before anything is checked, per factor and
 * per address. A right code is accepted once: its time step is recorded under the factor's row
 * lock, and a code of that step or an earlier one is refused after. On success the session is at
 * aal2 with a new refresh token not derived from the old one (an aal1 token presented again does
 * not yield it), and the user's aal1 sessions end (GoTrue).
 */
export async function verifyFactor(
  ctx: AuthContext,
  caller: FactorCaller,
  factor: FactorRow,
  proof: { challengeId: string; code: string },
  request: RequestInfo,
): Promise<SessionJson> {
  await ctx.rateLimiter.enforce([
    { limit: 'mfaVerifyPerFactor', key: factor.id },
    { limit: 'mfaVerifyPerIp', key: request.ip },
  ]);
  const outcome = await ctx.store.withTransaction(async (store): Promise<VerifyOutcome> => {
    const locked = await store.lockFactorSecret(caller.user.id, factor.id);
    if (!locked) throw authErrors.mfaFactorNotFound();
    const challenge = await store.findChallenge(factor.id, proof.challengeId);
    if (!challenge) throw authErrors.mfaChallengeNotFound();
    if (challenge.verified_at !== null || challenge.ip_address !== sessionOrigin(request).ip) {
      throw authErrors.mfaChallengeUsedOrMoved();
    }
    if (challenge.age_seconds > ctx.settings.mfaChallengeSeconds) {
      await store.deleteChallenge(challenge.id);
      return { kind: 'expired' };
    }
    const secret = ctx.factorSecrets.open(factor.id, locked.secret_ciphertext);
    const step = matchTotpStep(secret, proof.code);
    const lastStep = locked.last_used_step === null ? -1 : Number(locked.last_used_step);
    if (step === undefined || step <= lastStep) return { kind: 'invalid_code' };

    const session = await store.completeFactorVerification({
      userId: caller.user.id,
      sessionId: caller.sessionId,
      factorId: factor.id,
      challengeId: challenge.id,
      step,
    });
    return { kind: 'verified', ...(await raisedSession(store, caller.user.id, session)) };
  });

  switch (outcome.kind) {
    case 'verified':
      return sessionJson(ctx, outcome.user, outcome.session, outcome.refreshToken);
    case 'expired':
      throw authErrors.mfaChallengeExpired(proof.challengeId);
    default:
      throw authErrors.mfaVerificationFailed();
  }
}

/** DELETE /factors/{id}: a verified factor only from an aal2 session (GoTrue). */
export async function unenrollFactor(ctx: AuthContext, caller: FactorCaller, factor: FactorRow) {
  if (factor.status === 'verified' && (await currentSession(ctx.store, caller)).aal !== 'aal2') {
    throw authErrors.insufficientAalToUnenroll();
  }
  await ctx.store.withTransaction((store) => store.deleteFactor(factor.id));
  return { id: factor.id };
}
