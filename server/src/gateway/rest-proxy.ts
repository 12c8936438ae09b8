import { randomUUID } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { type ErrorCatalogue, useErrorCatalogue } from '../platform/service-errors.js';

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

/**
 * PostgREST's headers the gateway does not pass on: its own CORS answer (allow-origin `*`; the
 * gateway's one policy decides), `Server` (its version) and `Content-Location` (its own path,
 * without /rest/v1).
 */
const DROPPED = /^(access-control-|server$|content-location$)/i;

function withoutUpstreamHeaders<T extends Record<string, unknown>>(headers: T): T {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED.test(name))) as T;
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
}

export async function restProxy(app: FastifyInstance, options: RestProxyOptions) {
  const { upstream, bodyLimit = 1024 * 1024, cancelQuery } = options;
  useErrorCatalogue(app, postgrestErrorCatalogue, { notFound: false });
  const compressed = new WeakSet<object>();

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
        const headers = withoutUpstreamHeaders(upstreamHeaders);
        if (
          !request ||
          !acceptsGzip(request) ||
          !isJson(headers['content-type']) ||
          headers['content-encoding']
        ) {
          return headers;
        }
        compressed.add(request);
        const { 'content-length': _length, ...rest } = headers;
        return { ...rest, 'content-encoding': 'gzip', vary: 'Accept-Encoding' };
      },
      onResponse(request, reply, response) {
        if (!compressed.has(request)) return reply.send(response.stream);
        const gzip = createGzip();
        pipeline(response.stream, gzip, () => undefined);
        return reply.send(gzip);
      },
    },
  });
}
