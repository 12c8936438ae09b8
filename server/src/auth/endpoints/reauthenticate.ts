import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.js';
import { authenticate, sendReauthenticationCode } from '../current-user.js';

/** GET /reauthenticate: mails the signed-in user a code that lets an old session change its password. */
export function reauthenticateEndpoint(app: FastifyInstance, ctx: AuthContext) {
  // No HEAD route: only a GET sends the mail.
  app.get('/reauthenticate', { exposeHeadRoute: false }, async (request, reply) => {
    const current = await authenticate(ctx, request.headers.authorization);
    reply.header('cache-control', 'no-store');
    await sendReauthenticationCode(ctx, current);
    return {};
  });
}
