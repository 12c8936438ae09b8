import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { authErrors } from '../auth-error.js';
import { refreshSession } from '../sessions.js';
import { signInWithPassword } from '../sign-in.js';
import { optionalPassword, optionalText, parseAuthInput, requestInfo } from './request-input.js';

export const tokenQuerySchema = z.object({ grant_type: z.string().max(100).optional() });

export const passwordGrantBodySchema = z.object({
  email: optionalText(1000),
  phone: optionalText(100),
  password: optionalPassword(),
});

export const refreshGrantBodySchema = z.object({
  refresh_token: z.string().min(1, 'A refresh token is required').max(1024),
});

/** POST /token: a session for a password (`grant_type=password`) or a refresh token. */
export function tokenEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post('/token', async (request, reply) => {
    const { grant_type } = parseAuthInput(tokenQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    if (grant_type === 'password') {
      const body = parseAuthInput(passwordGrantBodySchema, request.body);
      if (!body.email && body.phone) throw authErrors.phoneDisabled();
      const email = body.email?.trim().toLowerCase();
      if (!email) throw authErrors.validation('An email address is required');
      if (!body.password) throw authErrors.validation('A password is required');
      return signInWithPassword(ctx, { email, password: body.password }, requestInfo(request));
    }
    if (grant_type === 'refresh_token') {
      const body = parseAuthInput(refreshGrantBodySchema, request.body);
      return refreshSession(ctx, body.refresh_token, requestInfo(request));
    }
    throw authErrors.validation('unsupported_grant_type');
  });
}
