import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestUser, servicePool, signToken, type TestUser } from '@app/testing/clients';
import { createCallerDb } from '../platform/caller-db.js';
import { createIdentity } from '../platform/identity.js';
import { functionsRoutes } from './routes.js';
import { FunctionError } from './function-errors.js';
import { defineFunction } from './server-function.js';
import { ServerMetrics } from '../metrics/registry.js';

const gateway = () => inject('gatewayUrl');

function call(name: string, init: RequestInit & { token?: string | null } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('apikey', inject('anonKey'));
  if (token !== null) headers.set('authorization', `Bearer ${token ?? inject('anonKey')}`);
  return fetch(`${gateway()}/functions/v1/${name}`, { method: 'POST', ...rest, headers });
}

let member: TestUser;
beforeAll(async () => {
  member = await createTestUser();
});

describe('/functions/v1 through the gateway', () => {
  it('runs health as the caller: visitor, member and service', async () => {
    const visitor = await call('health');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await visitor.json()).toEqual({ status: 'ok', role: 'anon', userId: null });

    const asMember = await call('health', { token: member.token, method: 'GET' });
    expect(await asMember.json()).toEqual({
      status: 'ok',
      role: 'authenticated',
      userId: member.id,
    });
    const asService = await call('health', { token: inject('serviceKey') });
    expect(await asService.json()).toMatchObject({ role: 'service_role' });
  });

  it('refuses a missing, forged or expired token with 403, a JSON error and its code', async () => {
    const none = await fetch(`${gateway()}/functions/v1/health`, { method: 'POST' });
    expect(none.status).toBe(403);
    expect(await none.json()).toEqual({
      error: 'No API key or bearer token found',
      code: 'not_authenticated',
    });

    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('z'.repeat(40)));
    const expired = await signToken({ sub: member.id }, -60);
    for (const token of [forged, expired, 'not-a-token']) {
      const response = await call('health', { token });
      expect(response.status).toBe(403);
      const body = (await response.json()) as object;
      expect(Object.keys(body)).toEqual(['error', 'code']);
      expect(body).toMatchObject({ code: 'invalid_jwt' });
    }
  });

  it('answers unknown functions and methods in its own shape', async () => {
    const unknown = await call('no-such-function');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: 'Function not found',
      code: 'function_not_found',
    });
    const deeper = await call('health/extra');
    expect(deeper.status).toBe(404);
    expect(await deeper.json()).toMatchObject({ error: expect.any(String), code: 'not_found' });
    const wrongMethod = await call('process-booking', { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toEqual({
      error: 'GET is not allowed for this function',
      code: 'method_not_allowed',
    });
  });

  it('refuses malformed and oversized bodies before any work', async () => {
    const malformed = await call('health', {
      body: '{"not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_json' });
    const huge = await call('health', {
      body: JSON.stringify({ pad: 'x'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('sends no CORS permission to other origins by default', async () => {
    const preflight = await fetch(`${gateway()}/functions/v1/health`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the functions router', () => {
  const logged: string[] = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void logged.push(line) },
    },
  });
  const echo = defineFunction({
    name: 'echo',
    access: 'member',
    body: z.object({ amount: z.number().positive() }),
    async handle({ body, caller }) {
      return { amount: body.amount, userId: caller.userId };
    },
  });
  const adminOnly = defineFunction({
    name: 'admin-only',
    access: 'admin',
    handle: async () => ({ ok: true }),
  });
  const broken = defineFunction({
    name: 'broken',
    access: 'anyone',
    async handle() {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    },
  });
  const refusing = defineFunction({
    name: 'refusing',
    access: 'anyone',
    async handle() {
      throw new FunctionError('price_changed', 'insufficient_funds', { missingAmount: 12.5 });
    },
  });

  beforeAll(async () => {
    await app.register(functionsRoutes, {
      prefix: '/functions/v1',
      functions: [echo, adminOnly, broken, refusing],
      identity: createIdentity(inject('jwtSecret')),
      callerDb: createCallerDb(servicePool()),
      metrics: new ServerMetrics(),
    });
  });
  afterAll(() => app.close());

  const invoke = (name: string, token: string, body?: unknown) =>
    app.inject({
      method: 'POST',
      url: `/functions/v1/${name}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it('checks access and the body, then hands the function its typed input', async () => {
    expect((await invoke('echo', inject('anonKey'), { amount: 5 })).json()).toEqual({
      error: 'Not authenticated',
      code: 'not_authenticated',
    });
    const bad = await invoke('echo', member.token, { amount: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Invalid request: amount: /);
    expect(bad.json().code).toBe('validation_failed');
    expect((await invoke('echo', member.token, { amount: 5 })).json()).toEqual({
      amount: 5,
      userId: member.id,
    });
    const admin = await createTestUser({ admin: true });
    expect((await invoke('echo', inject('serviceKey'), { amount: 5 })).statusCode).toBe(403);
    expect((await invoke('admin-only', inject('anonKey'))).statusCode).toBe(403);
    expect((await invoke('admin-only', inject('anonKey'))).json().code).toBe('not_authenticated');
    expect((await invoke('admin-only', member.token)).statusCode).toBe(403);
    expect((await invoke('admin-only', member.token)).json()).toEqual({
      error: 'Admin privileges required',
      code: 'admin_required',
    });
    expect((await invoke('admin-only', admin.token)).json()).toEqual({ ok: true });
    expect((await invoke('admin-only', inject('serviceKey'))).json()).toEqual({ ok: true });
  });

  it('answers deliberate errors with their details, unknown ones without internals', async () => {
    const refused = await invoke('refusing', inject('anonKey'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'insufficient_funds',
      code: 'price_changed',
      missingAmount: 12.5,
    });

    const failed = await invoke('broken', inject('anonKey'));
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
    expect(failed.json()).toEqual({
      error: 'Unexpected failure, please try again',
      code: 'internal_error',
    });
    const requestId = failed.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    expect(
      logged.some((line) => line.includes('ECONNREFUSED') && line.includes(String(requestId))),
    ).toBe(true);
  });
});
