import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { AuthApiError, authErrors } from '../auth-error.js';
import { signUp } from '../sign-up.js';
import {
  optionalPassword,
  optionalText,
  parseAuthInput,
  parseEmail,
  redirectQuerySchema,
  requestInfo,
  userMetadataSchema,
} from './request-input.js';

export const signUpBodySchema = z.object({
  email: optionalText(1000),
  phone: optionalText(100),
  password: optionalPassword(),
  data: userMetadataSchema.nullish(),
});

/** POST /signup: a new account, confirmed by a mailed link (supabase-js `auth.signUp`). */
export function signupEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post('/signup', async (request) => {
    const { redirect_to } = parseAuthInput(redirectQuerySchema, request.query);
    const body = parseAuthInput(signUpBodySchema, request.body);
    if (!body.email && body.phone) throw authErrors.phoneDisabled();
    const email = parseEmail(body.email);
    if (body.password === undefined || body.password === '') {
      throw new AuthApiError(422, 'validation_failed', 'Signup requires a valid password');
    }
    return signUp(
      ctx,
      { email, password: body.password, data: body.data ?? {}, redirectTo: redirect_to },
      requestInfo(request),
    );
  });
}
