import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';
import { Readable } from 'node:stream';
import fastifyReplyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../platform/client-address.js';
import { errorCode } from '../platform/error-fields.js';
import { type ErrorCatalogue, useErrorCatalogue } from '../platform/service-errors.js';
import {
  CATALOGUE_CACHE_CONTROL,
  CATALOGUE_VARY,
  catalogueTag,
  matchesTag,
  PRIVATE_CACHE_CONTROL,
} from './catalogue-cache.js';
import type { CatalogueVersionSource } from './catalogue-version.js';
import { ClientSlots, type ClientSlotsOptions, type SlotRefusal } from './client-slots.js';
import { acceptsGzip, bytesOf, type GzipResult, gzipJson, isJson } from './json-gzip.js';
import { findRegexFilter, restBearer } from './rest-request-rules.js';

/** PostgREST's error shape, for failures of the proxy itself (PostgREST unreachable). */
export const postgrestErrorCatalogue: ErrorCatalogue = {
  known: () => undefined,
  render: (status, code, message) => ({
    status,
    body: { code, details: null, hint: null, message },
  }),
};

/** PostgREST's own answer to an expired token, given without its 30 s of clock-skew leeway. */
const EXPIRED_TOKEN = {
  headers: { 'www-authenticate': 'Bearer error="invalid_token", error_description="JWT expired"' },
  body: { code: 'PGRST301', details: null, hint: null, message: 'JWT expired' },
};

const regexRefusal = (key: string) => ({
  code: 'regex_filter_not_allowed',
  details: `The filter on "${key}" uses match or imatch.`,
  hint: 'Filter with eq, ilike or fts instead; regular expressions need the service key.',
  message: 'Regular-expression filters are not allowed',
});

const busyRefusal = {
  code: 'too_many_requests',
  details: null,
  hint: 'Wait a moment and try again.',
  message: 'Too many requests at once from this address',
};

/** How long a /rest/v1 request waits for one of its client's turns before a 429. */
export const REST_QUEUE_WAIT_MS = 2000;

/** SQLSTATE query_canceled: the statement timeout (or a cancel) stopped the query. */
const STATEMENT_CANCELLED = '57014';
const ERROR_BODY_BYTES = 64 * 1024;

/** PostgREST's 500 for a cancelled query, which a client should retry: 504 instead. */
async function sendServerError(
  reply: {
    code(status: number): unknown;
    send(payload: unknown): unknown;
    removeHeader(name: string): unknown;
  },
  body: Readable,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const bytes = bytesOf(chunk);
      size += bytes.length;
      if (size > ERROR_BODY_BYTES) break;
      chunks.push(bytes);
    }
  } catch (error) {
    return reply.send(error);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let code: string | undefined;
  try {
    code = errorCode(JSON.parse(text));
  } catch {
    code = undefined;
  }
  if (code === STATEMENT_CANCELLED) reply.code(504);
  for (const name of ['content-encoding', 'vary']) reply.removeHeader(name);
  return reply.send(Buffer.from(text));
}

/** Sends a JSON answer gzipped (json-gzip.ts), or PostgREST's failure while nothing has left. */
async function sendGzipped(
  reply: { send(payload: unknown): unknown; removeHeader(name: string): unknown },
  body: Readable,
) {
  let gzipped: GzipResult;
  try {
    gzipped = await gzipJson(body);
  } catch (error) {
    // Nothing has left yet: PostgREST's failure is answered as one (503, its error shape).
    for (const name of ['content-encoding', 'content-range', 'vary']) reply.removeHeader(name);
    return reply.send(error);
  }
  if (gzipped.kind === 'stream') return reply.send(gzipped.stream);
  if (!gzipped.encoded) reply.removeHeader('content-encoding');
  return reply.send(gzipped.bytes);
}

const REST_PREFIX = '/rest/v1';
const PROXIED_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/**
 * A path that stays below PostgREST's root however it is decoded: no `..` segment, no `//` that
 * a URL parser would read as another host (@fastify/http-proxy's rule, without its three URLs).
 */
function staysInRoot(path: string): boolean {
  const normalized = path.replace(/[\t\n\r\0]/g, '').replaceAll('\\', '/');
  if (normalized.startsWith('//')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(normalized);
  } catch {
    return false;
  }
  return !decoded.replaceAll('\\', '/').split('/').includes('..');
}

const invalidPath = () =>
  Object.assign(new Error('The path leaves the REST API'), { statusCode: 400 });

/**
 * PostgREST's headers the gateway does not pass on: its own CORS answer (allow-origin `*`; the
 * gateway's one policy decides), `Server` (its version) and `Content-Location` (its own path,
 * without /rest/v1).
 */
const DROPPED = /^(access-control-|server$|content-location$)/i;

function withoutUpstreamHeaders(
  headers: IncomingHttpHeaders | Http2IncomingHttpHeaders,
): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const name in headers) {
    if (!DROPPED.test(name)) kept[name] = headers[name];
  }
  return kept;
}

/**
 * /rest/v1 → PostgREST, streamed, with status and headers as PostgREST sent them. JSON bodies
 * are gzipped here because @fastify/compress leaves every response with a Content-Range alone
 * (it assumes byte ranges), and PostgREST puts a row range on nearly all of them.
 */
export interface RestProxyOptions {
  upstream: string;
  /** Bytes a request body may have (default 1 MiB); larger ones get 413, never PostgREST. */
  bodyLimit?: number;
  /** Cancels PostgREST's query tagged with this id, for a request whose client went away. */
  cancelQuery?: (tag: string) => void;
  /** Requests one client address may have at PostgREST at once; `perClient: 0` for none. */
  clientSlots?: ClientSlotsOptions;
  /** The catalogue's version: without it no answer is cacheable. */
  catalogueVersion?: CatalogueVersionSource;
}

