import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteUserAccount } from '../account-deletion.js';
import {
  createUserAsAdmin,
  findUserForAdmin,
  adminUserJson,
  listUsersAsAdmin,
  requireServiceRole,
  updateUserAsAdmin,
} from '../admin-users.js';
import type { AuthContext } from '../auth-context.js';
import { factorJson } from '../user-json.js';
import { AuthApiError, authErrors } from '../auth-error.js';
import {
  optionalPassword,
  optionalText,
  parseAuthInput,
  parseEmail,
  userMetadataSchema,
} from './request-input.js';

const MAX_PER_PAGE = 1000;

/** supabase-js sends `page=&per_page=` when none is given: GoTrue's defaults then. */
const pageNumber = (max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(max).optional(),
  );

export const listUsersQuerySchema = z.object({
  page: pageNumber(1_000_000),
  per_page: pageNumber(MAX_PER_PAGE),
});

/** supabase-js `auth.admin.createUser` and `updateUserById` (phone and identities are not offered). */
export const adminUserBodySchema = z.object({
  email: optionalText(1000),
  phone: optionalText(100),
  password: optionalPassword(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: userMetadataSchema.nullish(),
  app_metadata: userMetadataSchema.nullish(),
  ban_duration: optionalText(100),
});

export const deleteUserBodySchema = z.object({ should_soft_delete: z.boolean().optional() });

const userIdSchema = z.object({ id: z.string().max(100) }).loose();
const factorParamsSchema = z.object({ factorId: z.string().max(100) }).loose();

/** GoTrue answers a malformed id as an unknown one's kin: 404 with validation_failed. */
function parseUserId(params: unknown): string {
  const { id } = parseAuthInput(userIdSchema, params);
  if (!z.guid().safeParse(id).success) {
    throw new AuthApiError(404, 'validation_failed', 'user_id must be an UUID');
  }
  return id;
}

/** /admin/users: the accounts, for the service key (supabase-js `auth.admin.*`). */
export function adminUsersEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.get('/admin/users', async (request, reply) => {
    await requireServiceRole(ctx, request.headers.authorization);
    const query = parseAuthInput(listUsersQuerySchema, request.query);
    const path = request.url.split('?')[0]!;
    const listed = await listUsersAsAdmin(ctx, query.page ?? 1, query.per_page ?? 50, path);
    return reply.headers(listed.headers).send(listed.body);
  });

  app.get('/admin/users/:id', async (request) => {
    await requireServiceRole(ctx, request.headers.authorization);
    return adminUserJson(ctx, await findUserForAdmin(ctx, parseUserId(request.params)));
  });

  app.post('/admin/users', async (request) => {
    await requireServiceRole(ctx, request.headers.authorization);
    const body = parseAuthInput(adminUserBodySchema, request.body);
    if (!body.email && body.phone) throw authErrors.phoneDisabled();
    return createUserAsAdmin(ctx, {
      email: parseEmail(body.email),
      password: body.password,
      emailConfirm: body.email_confirm,
      userMetadata: body.user_metadata ?? undefined,
      appMetadata: body.app_metadata ?? undefined,
      banDuration: body.ban_duration,
    });
  });

  app.put('/admin/users/:id', async (request) => {
    await requireServiceRole(ctx, request.headers.authorization);
    const userId = parseUserId(request.params);
    const body = parseAuthInput(adminUserBodySchema, request.body);
    if (body.phone) throw authErrors.phoneDisabled();
    return updateUserAsAdmin(ctx, userId, {
      email: body.email === undefined ? undefined : parseEmail(body.email),
      password: body.password,
      emailConfirm: body.email_confirm,
      userMetadata: body.user_metadata ?? undefined,
      appMetadata: body.app_metadata ?? undefined,
      banDuration: body.ban_duration,
    });
  });

  // supabase-js `auth.admin.mfa.listFactors` and `deleteFactor`: an operator takes away the
  // factor of a member who lost their device; the sessions it proved go back to aal1.
  app.get('/admin/users/:id/factors', async (request) => {
    await requireServiceRole(ctx, request.headers.authorization);
    const user = await findUserForAdmin(ctx, parseUserId(request.params));
    return (await ctx.store.listFactors(user.id)).map(factorJson);
  });

  app.delete('/admin/users/:id/factors/:factorId', async (request) => {
    await requireServiceRole(ctx, request.headers.authorization);
    const { factorId } = parseAuthInput(factorParamsSchema, request.params);
    const user = await findUserForAdmin(ctx, parseUserId(request.params));
    const factor = z.guid().safeParse(factorId).success
      ? await ctx.store.findFactor(user.id, factorId)
      : undefined;
    if (!factor) throw authErrors.mfaFactorNotFound();
    await ctx.store.deleteFactor(factor.id);
    return factorJson(factor);
  });

  app.delete('/admin/users/:id', async (request) => {
    await requireServiceRole(ctx, request.headers.authorization);
    const userId = parseUserId(request.params);
    parseAuthInput(deleteUserBodySchema, request.body ?? {});
    await deleteUserAccount(ctx, userId);
    return {};
  });
}
