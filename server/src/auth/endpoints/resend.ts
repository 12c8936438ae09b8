import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { resendEmailChange } from '../email-change.js';
import { resendConfirmationLink } from '../email-links.js';
import { emailKey } from '../rate-limiter.js';
import {
  optionalText,
  parseAuthInput,
  parseEmail,
  redirectQuerySchema,
  requestInfo,
} from './request-input.js';

/**
 * supabase-js `auth.resend({ type, email })`. supabase-js also sends gotrue_meta_security and
 * PKCE fields, which are dropped. Phone types are not offered.
 */
export const resendBodySchema = z.object({
  type: z.enum(['signup', 'email_change'], {
    error: 'type must be one of signup, email_change',
  }),
  email: optionalText(1000),
});

/** POST /resend: mails the confirmation link, or both e-mail change mails, again. */
export function resendEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post('/resend', async (request) => {
    const { redirect_to } = parseAuthInput(redirectQuerySchema, request.query);
    const body = parseAuthInput(resendBodySchema, request.body);
    const email = parseEmail(body.email);
    // One count for both kinds: the answer is the same, and as quick, whatever the address.
    await ctx.rateLimiter.enforce([
      { limit: 'resendPerIp', key: requestInfo(request).ip },
      { limit: 'resendPerEmail', key: emailKey(email), kind: 'email' },
    ]);
    const input = { email, redirectTo: redirect_to };
    if (body.type === 'email_change') resendEmailChange(ctx, input);
    else resendConfirmationLink(ctx, input);
    return {};
  });
}
