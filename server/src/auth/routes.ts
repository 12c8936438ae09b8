import { emailSchema } from '@app/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseWith } from '../platform/parse-with.js';
import { useErrorCatalogue } from '../platform/service-errors.js';
import type { AuthContext, RequestInfo } from './auth-context.js';
import {
  API_VERSION,
  API_VERSION_HEADER,
  AuthApiError,
  authErrorCatalogue,
  authErrors,
} from './auth-error.js';
import {
  authenticate,
  readBearerToken,
  sendReauthenticationCode,
  updateCurrentUser,
} from './current-user.js';
import { requestPasswordRecovery, resendConfirmationLink, verifyEmailLink } from './email-links.js';
import {
  logoutQuerySchema,
  passwordGrantBodySchema,
  recoverBodySchema,
  redirectQuerySchema,
  resendBodySchema,
  refreshGrantBodySchema,
  signUpBodySchema,
  tokenQuerySchema,
  updateUserBodySchema,
  verifyQuerySchema,
} from './request-schemas.js';
import { refreshSession, signOut } from './sessions.js';
import { signInWithPassword } from './sign-in.js';
import { signUp } from './sign-up.js';
import { userJson } from './user-json.js';

const BODY_LIMIT = 64 * 1024;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  return parseWith(schema, value, authErrors.validation);
}

function parseEmail(email: string | undefined): string {
  const result = emailSchema.safeParse(email ?? '');
  if (!result.success) throw authErrors.invalidEmail();
  return result.data;
}

function requestInfo(request: FastifyRequest): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

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

  app.post('/signup', async (request) => {
    const { redirect_to } = parse(redirectQuerySchema, request.query);
    const body = parse(signUpBodySchema, request.body);
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

  app.post('/token', async (request, reply) => {
    const { grant_type } = parse(tokenQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    if (grant_type === 'password') {
      const body = parse(passwordGrantBodySchema, request.body);
      if (!body.email && body.phone) throw authErrors.phoneDisabled();
      const email = body.email?.trim().toLowerCase();
      if (!email) throw authErrors.validation('An email address is required');
      if (!body.password) throw authErrors.validation('A password is required');
      return signInWithPassword(ctx, { email, password: body.password }, requestInfo(request));
    }
    if (grant_type === 'refresh_token') {
      const body = parse(refreshGrantBodySchema, request.body);
      return refreshSession(ctx, body.refresh_token, requestInfo(request));
    }
    throw authErrors.validation('unsupported_grant_type');
  });

  app.post('/logout', async (request, reply) => {
    const { scope } = parse(logoutQuerySchema, request.query);
    const claims = await readBearerToken(ctx, request.headers.authorization);
    await signOut(ctx, claims.sub, claims.sessionId, scope);
    return reply.code(204).send();
  });

  app.post('/recover', async (request) => {
    const { redirect_to } = parse(redirectQuerySchema, request.query);
    const body = parse(recoverBodySchema, request.body);
    const email = parseEmail(body.email);
    await requestPasswordRecovery(ctx, email, redirect_to, requestInfo(request));
    return {};
  });

  app.post('/resend', async (request) => {
    const { redirect_to } = parse(redirectQuerySchema, request.query);
    const body = parse(resendBodySchema, request.body);
    const email = parseEmail(body.email);
    await resendConfirmationLink(
      ctx,
      { type: body.type, email, redirectTo: redirect_to },
      requestInfo(request),
    );
    return {};
  });

  // No HEAD route: a link checker's HEAD request must not use up the link.
  app.get('/verify', { exposeHeadRoute: false }, async (request, reply) => {
    const query = parse(verifyQuerySchema, request.query);
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

  app.get('/user', async (request, reply) => {
    const current = await authenticate(ctx, request.headers.authorization);
    reply.header('cache-control', 'no-store');
    return userJson(current.user, ctx.settings.adminEmails);
  });

  app.put('/user', async (request, reply) => {
    const current = await authenticate(ctx, request.headers.authorization);
    const body = parse(updateUserBodySchema, request.body);
    reply.header('cache-control', 'no-store');
    return updateCurrentUser(
      ctx,
      current,
      {
        email: body.email?.trim().toLowerCase(),
        password: body.password,
        currentPassword: body.current_password,
        nonce: body.nonce,
        data: body.data ?? undefined,
      },
      requestInfo(request),
    );
  });

  // No HEAD route: only a GET sends the mail.
  app.get('/reauthenticate', { exposeHeadRoute: false }, async (request, reply) => {
    const current = await authenticate(ctx, request.headers.authorization);
    reply.header('cache-control', 'no-store');
    await sendReauthenticationCode(ctx, current);
    return {};
  });

  app.get('/settings', async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      email: true,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: false,
      kakao: false,
      keycloak: false,
      linkedin_oidc: false,
      notion: false,
      phone: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
    },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/health', async () => ({
    version: 'ecotours',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
}
