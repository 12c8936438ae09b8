import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { authErrors } from '../auth-error.js';
import { authenticate } from '../current-user.js';
import {
  challengeFactor,
  enrollTotpFactor,
  findOwnFactor,
  requireSession,
  unenrollFactor,
  verifyFactor,
} from '../factors.js';
import { optionalText, parseAuthInput, requestInfo } from './request-input.js';

export const enrollFactorBodySchema = z.object({
  factor_type: z.string().max(100).optional(),
  friendly_name: optionalText(200),
  issuer: optionalText(200),
  phone: optionalText(100),
});

export const challengeFactorBodySchema = z.object({
  channel: optionalText(20),
});

export const verifyFactorBodySchema = z.object({
  challenge_id: z.uuid('challenge_id must be an UUID'),
  code: z.string().max(100).optional(),
});

const factorParamsSchema = z.object({ factorId: z.string() });

async function factorRequest(ctx: AuthContext, request: FastifyRequest) {
  const caller = requireSession(await authenticate(ctx, request.headers.authorization));
  const { factorId } = parseAuthInput(factorParamsSchema, request.params);
  if (!z.uuid().safeParse(factorId).success) throw authErrors.mfaFactorIdNotUuid();
  return { caller, factor: await findOwnFactor(ctx, caller, factorId) };
}

/** /factors: two-factor sign-in with TOTP apps, as supabase-js's `auth.mfa.*` calls it. */
export function factorsEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post('/factors', async (request, reply) => {
    const caller = requireSession(await authenticate(ctx, request.headers.authorization));
    const body = parseAuthInput(enrollFactorBodySchema, request.body);
    reply.header('cache-control', 'no-store');
    if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
      throw authErrors.mfaEnrollDisabled(body.factor_type);
    }
    if (body.factor_type !== 'totp') throw authErrors.mfaFactorTypeUnknown();
    return enrollTotpFactor(ctx, caller, { friendlyName: body.friendly_name, issuer: body.issuer });
  });

  app.post('/factors/:factorId/challenge', async (request, reply) => {
    const { caller, factor } = await factorRequest(ctx, request);
    parseAuthInput(challengeFactorBodySchema, request.body ?? {});
    reply.header('cache-control', 'no-store');
    return challengeFactor(ctx, caller, factor, requestInfo(request));
  });

  app.post('/factors/:factorId/verify', async (request, reply) => {
    const { caller, factor } = await factorRequest(ctx, request);
    const body = parseAuthInput(verifyFactorBodySchema, request.body);
    if (!body.code) throw authErrors.mfaCodeRequired();
    reply.header('cache-control', 'no-store');
    return verifyFactor(
      ctx,
      caller,
      factor,
      { challengeId: body.challenge_id, code: body.code.trim() },
      requestInfo(request),
    );
  });

  app.delete('/factors/:factorId', async (request) => {
    const { caller, factor } = await factorRequest(ctx, request);
    return unenrollFactor(ctx, caller, factor);
  });
}
