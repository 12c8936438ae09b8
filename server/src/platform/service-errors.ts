import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCause, errorCode, errorStatus } from './error-fields.js';

/** What a service answers for an error: its own status, body shape and headers. */
export interface ServiceErrorReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A service's error catalogue: its deliberate errors, and its wire shape for everything else
 * (framework errors such as a malformed or oversized body, unknown paths, the 500).
 */
export interface ErrorCatalogue {
  /** The reply for an error the service raised on purpose; undefined for any other error. */
  known(error: unknown): ServiceErrorReply | undefined;
  /** The service's shape for a status, a short machine code and a message. */
  render(status: number, code: string, message: string): ServiceErrorReply;
}

function sendReply(reply: FastifyReply, answer: ServiceErrorReply) {
  return reply
    .code(answer.status)
    .headers({ 'cache-control': 'no-store', ...answer.headers })
    .send(answer.body);
}

/** Machine codes for the request errors Fastify and its parsers raise. */
export const REQUEST_ERROR = {
  invalidJson: 'invalid_json',
  tooLarge: 'payload_too_large',
  unsupportedType: 'unsupported_media_type',
  invalidRequest: 'invalid_request',
} as const;

/** Fastify's own 4xx errors (bad JSON, body too large, unsupported type) carry safe messages. */
function clientError(
  error: unknown,
): { status: number; code: string; message: string } | undefined {
  const statusCode = errorStatus(error);
  const code = errorCode(error);
  if (statusCode === undefined || statusCode < 400 || statusCode >= 500) return undefined;
  const kind =
    error instanceof SyntaxError ||
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      ? REQUEST_ERROR.invalidJson
      : statusCode === 413
        ? REQUEST_ERROR.tooLarge
        : statusCode === 415
          ? REQUEST_ERROR.unsupportedType
          : REQUEST_ERROR.invalidRequest;
  return {
    status: statusCode,
    code: kind,
    message: error instanceof Error ? error.message : 'Bad request',
  };
}

export function notFoundMessage(request: FastifyRequest): string {
  return `${request.method} ${request.url.split('?')[0]} not found`;
}

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);
/** The message of a service's 502–504: a part behind it cannot be reached right now. */
export const UNAVAILABLE = 'Service temporarily unavailable, please try again';
/** SQLSTATE query_canceled: a statement timeout stopped the query; worth retrying. */
const QUERY_CANCELED = '57014';
// A part behind the service (PostgreSQL, PostgREST) cannot be reached right now.
const UNREACHABLE = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|UND_ERR_)/;

/**
 * The answer to an error in a catalogue's shape: its own answer for an error it raised on
 * purpose, the client's error for Fastify's 4xx, else the service's 500 (or 502–504 when a part
 * behind it is unreachable) with no internals. `unexpected` errors are the ones worth a log line.
 */
export function errorAnswer(
  catalogue: ErrorCatalogue,
  error: unknown,
): { answer: ServiceErrorReply; unexpected: boolean } {
  const known = catalogue.known(error);
  if (known) return { answer: known, unexpected: false };
  const client = clientError(error);
  if (client) {
    return {
      answer: catalogue.render(client.status, client.code, client.message),
      unexpected: false,
    };
  }
  const statusCode = errorStatus(error);
  const code = errorCode(error);
  // A proxy wraps the connection error it met (undici's UND_ERR_*, or a cause).
  const unreachable = [code, errorCode(errorCause(error))].some(
    (candidate) => candidate !== undefined && UNREACHABLE.test(candidate),
  );
  const status =
    statusCode !== undefined && UNAVAILABLE_STATUSES.has(statusCode)
      ? statusCode
      : code === QUERY_CANCELED
        ? 504
        : unreachable
          ? 503
          : undefined;
  const answer =
    status !== undefined
      ? catalogue.render(status, 'unavailable', UNAVAILABLE)
      : catalogue.render(500, 'internal_error', 'Unexpected failure, please try again');
  return { answer, unexpected: true };
}

/**
 * Every error inside the service's plugin answers in its catalogue's shape (errorAnswer); an
 * unexpected one is logged with the request id, which its answer carries. Unknown paths under
 * the service's prefix answer its 404 unless `notFound` is false (a proxy that forwards every
 * path).
 */
export function useErrorCatalogue(
  app: FastifyInstance,
  catalogue: ErrorCatalogue,
  options: { notFound?: boolean } = {},
): void {
  app.setErrorHandler((error, request, reply) => {
    const { answer, unexpected } = errorAnswer(catalogue, error);
    if (!unexpected) return sendReply(reply, answer);
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return sendReply(reply, {
      ...answer,
      headers: { ...answer.headers, 'x-request-id': String(request.id) },
    });
  });
  if (options.notFound === false) return;
  // A wildcard route beats the site's page fallback, which would answer index.html.
  app.all('/*', answerRouteNotFound(catalogue));
}

/** The service's 404 for a path it has no route for, in its catalogue's shape. */
export function answerRouteNotFound(catalogue: ErrorCatalogue) {
  return async (request: FastifyRequest, reply: FastifyReply) =>
    sendReply(reply, catalogue.render(404, 'not_found', notFoundMessage(request)));
}
