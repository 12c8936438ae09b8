import type { FastifyInstance } from 'fastify';
import { useErrorCatalogue } from '../platform/service-errors.js';
import type { AuthContext } from './auth-context.js';
import { API_VERSION, API_VERSION_HEADER, authErrorCatalogue } from './auth-error.js';
import { deleteAccountEndpoint } from './endpoints/delete-account.js';
import { adminLinksEndpoint } from './endpoints/admin-links.js';
import { adminUsersEndpoint } from './endpoints/admin-users.js';
import { factorsEndpoint } from './endpoints/factors.js';
import { healthEndpoint } from './endpoints/health.js';
import { logoutEndpoint } from './endpoints/logout.js';
import { otpEndpoint } from './endpoints/otp.js';
import { reauthenticateEndpoint } from './endpoints/reauthenticate.js';
import { recoverEndpoint } from './endpoints/recover.js';
import { recoveryCodesEndpoint } from './endpoints/recovery-codes.js';
import { resendEndpoint } from './endpoints/resend.js';
import { settingsEndpoint } from './endpoints/settings.js';
import { signupEndpoint } from './endpoints/signup.js';
import { tokenEndpoint } from './endpoints/token.js';
import { userEndpoint } from './endpoints/user.js';
import { verifyEndpoint } from './endpoints/verify.js';

const BODY_LIMIT = 64 * 1024;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const ENDPOINTS = [
  signupEndpoint,
  tokenEndpoint,
  logoutEndpoint,
  recoverEndpoint,
  resendEndpoint,
  verifyEndpoint,
  userEndpoint,
  deleteAccountEndpoint,
  reauthenticateEndpoint,
  factorsEndpoint,
  otpEndpoint,
  adminUsersEndpoint,
  adminLinksEndpoint,
  recoveryCodesEndpoint,
  settingsEndpoint,
  healthEndpoint,
];

/** /auth/v1: the subset of GoTrue that supabase-js needs, in GoTrue's wire format. */
export async function authRoutes(app: FastifyInstance, options: { ctx: AuthContext }) {
  const { ctx } = options;

  // supabase-js posts `Content-Type: application/json` with no body at all to /logout.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const text = body.toString();
      return text === '' ? done(null, {}) : parseJson(request, text, done);
    },
  );

  app.addHook('onSend', async (_request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
  });

  useErrorCatalogue(app, authErrorCatalogue);

  const pruneTimer = setInterval(() => {
    Promise.all([ctx.store.pruneExpired(), ctx.rateLimiter.prune()]).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'auth clean-up failed'),
    );
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await ctx.background.drain();
  });

  for (const endpoint of ENDPOINTS) endpoint(app, ctx);
}