const catalogueHeaders = (tag: string) => ({
  etag: tag,
  'cache-control': CATALOGUE_CACHE_CONTROL,
  vary: CATALOGUE_VARY,
});

export async function restProxy(app: FastifyInstance, options: RestProxyOptions) {
  const { upstream, bodyLimit = 1024 * 1024, cancelQuery } = options;
  const slots =
    options.clientSlots && options.clientSlots.perClient > 0
      ? new ClientSlots(options.clientSlots)
      : undefined;
  useErrorCatalogue(app, postgrestErrorCatalogue, { notFound: false });
  const compressed = new WeakSet<object>();
  // The tag each cacheable request was given when it arrived: an answer read after a change is
  // never labelled with a version older than its data.
  const catalogueTags = new WeakMap<object, string>();

  // Bodies are read here, up to the limit (Content-Length or chunked alike), then streamed on:
  // PostgREST reads a whole body into memory, so an unbounded one would land there.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = bodyLimit;
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, Readable.from([body]));
  });

  // Refusals PostgREST would not make, before a pooled connection is taken. A request that goes
  // on gets a tag of our own, not the request id, which a client might one day choose.
  const tags = new WeakMap<object, string>();
  app.addHook('onRequest', async (request, reply) => {
    const bearer = restBearer(request.headers.authorization, Math.floor(Date.now() / 1000));
    if (bearer.isExpired) {
      return reply.code(401).headers(EXPIRED_TOKEN.headers).send(EXPIRED_TOKEN.body);
    }
    const query = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
    const regexKey = bearer.isServiceRole ? undefined : findRegexFilter(query);
    if (regexKey !== undefined) return reply.code(403).send(regexRefusal(regexKey));
    const catalogue = catalogueTag(request, bearer.isAnonymous, options.catalogueVersion);
    if (catalogue !== undefined) {
      catalogueTags.set(request, catalogue);
      // Nothing changed since the caller's copy: no slot, no query.
      if (matchesTag(request.headers['if-none-match'], catalogue)) {
        return reply.code(304).headers(catalogueHeaders(catalogue)).send();
      }
    }

    const tag = randomUUID();
    tags.set(request, tag);
    if (!cancelQuery) return;
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) cancelQuery(tag);
    });
  });

  if (slots) {
    app.addHook('onRequest', async (request, reply) => {
      try {
        const release = await slots.acquire(clientAddressKey(request.ip), (withdraw) =>
          reply.raw.once('close', withdraw),
        );
        reply.raw.once('close', release);
      } catch (reason) {
        if (reason === ('abandoned' satisfies SlotRefusal)) return reply;
        return reply
          .code(429)
          .headers({ 'retry-after': '1', 'cache-control': 'no-store' })
          .send(busyRefusal);
      }
    });
  }

  // reply-from alone, without @fastify/http-proxy's routes, which parse and rebuild each query
  // and build three URLs per request to check a path (staysInRoot does that here).
  await app.register(fastifyReplyFrom, {
    base: upstream,
    // Two info lines per request otherwise; the access log has one.
    disableRequestLogging: true,
    undici: { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 },
  });
  const replyOptions: FastifyReplyFromHooks = {
    rewriteRequestHeaders(request, headers) {
      // The body has been read already (undici refuses Expect); the id tags PostgREST's
      // transaction so its query can be cancelled (private.tag_rest_request). `headers` is
      // reply-from's own copy.
      delete headers.expect;
      headers['x-gateway-request-id'] = tags.get(request) ?? randomUUID();
      return headers;
    },
    rewriteHeaders(upstreamHeaders, request) {
      const headers = withoutUpstreamHeaders(upstreamHeaders);
      const catalogue = request && catalogueTags.get(request);
      if (catalogue) Object.assign(headers, catalogueHeaders(catalogue));
      else headers['cache-control'] = PRIVATE_CACHE_CONTROL;
      if (
        !request ||
        request.method === 'HEAD' ||
        !acceptsGzip(request.headers['accept-encoding']) ||
        !isJson(headers['content-type']) ||
        headers['content-encoding']
      ) {
        return headers;
      }
      compressed.add(request);
      // The length, and PostgREST's chunking, are the gateway's to decide for the new body.
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      headers['content-encoding'] = 'gzip';
      headers.vary = catalogue ? CATALOGUE_VARY : 'Accept-Encoding';
      return headers;
    },
    onResponse(request, reply, response) {
      if (
        catalogueTags.has(request) &&
        response.statusCode !== 200 &&
        response.statusCode !== 206
      ) {
        reply.removeHeader('etag');
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      }
      if (response.statusCode === 500) return void sendServerError(reply, response.stream);
      if (!compressed.has(request)) return reply.send(response.stream);
      void sendGzipped(reply, response.stream);
    },
  };
  // The path below /rest/v1 goes to PostgREST's root; reply-from takes the query from the
  // request's own URL, as it came.
  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    const end = request.url.indexOf('?');
    const path = request.url.slice(REST_PREFIX.length, end === -1 ? undefined : end) || '/';
    if (!staysInRoot(path)) throw invalidPath();
    return reply.from(path, replyOptions);
  };
  for (const url of [REST_PREFIX, `${REST_PREFIX}/`, `${REST_PREFIX}/*`]) {
    app.route({ method: PROXIED_METHODS, url, handler: forward });
  }
}
