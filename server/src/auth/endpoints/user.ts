import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth-context.js';
import { authenticate, updateCurrentUser } from '../current-user.js';
import { userJson } from '../user-json.js';
import {
  optionalPassword,
  optionalText,
  parseAuthInput,
  parseEmail,
  redirectQuerySchema,
  requestInfo,
  userMetadataSchema,
} from './request-input.js';

export const updateUserBodySchema = z.object({
  email: optionalText(1000),
  password: optionalPassword(),
  // Either proves it is the user when the session is not recent (GoTrue's secure password change).
  current_password: optionalPassword(),
  nonce: optionalText(100),
  data: userMetadataSchema.nullish(),
});

/** GET /user and PUT /user: the signed-in user, and changes to it. */
export function userEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.get('/user', async (request, reply) => {
    const current = await authenticate(ctx, request.headers.authorization);
    reply.header('cache-control', 'no-store');
    const factors = await ctx.store.listFactors(current.user.id);
    return userJson(current.user, ctx.settings.adminEmails, factors);
  });

  app.put('/user', async (request, reply) => {
    const current = await authenticate(ctx, request.headers.authorization);
    const { redirect_to } = parseAuthInput(redirectQuerySchema, request.query);
    const body = parseAuthInput(updateUserBodySchema, request.body);
    const email = body.email === undefined ? undefined : parseEmail(body.email);
    reply.header('cache-control', 'no-store');
    return updateCurrentUser(
      ctx,
      current,
      {
        email,
        password: body.password,
        currentPassword: body.current_password,
        nonce: body.nonce,
        data: body.data ?? undefined,
        redirectTo: redirect_to,
      },
      requestInfo(request),
    );
  });
}
