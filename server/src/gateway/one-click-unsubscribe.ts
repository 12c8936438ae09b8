import { newsletterMessages, newsletterTokenSchema } from '@app/domain/newsletter';
import type { FastifyInstance } from 'fastify';
import { FunctionError } from '../functions/function-errors.js';

export interface OneClickUnsubscribeOptions {
  /** Ends the subscription the token names; throws FunctionError('invalid_link') for a forgery. */
  unsubscribe: (token: string) => Promise<void>;
}

const FORM_BODY_LIMIT = 4096;

/** Whether a form body carries RFC 8058's `List-Unsubscribe=One-Click`, url-encoded or multipart. */
export function asksOneClick(contentType: string, body: string): boolean {
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
  }
  return /name="?List-Unsubscribe"?[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
}

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` to the link of
 * the List-Unsubscribe header, `{site}/newsletter/unsubscribe?token=…`. A GET of the same URL is
 * the SPA page, which asks for a click, since mail scanners open links. No per-address limit
 * here: a provider posts for all its users from few addresses, and a token cannot be guessed.
 */
export async function registerOneClickUnsubscribe(
  app: FastifyInstance,
  options: OneClickUnsubscribeOptions,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Querystring: { token?: string } }>(
      '/newsletter/unsubscribe',
      { bodyLimit: FORM_BODY_LIMIT },
      async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : '';
        if (!asksOneClick(request.headers['content-type'] ?? '', body)) {
          const refusal = new FunctionError(
            'invalid_request',
            'Send List-Unsubscribe=One-Click as a form to unsubscribe.',
          );
          return reply.code(refusal.status).send(refusal.body);
        }
        const token = newsletterTokenSchema.safeParse(request.query.token);
        try {
          if (!token.success) {
            throw new FunctionError('invalid_link', newsletterMessages.linkInvalid);
          }
          await options.unsubscribe(token.data);
        } catch (error) {
          if (!(error instanceof FunctionError)) throw error;
          return reply.code(error.status).send(error.body);
        }
        return reply
          .header('cache-control', 'no-store')
          .send({ success: true, status: 'unsubscribed' });
      },
    );
  });
}
