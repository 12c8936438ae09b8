import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingHttpHeaders as Http2IncomingHttpHeaders } from 'node:http2';
import { pipeline, Readable } from 'node:stream';
import { constants, createGzip, gzipSync } from 'node:zlib';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
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
import { findRegexFilter, restBearer } from './rest-request-rules.js';

/** PostgREST's error shape, for failures of the proxy itself (PostgREST unreachable). */
export const postgrestErrorCatalogue: ErrorCatalogue = {
  known: () => undefined,
  render: (status, code, message) => ({
    status,
    body: { code, details: null, hint: null, message },
  }),
};

const acceptsGzip = (request: { headers: Record<string, unknown> }) =>
  /\bgzip\b(?!;\s*q=0(\.0+)?\b)/i.test(String(request.headers['accept-encoding'] ?? ''));

const isJson = (contentType: unknown) => /json/i.test(String(contentType ?? ''));

/** A chunk of a body read from a socket: bytes (no encoding is ever set on these streams). */
const bytesOf = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));

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

/** nginx's default: on pages of cards, within 2 % of level 6's size at about 60 % of its CPU. */
const GZIP = { level: constants.Z_BEST_SPEED };
/** Smaller answers go out as they are, like the site's own routes (@fastify/compress). */
const GZIP_THRESHOLD_BYTES = 1024;
/** Answers up to this size are compressed whole; larger ones (admin lists) stream. */
const WHOLE_BODY_BYTES = 64 * 1024;

/**
 * Sends a JSON answer gzipped. An answer that ends within WHOLE_BODY_BYTES (nearly all: a page
 * of cards is 5–20 KB) is compressed in one call, about a third of the CPU of a zlib stream
 * (its set-up and thread-pool round trips), and goes out with its length; a larger one streams
 * through gzip.
 */
async function sendGzipped(
  reply: { send(payload: unknown): unknown; removeHeader(name: string): unknown },
  body: Readable,
) {
  const chunks = body[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  try {
    while (size <= WHOLE_BODY_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        const whole = Buffer.concat(head, size);
        if (size >= GZIP_THRESHOLD_BYTES) return reply.send(gzipSync(whole, GZIP));
        reply.removeHeader('content-encoding');
        return reply.send(whole);
      }
      const bytes = bytesOf(next.value);
      head.push(bytes);
      size += bytes.length;
    }
  } catch (error) {
    // Nothing has left yet: PostgREST's failure is answered as one (503, its error shape).
    for (const name of ['content-encoding', 'content-range', 'vary']) reply.removeHeader(name);
    return reply.send(error);
  }
  async function* rest() {
    yield* head;
    yield* { [Symbol.asyncIterator]: () => chunks };
  }
  const gzip = createGzip(GZIP);
  pipeline(Readable.from(rest()), gzip, () => undefined);
  return reply.send(gzip);
}

/**
 * PostgREST's headers the gateway does not pass on: its own CORS answer (allow-origin `*`; the
 * gateway's one policy decides), `Server` (its version) and `Content-Location` (its own path,
 * without /rest/v1).
 */
const DROPPED = /^(access-control-|server$|content-location$)/i;

function withoutUpstreamHeaders(
  headers: IncomingHttpHeaders | Http2IncomingHttpHeaders,
): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED.test(name)));
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

  // A tag of our own per request, not the request id, which a client might one day choose.
  const tags = new WeakMap<object, string>();
  app.addHook('onRequest', async (request, reply) => {
    const tag = randomUUID();
    tags.set(request, tag);
    if (!cancelQuery) return;
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) cancelQuery(tag);
    });
  });

  // Refusals PostgREST would not make, before a pooled connection is taken.
  app.addHook('onRequest', async (request, reply) => {
    const bearer = restBearer(request.headers.authorization, Math.floor(Date.now() / 1000));
    if (bearer.isExpired) {
      return reply.code(401).headers(EXPIRED_TOKEN.headers).send(EXPIRED_TOKEN.body);
    }
    const query = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
    const regexKey = bearer.isServiceRole ? undefined : findRegexFilter(query);
    if (regexKey !== undefined) return reply.code(403).send(regexRefusal(regexKey));
    const tag = catalogueTag(request, bearer.isAnonymous, options.catalogueVersion);
    if (tag === undefined) return;
    catalogueTags.set(request, tag);
    // Nothing changed since the caller's copy: no slot, no query.
    if (matchesTag(request.headers['if-none-match'], tag)) {
      return reply.code(304).headers(catalogueHeaders(tag)).send();
    }
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

  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: '/rest/v1',
    rewritePrefix: '',
    proxyPayloads: false,
    undici: { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 },
    replyOptions: {
      rewriteRequestHeaders(request, headers) {
        // The body has been read already (undici refuses Expect); the id tags PostgREST's
        // transaction so its query can be cancelled (private.tag_rest_request).
        const { expect: _expect, ...rest } = headers;
        return { ...rest, 'x-gateway-request-id': tags.get(request) ?? randomUUID() };
      },
      rewriteHeaders(upstreamHeaders, request) {
        const tag = request && catalogueTags.get(request);
        const headers = {
          ...withoutUpstreamHeaders(upstreamHeaders),
          ...(tag ? catalogueHeaders(tag) : { 'cache-control': PRIVATE_CACHE_CONTROL }),
        };
        if (
          !request ||
          request.method === 'HEAD' ||
          !acceptsGzip(request) ||
          !isJson(headers['content-type']) ||
          headers['content-encoding']
        ) {
          return headers;
        }
        compressed.add(request);
        // The length, and PostgREST's chunking, are the gateway's to decide for the new body.
        const { 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = headers;
        return {
          ...rest,
          'content-encoding': 'gzip',
          vary: tag ? CATALOGUE_VARY : 'Accept-Encoding',
        };
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
    },
  });
}
