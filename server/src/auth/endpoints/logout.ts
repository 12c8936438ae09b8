import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { readBearerToken } from '../current-user.js';
import { signOut } from '../sessions.js';
import { parseAuthInput } from './request-input.js';

export const logoutQuerySchema = z.object({
  scope: z.enum(['global', 'local', 'others']).default('global'),
});

/** POST /logout: ends this session, the others, or all of them (`scope`). */
export function logoutEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post('/logout', async (request, reply) => {
    const { scope } = parseAuthInput(logoutQuerySchema, request.query);
    const claims = await readBearerToken(ctx, request.headers.authorization);
    await signOut(ctx, claims.sub, claims.sessionId, scope);
    return reply.code(204).send();
  });
}
