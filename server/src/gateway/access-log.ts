import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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

/** What the access log says of an answered request. */
export interface AccessLine {
  method: string;
  url: string;
  statusCode: number;
  /** Milliseconds from arrival to the answer's end. */
  elapsedMs: number;
  /** The request's id, when `log` is not bound to it already. */
  reqId?: string;
}

/** Writes a request's access line at `info`. */
export function writeAccessLine(log: FastifyBaseLogger, line: AccessLine): void {
  // The line is built only when it is written (the URL is parsed to redact it).
  if ((levels.values[log.level] ?? Infinity) > levels.values.info!) return;
  log.info(
    {
      ...(line.reqId === undefined ? {} : { reqId: line.reqId }),
      method: line.method,
      url: loggableUrl(line.url),
      statusCode: line.statusCode,
      responseTime: Math.round(line.elapsedMs * 10) / 10,
    },
    'request completed',
  );
}

/**
 * One `info` line per request once it is answered (Fastify's own request logging, two lines
 * with the raw URL, stays off): method, URL without secrets, status, time, request id.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    writeAccessLine(request.log, {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      elapsedMs: reply.elapsedTime,
    });
  });
}
