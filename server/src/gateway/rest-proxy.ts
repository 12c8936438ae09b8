import { randomUUID } from 'node:crypto';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { errorCodes, type FastifyBaseLogger } from 'fastify';
import { Pool } from 'undici';
import { countRequest } from '../metrics/http-metrics.js';
import type { ServerMetrics } from '../metrics/registry.js';
import { clientAddressKey } from '../platform/client-address.js';
import { errorCode } from '../platform/error-fields.js';
import { type ErrorCatalogue, errorAnswer, UNAVAILABLE } from '../platform/service-errors.js';
import { writeAccessLine } from './access-log.js';
import type { BrowserPolicy } from './browser-policy.js';
import {
  CATALOGUE_CACHE_CONTROL,
  CATALOGUE_VARY,
  catalogueTag,
  matchesTag,
  PRIVATE_CACHE_CONTROL,
} from './catalogue-cache.js';
import type { CatalogueVersionSource } from './catalogue-version.js';
import { ClientSlots, type ClientSlotsOptions, type SlotRefusal } from './client-slots.js';
import { acceptsGzip, bytesOf, gzipJson, isJson } from './json-gzip.js';
import { HOP_BY_HOP_HEADERS } from './hop-by-hop.js';
import { admitDeclaredBody, closesConnection } from './request-limits.js';
import { requestIdOf } from './request-id.js';
import { findRegexFilter, restBearer } from './rest-request-rules.js';
import { cameOverTls, clientIp, trustedProxies, type TrustedProxies } from './trusted-proxies.js';

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

export const REST_PREFIX = '/rest/v1';
/** CORS preflights (OPTIONS) are the browser policy's, answered by Fastify; others 404 there. */
const PROXIED_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT']);

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
 * without /rest/v1), besides those of the connection.
 */
const DROPPED =
  /^(access-control-|server$|content-location$|connection$|keep-alive$|transfer-encoding$)/i;

/** The client's headers as PostgREST gets them. */
function upstreamHeaders(headers: IncomingHttpHeaders, tag: string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name in headers) {
    const value = headers[name];
    // The body's length is undici's to set: the body goes on read whole.
    if (value === undefined || HOP_BY_HOP_HEADERS.has(name) || name === 'content-length') continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // Tags PostgREST's transaction so its query can be cancelled (private.tag_rest_request).
  kept['x-gateway-request-id'] = tag;
  return kept;
}

function answerHeaders(headers: Record<string, string | string[] | undefined>) {
  const kept: OutgoingHttpHeaders = {};
  for (const name in headers) {
    if (!DROPPED.test(name) && headers[name] !== undefined) kept[name] = headers[name];
  }
  return kept;
}

const catalogueHeaders = (tag: string) => ({
  etag: tag,
  'cache-control': CATALOGUE_CACHE_CONTROL,
});

/** The route label of the metrics, as Fastify's routes named it. */
const routeOf = (path: string) =>
  path === REST_PREFIX || path === `${REST_PREFIX}/` ? path : `${REST_PREFIX}/*`;

export interface RestProxyOptions {
  upstream: string;
  /** Where access lines and failures are written (the gateway's logger). */
  log: FastifyBaseLogger;
  /** Bytes a request body may have (default 1 MiB); larger ones get 413, never PostgREST. */
  bodyLimit?: number;
  /** Cancels PostgREST's query tagged with this id, for a request whose client went away. */
  cancelQuery?: (tag: string) => void;
  /** Requests one client address may have at PostgREST at once; `perClient: 0` for none. */
  clientSlots?: ClientSlotsOptions;
  /** The catalogue's version: without it no answer is cacheable. */
  catalogueVersion?: CatalogueVersionSource;
  /** Hardening and CORS headers of every answer (the gateway's one policy). */
  policy?: BrowserPolicy;
  metrics?: ServerMetrics;
  /** TRUST_PROXY: whose X-Forwarded-For and X-Forwarded-Proto count (default loopback). */
  trustProxy?: string;
}

/** What one request is while it is served. */
interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
  id: string;
  path: string;
}

/**
 * /rest/v1 → PostgREST, served from the gateway's `node:http` handler ahead of Fastify, whose
 * request and reply objects, hooks and router cost more per request than the whole proxying
 * (issue 32: bench/RESULTS.md). It does what the gateway's hooks do for Fastify's routes: request
 * id, browser policy, body limit, access line, metrics, the service's error shape. Answers are
 * streamed with PostgREST's status and headers; JSON is gzipped here (json-gzip.ts), cacheable
 * catalogue reads get an entity tag and a 304 that costs no query.
 */
export class RestProxy {
  readonly #options: RestProxyOptions;
  readonly #pool: Pool;
  readonly #slots: ClientSlots | undefined;
  readonly #trusted: TrustedProxies;
  readonly #bodyLimit: number;
  #closing = false;

