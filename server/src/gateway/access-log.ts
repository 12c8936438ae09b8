import type { FastifyInstance } from 'fastify';
import { levels } from 'pino';

/** Query parameters whose values are secrets (links carry tokens; keys and codes grant access). */
const SECRET_PARAMS = new Set([
  'token',
  'token_hash',
  'access_token',
  'refresh_token',
  'id_token',
  'provider_token',
  'code',
  'code_verifier',
  'nonce',
  'password',
  'apikey',
  'api_key',
  'key',
  'secret',
  'signature',
  'sig',
]);

/** The request URL for a log: the path, and the query with secret values replaced. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const secrets = [...new Set(query.keys())].filter((name) =>
    SECRET_PARAMS.has(name.toLowerCase()),
  );
  // Untouched when nothing is secret: PostgREST filters stay readable as sent.
  if (secrets.length === 0) return url;
  for (const name of secrets) query.set(name, 'redacted');
  return `${url.slice(0, queryStart)}?${query.toString()}`;
}

/**
 * One `info` line per request once it is answered (Fastify's own request logging, two lines
 * with the raw URL, stays off): method, URL without secrets, status, time, request id.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    // The line is built only when it is written (the URL is parsed to redact it).
    if ((levels.values[request.log.level] ?? Infinity) > levels.values.info!) return;
    request.log.info(
      {
        method: request.method,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
