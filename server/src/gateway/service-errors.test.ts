import Fastify from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { authErrorCatalogue } from '../auth/auth-error.js';
import { functionErrorCatalogue } from '../functions/function-errors.js';
import { storageErrorCatalogue } from '../storage/storage-errors.js';
import { findFreePort } from '../platform/free-port.js';
import { type ErrorCatalogue, useErrorCatalogue } from '../platform/service-errors.js';
import { postgrestErrorCatalogue } from './rest-proxy.js';
import { listenRestProxy } from './rest-proxy-test-kit.js';

const INTERNAL = 'connect ECONNREFUSED 127.0.0.1:37429';

async function appWith(catalogue: ErrorCatalogue) {
  const logged: string[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  });
  await app.register(
    async (service) => {
      useErrorCatalogue(service, catalogue);
      service.get('/boom', async () => {
        throw new TypeError(INTERNAL);
      });
      service.get('/slow', async () => {
        // What pg throws when a statement timeout cancels a query.
        throw Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        });
      });
      service.post('/echo', async (request) => request.body);
    },
    { prefix: '/svc' },
  );
  return { app, logged };
}

describe.each([
  ['auth (GoTrue)', authErrorCatalogue, { code: 500, error_code: 'unexpected_failure' }],
  ['storage (storage-api)', storageErrorCatalogue, { statusCode: '500', error: 'internal' }],
  ['functions', functionErrorCatalogue, { code: 'internal_error' }],
  ['rest (PostgREST)', postgrestErrorCatalogue, { code: 'internal_error', hint: null }],
])('the %s error catalogue', (_name, catalogue, shape500) => {
  it('answers an unknown failure in its own 500 shape, logged with the request id, no internals', async () => {
    const { app, logged } = await appWith(catalogue);
    const response = await app.inject({ method: 'GET', url: '/svc/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject(shape500);
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .*\.ts/);
    const requestId = String(response.headers['x-request-id']);
    expect(logged.find((line) => line.includes(INTERNAL))).toContain(requestId);
    await app.close();
  });

  it('answers a query stopped by the statement timeout as 504, which clients retry', async () => {
    const { app } = await appWith(catalogue);
    const response = await app.inject({ method: 'GET', url: '/svc/slow' });
    expect(response.statusCode).toBe(504);
    expect(response.body).not.toMatch(/canceling statement/);
    await app.close();
  });

  it('answers unknown paths, malformed and oversized bodies in its own shape', async () => {
    const { app } = await appWith(catalogue);
    const missing = await app.inject({ method: 'GET', url: '/svc/nowhere' });
    expect(missing.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'POST',
      url: '/svc/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/svc/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    for (const response of [missing, malformed, huge]) {
      const expected = catalogue.render(response.statusCode, 'x', 'y').body as object;
      expect(Object.keys(response.json()).sort()).toEqual(Object.keys(expected).sort());
    }
    await app.close();
  });
});

describe('service errors through the gateway', () => {
  it('unknown paths under each prefix answer that service, not the site', async () => {
    const auth = await fetch(`${inject('gatewayUrl')}/auth/v1/admin/audit`);
    expect(auth.status).toBe(404);
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await auth.json()).toMatchObject({ code: 404, error_code: 'not_found' });
    const storage = await fetch(`${inject('gatewayUrl')}/storage/v1/vector/buckets`);
    expect(storage.status).toBe(404);
    expect(await storage.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('an unreachable PostgREST answers 503 in PostgREST shape without its address', async () => {
    const port = await findFreePort();
    const proxy = await listenRestProxy({ upstream: `http://127.0.0.1:${port}` });
    const response = await fetch(`${proxy.url}/rest/v1/tours?select=id`);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ code: 'unavailable', details: null, hint: null });
    expect(body).not.toContain(String(port));
    await proxy.close();
  });
});
