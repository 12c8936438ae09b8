import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { authErrors } from '../auth-error.js';
import { VERIFY_TYPES, verifyEmailLink, verifyOtp } from '../verification.js';
import { optionalText, parseAuthInput, parseEmail, requestInfo } from './request-input.js';

export const verifyQuerySchema = z.object({
  token: optionalText(1024),
  type: optionalText(40),
  redirect_to: optionalText(2048),
});

// Phone codes are not offered (no account has a phone), so any is wrong: GoTrue's answers.
const PHONE_TYPES = ['sms', 'phone_change'] as const;
const ACCEPTED_TYPES = [...VERIFY_TYPES, ...PHONE_TYPES];
const E164 = /^[1-9]\d{1,14}$/;

/** supabase-js `verifyOtp`: a mailed code with its address, or a link's token as token_hash. */
export const verifyOtpBodySchema = z.object({
  type: z.enum(ACCEPTED_TYPES, {
    error: `type must be one of ${ACCEPTED_TYPES.join(', ')}`,
  }),
  email: optionalText(1000),
  phone: optionalText(100),
  token: optionalText(100),
  token_hash: optionalText(1024),
});

/**
 * GET /verify: a mailed link, answered with a redirect to the site carrying the session.
 * POST /verify: a mailed code or token, answered with the session.
 */
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

  app.post('/verify', async (request, reply) => {
    const body = parseAuthInput(verifyOtpBodySchema, request.body);
    reply.header('cache-control', 'no-store');
    const { type } = body;
    if (type === 'sms' || type === 'phone_change') {
      const phone = (body.phone ?? '').replace(/[\s()+-]/g, '');
      if (!E164.test(phone)) {
        throw authErrors.validation('Invalid phone number format (E.164 required)');
      }
      throw authErrors.otpExpired();
    }
    if (body.token_hash) {
      return verifyOtp(ctx, { type, tokenHash: body.token_hash }, requestInfo(request));
    }
    if (!body.token) {
      throw authErrors.validation('Verify requires either a token or a token hash');
    }
    const email = parseEmail(body.email);
    return verifyOtp(ctx, { type, email, token: body.token }, requestInfo(request));
  });
}
