import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { webDistDir } from '@app/server/platform/project-paths';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';

const gateway = () => inject('gatewayUrl');
const anonKey = () => inject('anonKey');

/** One path per part of the origin: the app, each service, the gateway's own routes. */
const everyPart = () => [
  '/',
  '/tours/some-tour',
  '/rest/v1/tours?select=id&limit=1',
  '/rest/v1/no_such_table',
  '/auth/v1/health',
  '/auth/v1/settings',
  '/storage/v1/object/public/tours/nope.jpg',
  '/functions/v1/health',
  '/health',
  '/config.json',
];

const isApi = (path: string) => /^\/(rest|auth|storage|functions)\/v1\//.test(path);

const get = (path: string, headers: Record<string, string> = {}, base = gateway()) =>
  fetch(`${base}${path}`, { headers: { apikey: anonKey(), ...headers } });

const preflight = (base: string, path: string, origin: string) =>
  fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers':
        'authorization, apikey, content-type, x-client-info, idempotency-key',
    },
  });

const corsPaths = [
  '/rest/v1/tours',
  '/auth/v1/token?grant_type=password',
  '/storage/v1/object/tours/a.jpg',
  '/functions/v1/health',
];

describe('hardening headers', () => {
  it('holds the app and every API to a strict Content-Security-Policy and friends', async () => {
    for (const path of everyPart()) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      if (isApi(path)) {
        // Data, never a page: nothing in it may run or load.
        expect(csp, path).toBe("default-src 'none';frame-ancestors 'none'");
        expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
      } else {
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+';/);
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).not.toContain('unsafe-inline');
        expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      }
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      // Plain HTTP: no HSTS.
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it("allows index.html's inline stylesheet by its hash and a fresh nonce per answer", async () => {
    const nonces: string[] = [];
    for (const path of ['/', '/no-such-page']) {
      const response = await get(path);
      const html = await response.text();
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      expect(styles).toHaveLength(1);
      const hash = createHash('sha256').update(styles[0]!).digest('base64');
      const csp = response.headers.get('content-security-policy')!;
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${hash}' 'nonce-${nonce}'`);
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'nonce-${nonce}'`);
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it('sends HSTS only for requests that came over TLS through a trusted proxy', async () => {
    // The test client is on loopback, which TRUST_PROXY trusts by default.
    const response = await get('/', { 'x-forwarded-proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('keeps the stricter policies of the dev mailbox and the e-mail link redirect', async () => {
    // The operator's address of the mailbox, with its token.
    const mailbox = await fetch(inject('devMailboxUrl'));
    expect(mailbox.status).toBe(200);
    expect(mailbox.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(mailbox.headers.get('referrer-policy')).toBe('no-referrer');
    const verify = await fetch(`${gateway()}/auth/v1/verify?token=nope&type=signup`, {
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('what responses reveal', () => {
  it('names no version, internal address or upstream path in any header', async () => {
    for (const path of [...everyPart(), '/rest/v1/']) {
      const response = await get(path);
      for (const name of ['server', 'x-powered-by', 'content-location', 'via']) {
        expect(response.headers.get(name), `${name} on ${path}`).toBeNull();
      }
      for (const [name, value] of response.headers) {
        expect(value, `${name} on ${path}`).not.toMatch(/127\.0\.0\.1|localhost:\d|postgrest/i);
      }
    }
    // PostgREST's OpenAPI description names its version and its own host:port.
    const root = await get('/rest/v1/');
    expect(await root.text()).not.toMatch(/127\.0\.0\.1:\d+|"version"/);
  });

  it('builds /config.json from the site URL, whatever Host the request names', async () => {
    const { port } = new URL(gateway());
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: '/config.json',
            headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve(text));
          },
        )
        .on('error', reject);
    });
    expect(JSON.parse(body)).toMatchObject({ supabaseUrl: gateway() });
  });
});

describe('CORS by default: the site only', () => {
  it('answers preflights itself and permits no other origin', async () => {
    for (const path of corsPaths) {
      const response = await preflight(gateway(), path, 'https://evil.example');
      expect(response.status, path).toBe(204);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(response.headers.get('server'), path).toBeNull();
    }
  });

  it("drops PostgREST's own permissive CORS headers", async () => {
    const response = await get('/rest/v1/tours?select=id&limit=1', {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    // The gateway's list, not PostgREST's (which names Server and Content-Location).
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'content-range, x-supabase-api-version, x-request-id, retry-after',
    );
  });
});

describe('a production server with SITE_URL and CORS_ORIGINS', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer(
      {
        NODE_ENV: 'production',
        SMTP_URL: smtp.url,
        SITE_URL: 'https://tours.example/',
        CORS_ORIGINS: 'https://partner.example',
        LOG_LEVEL: 'info',
      },
      { logDestination: destination },
    );
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  it('gives the app SITE_URL as its API address', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(await response.json()).toEqual({
      supabaseUrl: 'https://tours.example',
      anonKey: server.keys.anonKey,
    });
  });

  it('lets the listed origin call every API, and no other', async () => {
    for (const path of corsPaths) {
      const allowed = await preflight(server.url, path, 'https://partner.example');
      expect(allowed.status, path).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe(
        'https://partner.example',
      );
      expect(allowed.headers.get('access-control-allow-methods'), path).toContain('POST');
      expect(allowed.headers.get('access-control-allow-headers'), path).toContain(
        'idempotency-key',
      );
      const refused = await preflight(server.url, path, 'https://evil.example');
      expect(refused.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const read = await get(
      '/rest/v1/tours?select=id&limit=1',
      { origin: 'https://partner.example', prefer: 'count=exact' },
      server.url,
    );
    expect(read.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(read.headers.get('access-control-expose-headers')).toContain('content-range');
    // A sign-in form on the listed origin can say how long a rate-limited member waits.
    expect(read.headers.get('access-control-expose-headers')).toContain('retry-after');
  });

  it('serves no source maps', async () => {
    const maps = readdirSync(`${webDistDir}/assets`).filter((file) => file.endsWith('.map'));
    for (const map of maps.slice(0, 3)) {
      expect((await fetch(`${server.url}/assets/${map}`)).status, map).toBe(404);
    }
  });

  it('logs one line per request, without secrets in the URL', async () => {
    const response = await fetch(
      `${server.url}/health?token=secret-one&select=id&refresh_token=secret-two`,
    );
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines.filter((line) => String(line.url).startsWith('/health'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/health?token=redacted&select=id&refresh_token=redacted',
      statusCode: 200,
      reqId: expect.any(String),
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('secret-');
  });
});

describe('LOG_LEVEL=warn', () => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: 'warn' },
      {
        logDestination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString('utf8'));
            done();
          },
        }),
      },
    );
  });
  afterAll(() => server?.dispose());

  it('logs no request lines', async () => {
    expect((await fetch(`${server.url}/health?token=x`)).status).toBe(200);
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.join('')).not.toMatch(/\/health|no-such-page/);
  });
});
