import type { Socket } from 'node:net';
import type { MoneyCallRecorder } from '../metrics/registry.js';
import type { FastifyInstance } from 'fastify';
import {
  WebhookPayloadError,
  type WebhookReceiver,
  WebhookSignatureError,
} from '../payments/payment-provider.js';
import type { CallerDb } from '../platform/caller-db.js';
import {
  type Caller,
  type Identity,
  IdentityError,
  isAdmin,
  isStaff,
  lacksSecondFactor,
} from '../platform/identity.js';
import { parseWith } from '../platform/parse-with.js';
import { useErrorCatalogue } from '../platform/service-errors.js';
import { FunctionError, functionErrorCatalogue } from './function-errors.js';
import { type FunctionAccess, FunctionFile, type ServerFunction } from './server-function.js';

const BODY_LIMIT = 64 * 1024;

export interface FunctionsServiceOptions {
  functions: readonly ServerFunction[];
  identity: Identity;
  callerDb: CallerDb;
  /** The payment provider's webhook, when it has one. */
  webhook?: WebhookReceiver;
}

const INSUFFICIENT_AAL = 'Two-factor sign-in required: verify your authenticator code first.';

/**
 * `member`: a signed-in member (it acts for a user id); `staff`: an admin, the service or a
 * guide; `admin`: an admin member or the service.
 */
function assertAccess(access: FunctionAccess, caller: Caller) {
  if (access === 'anyone' || (access === 'admin' && isAdmin(caller))) return;
  if (access === 'staff' && isStaff(caller)) return;
  if (!caller.userId) throw new FunctionError('not_authenticated', 'Not authenticated');
  if ((access === 'admin' || access === 'staff') && lacksSecondFactor(caller, access)) {
    throw new FunctionError('insufficient_aal', INSUFFICIENT_AAL);
  }
  if (access === 'admin') throw new FunctionError('admin_required', 'Admin privileges required');
  if (access === 'staff') throw new FunctionError('staff_required', 'Staff access required');
}

function parseBody(fn: ServerFunction, body: unknown): unknown {
  if (!fn.body) return undefined;
  return parseWith(
    fn.body,
    body,
    (detail) => new FunctionError('validation_failed', `Invalid request: ${detail}`),
  );
}

/**
 * Runs `work` with the connection's idle limit (Node's socket timeout, CONNECTION_TIMEOUT_MS)
 * off, and puts it back afterwards. The limit is for clients that go quiet; here the server is
 * the one working, and closing the connection would only lose the answer of a run that goes on.
 */
async function withoutIdleLimit<T>(socket: Socket, work: () => Promise<T>): Promise<T> {
  const idleMs = socket.timeout ?? 0;
  socket.setTimeout(0);
  try {
    return await work();
  } finally {
    if (idleMs > 0 && !socket.destroyed) socket.setTimeout(idleMs);
  }
}

/** A download's header; the server names its files in ASCII (`ticket-0A1B2C3D.pdf`). */
const contentDisposition = (filename: string) =>
  `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;

/** /functions/v1/{name}: the caller, access rule and body check, then the function's work. */
export async function functionsRoutes(
  app: FastifyInstance,
  options: FunctionsServiceOptions & { metrics: MoneyCallRecorder },
) {
  const byName = new Map(options.functions.map((fn) => [fn.name, fn]));

  useErrorCatalogue(app, functionErrorCatalogue);
  if (options.webhook) await app.register(webhookRoute, { webhook: options.webhook });

  app.route<{ Params: { name: string } }>({
    method: ['GET', 'POST'],
    url: '/:name',
    bodyLimit: BODY_LIMIT,
    async handler(request, reply) {
      const fn = byName.get(request.params.name);
      if (!fn) throw new FunctionError('function_not_found', 'Function not found');
      if (!(fn.methods ?? ['POST']).some((method) => method === request.method)) {
        throw new FunctionError(
          'method_not_allowed',
          `${request.method} is not allowed for this function`,
        );
      }
      let caller: Caller;
      try {
        caller = await options.identity.identify({
          authorization: request.headers.authorization,
          apikey: request.headers.apikey,
        });
      } catch (error) {
        if (error instanceof IdentityError) {
          const code = error.reason === 'missing' ? 'not_authenticated' : 'invalid_jwt';
          throw new FunctionError(code, error.message);
        }
        throw error;
      }
      assertAccess(fn.access, caller);
      const body = parseBody(fn, request.body);
      const work = () =>
        fn.handle({
          caller,
          body,
          withCaller: options.callerDb.withCaller,
          callFunction: options.callerDb.callFunction,
          request,
          metrics: options.metrics,
        });
      const result = await (fn.longRunning ? withoutIdleLimit(request.raw.socket, work) : work());
      reply.header('cache-control', 'no-store');
      if (result instanceof FunctionFile) {
        return reply
          .type(result.contentType)
          .header('content-disposition', contentDisposition(result.filename))
          .send(result.content);
      }
      return reply.send(result ?? {});
    },
  });
}

/**
 * The payment provider's webhook: no API key or token (the provider has none), the raw bytes
 * its signature covers, a body limit of its own. 200 only once the event's effect is committed;
 * any failure is a 5xx, so the provider delivers it again.
 */
async function webhookRoute(app: FastifyInstance, options: { webhook: WebhookReceiver }) {
  const { webhook } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(`/${webhook.functionName}`, { bodyLimit: webhook.bodyLimit }, async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers[webhook.signatureHeader];
    try {
      await webhook.receive(
        body,
        typeof signature === 'string' ? signature : undefined,
        request.log,
      );
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new FunctionError('invalid_signature', error.message);
      }
      if (error instanceof WebhookPayloadError) {
        throw new FunctionError('invalid_event', error.message);
      }
      throw error;
    }
    return reply.header('cache-control', 'no-store').send({ received: true });
  });
}
