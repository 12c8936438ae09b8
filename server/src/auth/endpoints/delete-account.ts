import { DELETE_ACCOUNT_PATH, deleteAccountBodySchema } from '@app/domain/account-deletion';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.js';
import { deleteOwnAccount } from '../account-deletion.js';
import { authenticate } from '../current-user.js';
import { parseAuthInput, requestInfo } from './request-input.js';

/** POST /user/delete `{current_password, confirm: true}`: the member deletes their account (204). */
export function deleteAccountEndpoint(app: FastifyInstance, ctx: AuthContext) {
  app.post(DELETE_ACCOUNT_PATH, async (request, reply) => {
    const current = await authenticate(ctx, request.headers.authorization);
    const body = parseAuthInput(deleteAccountBodySchema, request.body);
    reply.header('cache-control', 'no-store');
    await deleteOwnAccount(ctx, current, body.current_password, requestInfo(request));
    return reply.code(204).send();
  });
}
