import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodeSet,
  type RecoveryCodesStatus,
} from '@app/domain/two-factor';
import { randomInt, randomUUID } from 'node:crypto';
import { type AuthContext, type RequestInfo } from './auth-context.js';
import { authErrors } from './auth-error.js';
import type { SessionRow, UserRow } from './auth-store.js';
import { currentSession, type FactorCaller, raisedSession } from './factors.js';
import { digestToken } from './secret-tokens.js';
import { type SessionJson, sessionJson } from './sessions.js';

// Recovery codes, after GoTrue's 2026 recovery-code endpoints (supabase/auth internal/api/
// recovery_codes.go): ten single-use codes that stand in for a lost authenticator app. Made and
// replaced only from an aal2 session; one code turns an aal1 session into an aal2 one, from which
// the member removes the lost factor and enrols a new one (decision 045).

/** No 0/o, 1/l/i: codes are read off paper. 16 characters of 31 are 79 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 16;
export const RECOVERY_CODES_FRIENDLY_NAME = 'Recovery codes';

/** `k4m9-x7qp-2ab8-ht3z`: four groups to copy by hand. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** What a member typed, as stored: case, blanks and dashes do not matter (GoTrue's normalising). */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// Codes carry 79 random bits, so a plain digest is enough: nobody can try them all.
const digestRecoveryCode = (code: string) =>
  digestToken(`recovery-code:${normaliseRecoveryCode(code)}`);

async function requireAal2(ctx: AuthContext, caller: FactorCaller, action: string) {
  if ((await currentSession(ctx.store, caller)).aal !== 'aal2') {
    throw authErrors.insufficientAal(`AAL2 required to ${action} recovery codes`);
  }
}

/**
 * POST /factors/recovery-codes and /factors/recovery-codes/regenerate: a new set of ten in place
 * of any old one; the codes are answered this once and kept only as digests.
 */
export async function generateRecoveryCodes(
  ctx: AuthContext,
  caller: FactorCaller,
): Promise<RecoveryCodeSet> {
  await requireAal2(ctx, caller, 'generate');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const setId = randomUUID();
  await ctx.store.withTransaction((store) =>
    store.replaceRecoveryCodes(caller.user.id, setId, codes.map(digestRecoveryCode)),
  );
  return {
    id: setId,
    type: 'recovery_code',
    friendly_name: RECOVERY_CODES_FRIENDLY_NAME,
    total: codes.length,
    codes,
  };
}

/** GET /factors/recovery-codes: whether there is a set and how many codes are left, never codes. */
export async function recoveryCodesStatus(
  ctx: AuthContext,
  caller: FactorCaller,
): Promise<RecoveryCodesStatus> {
  const status = await ctx.store.recoveryCodeStatus(caller.user.id);
  return {
    enrolled: status !== undefined,
    id: status?.set_id ?? null,
    total: status?.total ?? 0,
    remaining: status?.remaining ?? 0,
  };
}

/** DELETE /factors/recovery-codes, from an aal2 session. */
export async function deleteRecoveryCodes(ctx: AuthContext, caller: FactorCaller) {
  await requireAal2(ctx, caller, 'delete');
  const setId = await ctx.store.deleteRecoveryCodes(caller.user.id);
  if (!setId) throw authErrors.mfaRecoveryCodesNotFound();
  return { id: setId };
}

/**
 * POST /factors/recovery-codes/verify: a code works once. Attempts are counted first, per user
 * and per address; on success the session is at aal2 with a new refresh token, and the user's
 * aal1 sessions end, as after a factor's code.
 */
export async function verifyRecoveryCode(
  ctx: AuthContext,
  caller: FactorCaller,
  code: string,
  request: RequestInfo,
): Promise<SessionJson> {
  await ctx.rateLimiter.enforce([
    { limit: 'mfaRecoveryPerUser', key: caller.user.id },
    { limit: 'mfaVerifyPerIp', key: request.ip },
  ]);
  const outcome = await ctx.store.withTransaction(
    async (
      store,
    ): Promise<{ user: UserRow; session: SessionRow; refreshToken: string } | undefined> => {
      if (!(await store.consumeRecoveryCode(caller.user.id, digestRecoveryCode(code)))) {
        return undefined;
      }
      const session = await store.completeRecoveryCodeVerification(
        caller.user.id,
        caller.sessionId,
      );
      return raisedSession(store, caller.user.id, session);
    },
  );
  if (!outcome) throw authErrors.mfaRecoveryCodeInvalid();
  return sessionJson(ctx, outcome.user, outcome.session, outcome.refreshToken);
}
