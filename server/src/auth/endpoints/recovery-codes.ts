import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { authErrors } from '../auth-error.js';
import { authenticate } from '../current-user.js';
import { requireSession } from '../factors.js';
import {
  deleteRecoveryCodes,
  generateRecoveryCodes,
  recoveryCodesStatus,
  verifyRecoveryCode,
} from '../recovery-codes.js';
import { parseAuthInput, requestInfo } from './request-input.js';

export const verifyRecoveryCodeBodySchema = z.object({ code: z.string().max(100).optional() });

/** /factors/recovery-codes: GoTrue's recovery-code endpoints (decision 045). */
export function recoveryCodesEndpoint(app: FastifyInstance, ctx: AuthContext) {
  const caller = async (authorization: string | undefined) =>
    requireSession(await authenticate(ctx, authorization));

  app.get('/factors/recovery-codes', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return recoveryCodesStatus(ctx, await caller(request.headers.authorization));
  });

  // Generating and regenerating do the same: a new set replaces any old one.
  const generate = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return generateRecoveryCodes(ctx, await caller(request.headers.authorization));
  };
  app.post('/factors/recovery-codes', generate);
  app.post('/factors/recovery-codes/regenerate', generate);

  app.post('/factors/recovery-codes/verify', async (request, reply) => {
    const current = await caller(request.headers.authorization);
    const body = parseAuthInput(verifyRecoveryCodeBodySchema, request.body);
    if (!body.code?.trim()) throw authErrors.mfaCodeRequired();
    reply.header('cache-control', 'no-store');
    return verifyRecoveryCode(ctx, current, body.code, requestInfo(request));
  });

  app.delete('/factors/recovery-codes', async (request) =>
    deleteRecoveryCodes(ctx, await caller(request.headers.authorization)),
  );
}
