import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { authErrors } from '../auth-error.js';
import { sendMagicLink } from '../email-otp.js';
import {
  optionalText,
  parseAuthInput,
  parseEmail,
  redirectQuerySchema,
  requestInfo,
  userMetadataSchema,
} from './request-input.js';

/**
 * supabase-js `signInWithOtp({ email, options })`. Its PKCE fields (code_challenge) are dropped:
 * the link answers with the session in the fragment, as for every other link of this server.
 */
export const otpBodySchema = z.object({
  email: optionalText(1000),
  phone: optionalText(100),
  create_user: z.boolean().optional(),
  data: userMetadataSchema.nullish(),
});

/** POST /otp: mails a magic link with a six-digit code; the answer is the same for any address. */
export function otpEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post('/otp', async (request) => {
    const { redirect_to } = parseAuthInput(redirectQuerySchema, request.query);
    const body = parseAuthInput(otpBodySchema, request.body);
    if (!body.email && body.phone) throw authErrors.phoneDisabled();
    const email = parseEmail(body.email);
    await sendMagicLink(
      ctx,
      {
        email,
        createUser: body.create_user ?? true,
        data: body.data ?? {},
        redirectTo: redirect_to,
      },
      requestInfo(request),
    );
    return {};
  });
}
