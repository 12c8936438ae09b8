import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GENERATE_LINK_TYPES, generateLink, inviteUser } from '../admin-links.js';
import { requireServiceRole } from '../admin-users.js';
import type { AuthContext } from '../auth-context.js';
import {
  optionalPassword,
  optionalText,
  parseAuthInput,
  parseEmail,
  redirectQuerySchema,
  userMetadataSchema,
} from './request-input.js';

/** supabase-js `auth.admin.generateLink` (its options travel in the body). */
export const generateLinkBodySchema = z.object({
  type: z.enum(GENERATE_LINK_TYPES, {
    error: `type must be one of ${GENERATE_LINK_TYPES.join(', ')}`,
  }),
  email: optionalText(1000),
  new_email: optionalText(1000),
  password: optionalPassword(),
  data: userMetadataSchema.nullish(),
  redirect_to: optionalText(2048),
});

/** supabase-js `auth.admin.inviteUserByEmail` (redirectTo travels in the query). */
export const inviteBodySchema = z.object({
  email: optionalText(1000),
  data: userMetadataSchema.nullish(),
});

/** POST /admin/generate_link and POST /invite: the service key's links and invitations. */
export function adminLinksEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post('/admin/generate_link', async (request) => {
    await requireServiceRole(ctx, request.headers.authorization);
    const body = parseAuthInput(generateLinkBodySchema, request.body);
    return generateLink(ctx, {
      type: body.type,
      email: parseEmail(body.email),
      password: body.password,
      newEmail: body.new_email === undefined ? undefined : parseEmail(body.new_email),
      data: body.data ?? {},
      redirectTo: body.redirect_to,
    });
  });

  app.post('/invite', async (request) => {
    await requireServiceRole(ctx, request.headers.authorization);
    const { redirect_to } = parseAuthInput(redirectQuerySchema, request.query);
    const body = parseAuthInput(inviteBodySchema, request.body);
    return inviteUser(ctx, {
      email: parseEmail(body.email),
      data: body.data ?? {},
      redirectTo: redirect_to,
    });
  });
}
