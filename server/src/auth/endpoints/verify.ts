import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { verifyEmailLink } from '../email-links.js';
import { optionalText, parseAuthInput, requestInfo } from './request-input.js';

export const verifyQuerySchema = z.object({
  token: optionalText(1024),
  type: optionalText(40),
  redirect_to: optionalText(2048),
});

/** GET /verify: a mailed link, answered with a redirect to the site carrying the session. */
export function verifyEndpoint(app: FastifyInstance, ctx: AuthContext) {
  // No HEAD route: a link checker's HEAD request must not use up the link.
  app.get('/verify', { exposeHeadRoute: false }, async (request, reply) => {
    const query = parseAuthInput(verifyQuerySchema, request.query);
    const location = await verifyEmailLink(
      ctx,
      { token: query.token, type: query.type, redirectTo: query.redirect_to },
      requestInfo(request),
    );
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(location, 303);
  });
}
