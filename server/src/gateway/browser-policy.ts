import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

export interface BrowserPolicyOptions {
  /** Browser origins besides the site's own that may call the APIs (CORS_ORIGINS); none by default. */
  corsOrigins: readonly string[];
  /** CSP sources for the built index.html's inline stylesheet ('sha256-…'). */
  inlineStyleHashes: readonly string[];
}

const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
/** Random bytes drawn a page at a time: one call to the system's generator per 256 nonces. */
const entropy = { bytes: Buffer.alloc(0), used: 0 };

function freshNonce(): string {
  if (entropy.used + NONCE_BYTES > entropy.bytes.length) {
    entropy.bytes = randomBytes(NONCE_BYTES * 256);
    entropy.used = 0;
  }
  const nonce = entropy.bytes.toString('base64', entropy.used, entropy.used + NONCE_BYTES);
  entropy.used += NONCE_BYTES;
  return nonce;
}

/** One fresh nonce per answer, made when its CSP header is written. */
function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}

/** This answer's CSP nonce (script-src and style-src): index.html carries it. */
export const cspNonce = (reply: FastifyReply) => nonceOf(reply.raw);

/** Stands for the answer's nonce in the headers built once; base64 never holds a `!`. */
const NONCE_PLACEHOLDER = '!nonce!';
const nonceSource = () => `'nonce-${NONCE_PLACEHOLDER}'`;

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The headers a middleware sets, read once by running it against a stand-in answer. helmet's
 * headers are the same on every answer but for the CSP nonce, which stays a placeholder here.
 */
function headersOf(middleware: Middleware): Array<[string, string]> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let ran = false;
  middleware(request, response, () => {
    ran = true;
  });
  if (!ran) throw new Error('the hardening headers could not be built');
  return response.getHeaderNames().map((name) => [name, String(response.getHeader(name))]);
}

/** Sent only on requests that arrived over TLS (directly, or from a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Response headers a browser may read on a cross-origin answer of the APIs. */
const EXPOSED_HEADERS = ['content-range', 'x-supabase-api-version', 'x-request-id', 'retry-after'];

/**
 * The services' prefixes: their answers are data (JSON, files), never a page of the app, and
 * get the policy of an API (decision 055).
 */
const API_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1'];

/** Whether a path is one of the services' rather than the app's or the gateway's own. */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => {
    if (!url.startsWith(prefix)) return false;
    const next = url.charAt(prefix.length);
    return next === '' || next === '/' || next === '?';
  });
}

/**
 * What the browser must hold every answer of this origin to: hardening headers (helmet), built
 * once, and one CORS policy. Fastify's routes get it through registerBrowserPolicy; the raw
 * /rest/v1 handler (rest-proxy.ts) applies it to its answers itself.
 */
export class BrowserPolicy {
  readonly corsOrigins: readonly string[];
  readonly #documentHardening: ReadonlyArray<readonly [string, string[]]>;
  readonly #apiHardening: ReadonlyArray<readonly [string, string]>;
  readonly #exposed = EXPOSED_HEADERS.join(', ');

  constructor(options: BrowserPolicyOptions) {
    this.corsOrigins = options.corsOrigins;
    // Built once: helmet's middleware would write the whole policy again on every answer; only
    // the nonce changes from one answer to the next.
    this.#documentHardening = headersOf(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            'default-src': ["'self'"],
            'base-uri': ["'self'"],
            'connect-src': ["'self'"],
            'font-src': ["'self'"],
            'form-action': ["'self'"],
            'frame-ancestors': ["'none'"],
            // blob: the 360° viewer shows the panorama it fetched as a Blob (decision 032).
            'img-src': ["'self'", 'data:', 'blob:'],
            'object-src': ["'none'"],
            // The nonce lets the app's own run-time <style> elements in (Radix's scroll lock
            // reads it from index.html); the hash admits index.html's stylesheet wherever it is
            // served.
            'script-src': ["'self'", nonceSource],
            'script-src-attr': ["'none'"],
            'style-src': ["'self'", ...options.inlineStyleHashes, nonceSource],
          },
        },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
        // Only over TLS, below: on plain HTTP it would be ignored or, behind a misconfigured
        // proxy, pin a site that has no certificate.
        strictTransportSecurity: false,
      }),
    ).map(([name, value]) => [name, value.split(NONCE_PLACEHOLDER)] as const);
    // An API's answer is never a page: nothing in it may run or load, nor be framed, sniffed or
    // read by another site's page. The headers that only a document heeds are left out.
    this.#apiHardening = headersOf(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
        },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
        strictTransportSecurity: false,
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
      }),
    );
  }

  /**
   * The hardening headers, on the raw answer as helmet set them (a route's own header wins):
   * an API's (`api`) or a page's, whose CSP carries the answer's nonce.
   */
  harden(response: ServerResponse, overTls: boolean, api = false): void {
    if (overTls) response.setHeader('strict-transport-security', HSTS);
    if (api) {
      for (const [name, value] of this.#apiHardening) response.setHeader(name, value);
      return;
    }
    for (const [name, parts] of this.#documentHardening) {
      response.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonceOf(response)));
    }
  }

  /**
   * CORS headers of an answer that is not a preflight, as @fastify/cors writes them for the
   * routes Fastify serves: the origin only when it is listed, always Vary: Origin.
   */
  allowOrigin(origin: string | undefined, response: ServerResponse): void {
    response.setHeader('vary', 'Origin');
    if (origin !== undefined && this.corsOrigins.includes(origin)) {
      response.setHeader('access-control-allow-origin', origin);
    }
    response.setHeader('access-control-expose-headers', this.#exposed);
  }
}

/**
 * The policy for every route Fastify serves, registered once before every service and the site:
 * the hardening headers, and @fastify/cors for /auth, /storage, /functions and every preflight.
 * A route may still set a stricter header of its own (the dev mailbox's CSP, /auth/v1/verify's
 * Referrer-Policy): Fastify's headers win over these.
 */
export async function registerBrowserPolicy(app: FastifyInstance, policy: BrowserPolicy) {
  app.addHook('onRequest', (request, reply, done) => {
    policy.harden(reply.raw, request.protocol === 'https', isApiPath(request.url));
    done();
  });

  // Same origin only unless CORS_ORIGINS names others. The gateway answers every preflight
  // itself (PostgREST's own permissive CORS headers are dropped by the REST proxy).
  await app.register(fastifyCors, {
    origin: [...policy.corsOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Unset: the headers a preflight asks for are allowed (supabase-js sends several of its
    // own); only the listed origins get an answer a browser accepts. Retry-After: how long a
    // rate-limited client waits, which the sign-in form counts down.
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}
