import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { requestPasswordRecovery } from '../email-links.js';
import {
  optionalText,
  parseAuthInput,
  parseEmail,
  redirectQuerySchema,
  requestInfo,
} from './request-input.js';

export const recoverBodySchema = z.object({ email: optionalText(1000) });

/** POST /recover: mails a password reset link; the answer is the same for unknown addresses. */
export function recoverEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post('/recover', async (request) => {
    const { redirect_to } = parseAuthInput(redirectQuerySchema, request.query);
    const body = parseAuthInput(recoverBodySchema, request.body);
    const email = parseEmail(body.email);
    await requestPasswordRecovery(ctx, email, redirect_to, requestInfo(request));
    return {};
  });
}