  constructor(options: RestProxyOptions) {
    this.#options = options;
    this.#pool = new Pool(options.upstream, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 30_000,
    });
    this.#slots =
      options.clientSlots && options.clientSlots.perClient > 0
        ? new ClientSlots(options.clientSlots)
        : undefined;
    this.#trusted = trustedProxies(options.trustProxy ?? 'loopback');
    this.#bodyLimit = options.bodyLimit ?? 1024 * 1024;
  }

  /** Whether this request is the proxy's: under /rest/v1, and not a CORS preflight. */
  handles(request: IncomingMessage): boolean {
    const url = request.url ?? '';
    if (!url.startsWith(REST_PREFIX) || !PROXIED_METHODS.has(request.method ?? '')) return false;
    const next = url.charCodeAt(REST_PREFIX.length);
    // '/', '?' or the end: /rest/v1foo is not the API.
    return Number.isNaN(next) || next === 47 || next === 63;
  }

  serve(request: IncomingMessage, response: ServerResponse): void {
    const started = performance.now();
    const url = request.url ?? REST_PREFIX;
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const exchange: Exchange = { request, response, id: requestIdOf(request), path };
    response.setHeader('x-request-id', exchange.id);
    response.once('close', () => this.#account(exchange, performance.now() - started));
    const { policy } = this.#options;
    if (policy) {
      policy.harden(response, cameOverTls(request, this.#trusted), true);
      policy.allowOrigin(request.headers.origin, response);
    }
    this.#forward(exchange, queryStart === -1 ? '' : url.slice(queryStart + 1)).catch(
      (error: unknown) => this.#fail(exchange, error),
    );
  }

  /** New requests are answered 503 from now on (Fastify's return503OnClosing). */
  startClosing(): void {
    this.#closing = true;
  }

  /** Waits for the requests at PostgREST, then closes the pool. */
  async close(): Promise<void> {
    this.#closing = true;
    await this.#pool.close();
  }

  async #forward(exchange: Exchange, query: string): Promise<void> {
    const { request, response } = exchange;
    if (this.#closing) {
      const { status, body } = postgrestErrorCatalogue.render(503, 'unavailable', UNAVAILABLE);
      return this.#sendJson(exchange, status, body, {
        connection: 'close',
        'cache-control': 'no-store',
      });
    }
    admitDeclaredBody(request, response, this.#bodyLimit);

    // Refusals PostgREST would not make, before a pooled connection is taken.
    const bearer = restBearer(request.headers.authorization, Math.floor(Date.now() / 1000));
    if (bearer.isExpired) {
      return this.#sendJson(exchange, 401, EXPIRED_TOKEN.body, EXPIRED_TOKEN.headers);
    }
    const regexKey = bearer.isServiceRole ? undefined : findRegexFilter(query);
    if (regexKey !== undefined) return this.#sendJson(exchange, 403, regexRefusal(regexKey));
    const catalogue = catalogueTag(
      { method: request.method ?? 'GET', url: exchange.path, headers: request.headers },
      bearer.isAnonymous,
      this.#options.catalogueVersion,
    );
    // Nothing changed since the caller's copy: no slot, no query.
    if (catalogue !== undefined && matchesTag(request.headers['if-none-match'], catalogue)) {
      response.writeHead(304, { ...catalogueHeaders(catalogue), vary: this.#vary(response, true) });
      response.end();
      return;
    }

    // A tag of our own, not the request id, which a client might one day choose.
    const tag = randomUUID();
    const { cancelQuery } = this.#options;
    if (cancelQuery) {
      response.once('close', () => {
        if (!response.writableFinished) cancelQuery(tag);
      });
    }
    if (this.#slots && !(await this.#takeSlot(exchange))) return;

    const body = await this.#readBody(exchange);
    if (body === false) return;
    const below = exchange.path.slice(REST_PREFIX.length) || '/';
    if (!staysInRoot(below)) throw invalidPath();
    const answer = await this.#pool.request({
      method: request.method as 'GET',
      // The query goes to PostgREST exactly as the client sent it.
      path: query ? `${below}?${query}` : below,
      headers: upstreamHeaders(request.headers, tag),
      body,
    });
    await this.#answer(exchange, answer, catalogue);
  }

  /** A turn among the client's requests at PostgREST; false when it was refused or left. */
  async #takeSlot(exchange: Exchange): Promise<boolean> {
    const { request, response } = exchange;
    try {
      const release = await this.#slots!.acquire(
        clientAddressKey(clientIp(request, this.#trusted)),
        (withdraw) => response.once('close', withdraw),
      );
      response.once('close', release);
      return true;
    } catch (reason) {
      if (reason === ('abandoned' satisfies SlotRefusal)) return false;
      this.#sendJson(exchange, 429, busyRefusal, {
        'retry-after': '1',
        'cache-control': 'no-store',
      });
      return false;
    }
  }

  /**
   * The request's body, read whole up to the limit (declared or chunked alike): PostgREST reads
   * a whole body into memory, so an unbounded one would land there. null for none; false when
   * the client left or the body was refused (answered already).
   */
  #readBody(exchange: Exchange): Promise<Buffer | null | false> {
    const { request } = exchange;
    if (request.headers['content-length'] === undefined && !request.headers['transfer-encoding']) {
      return Promise.resolve(null);
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = () => {
        request.removeListener('data', onData);
        request.removeListener('end', onEnd);
        request.removeListener('error', onError);
        request.removeListener('aborted', onAborted);
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > this.#bodyLimit) {
          stop();
          // The rest of the body is never read: the answer closes the connection.
          reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
          return;
        }
        chunks.push(chunk);
      };
      const onEnd = () => {
        stop();
        resolve(Buffer.concat(chunks, size));
      };
      const onError = (error: Error) => {
        stop();
        reject(error);
      };
      const onAborted = () => {
        stop();
        resolve(false);
      };
      request.on('data', onData);
      request.once('end', onEnd);
      request.once('error', onError);
      request.once('aborted', onAborted);
    });
  }

  async #answer(
    exchange: Exchange,
    answer: Awaited<ReturnType<Pool['request']>>,
    catalogue: string | undefined,
  ): Promise<void> {
    const { request, response } = exchange;
    const status = answer.statusCode;
    const headers = answerHeaders(answer.headers);
    const cacheable = catalogue !== undefined && (status === 200 || status === 206);
    if (cacheable) Object.assign(headers, catalogueHeaders(catalogue));
    else headers['cache-control'] = PRIVATE_CACHE_CONTROL;
    const json = isJson(headers['content-type']);
    if (json || cacheable) headers.vary = this.#vary(response, cacheable);

    if (status === 500) return this.#sendServerError(exchange, headers, answer.body);
    if (
      request.method === 'HEAD' ||
      !json ||
      headers['content-encoding'] ||
      !acceptsGzip(request.headers['accept-encoding'])
    ) {
      response.writeHead(status, headers);
      return this.#stream(exchange, answer.body);
    }
    // Nothing has left yet if this throws: PostgREST's failure is answered as one (503).
    const gzipped = await gzipJson(answer.body);
    delete headers['content-length'];
    if (gzipped.kind === 'stream') {
      headers['content-encoding'] = 'gzip';
      response.writeHead(status, headers);
      // Out now, not with gzip's first block: a break later is always a cut body after a status.
      response.flushHeaders();
      return this.#stream(exchange, gzipped.stream);
    }
    if (gzipped.encoded) headers['content-encoding'] = 'gzip';
    headers['content-length'] = gzipped.bytes.length;
    response.writeHead(status, headers);
    response.end(gzipped.bytes);
  }

  /** PostgREST's 500 for a cancelled query, which a client should retry: 504 instead. */
  async #sendServerError(exchange: Exchange, headers: OutgoingHttpHeaders, body: Readable) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      const bytes = bytesOf(chunk);
      size += bytes.length;
      if (size > ERROR_BODY_BYTES) break;
      chunks.push(bytes);
    }
    const text = Buffer.concat(chunks);
    let code: string | undefined;
    try {
      code = errorCode(JSON.parse(text.toString('utf8')));
    } catch {
      code = undefined;
    }
    delete headers['content-encoding'];
    headers['content-length'] = text.length;
    exchange.response.writeHead(code === STATEMENT_CANCELLED ? 504 : 500, headers);
    exchange.response.end(text);
  }

  /** Streams an answer whose head has left; a break cuts the connection, as nothing else can. */
  #stream(exchange: Exchange, body: Readable) {
    pipeline(body, exchange.response, (error) => {
      if (error) exchange.response.destroy();
    });
  }

  /** Vary: the policy's Origin, and what changes PostgREST's answer or its encoding. */
  #vary(response: ServerResponse, catalogue: boolean): string {
    const origin = response.getHeader('vary');
    const own = catalogue ? CATALOGUE_VARY : 'Accept-Encoding';
    return origin ? `${String(origin)}, ${own}` : own;
  }

  #sendJson(
    exchange: Exchange,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    const { request, response } = exchange;
    const bytes = Buffer.from(JSON.stringify(body));
    if (closesConnection(status, request)) response.setHeader('connection', 'close');
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': bytes.length,
      ...headers,
    });
    response.end(bytes);
  }

  #fail(exchange: Exchange, error: unknown): void {
    const { response } = exchange;
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const { answer, unexpected } = errorAnswer(postgrestErrorCatalogue, error);
    if (unexpected) this.#options.log.error({ err: error, reqId: exchange.id }, 'request failed');
    this.#sendJson(exchange, answer.status, answer.body, {
      'cache-control': 'no-store',
      ...answer.headers,
    });
  }

  #account(exchange: Exchange, elapsedMs: number): void {
    const { request, response } = exchange;
    const method = request.method ?? 'GET';
    const statusCode = response.statusCode;
    const { metrics, log } = this.#options;
    if (metrics)
      countRequest(metrics, { method, route: routeOf(exchange.path), statusCode, elapsedMs });
    writeAccessLine(log, {
      reqId: exchange.id,
      method,
      url: request.url ?? '',
      statusCode,
      elapsedMs,
    });
  }
}
