import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../platform/identity.js';
import { useErrorCatalogue } from '../platform/service-errors.js';
import { storageErrorCatalogue, storageErrors } from './storage-errors.js';

function databaseError(code: string, constraint?: string) {
  return Object.assign(new pg.DatabaseError('refused', 0, 'error'), { code, constraint });
}

describe('the storage error catalogue', () => {
  it('answers refusals raised in SQL with their storage code', () => {
    expect(storageErrorCatalogue.known(databaseError('42501'))).toEqual({
      status: 403,
      body: {
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message: 'Only admins may upload, replace, remove or list files',
      },
    });
    expect(
      storageErrorCatalogue.known(databaseError('23503', 'objects_bucket_id_fkey')),
    ).toMatchObject({ status: 404, body: { code: 'NoSuchBucket', error: 'Bucket not found' } });
    expect(
      storageErrorCatalogue.known(databaseError('23505', 'objects_bucket_name_key')),
    ).toMatchObject({ status: 409, body: { code: 'KeyAlreadyExists', error: 'Duplicate' } });
    expect(storageErrorCatalogue.known(databaseError('23505', 'some_other_key'))).toBeUndefined();
    expect(storageErrorCatalogue.known(new Error('anything else'))).toBeUndefined();
  });

  it('tells a missing identity from a bad one', () => {
    const code = (reason: IdentityError['reason']) =>
      storageErrors.badIdentity(new IdentityError(reason, 'x')).code;
    expect(code('missing')).toBe('AccessDenied');
    const bad: Array<IdentityError['reason']> = ['malformed', 'expired', 'invalid'];
    expect(bad.map(code)).toEqual(['InvalidJWT', 'InvalidJWT', 'InvalidJWT']);
  });

  it('gives framework refusals, timeouts and failures a code, keeping their error text', async () => {
    const app = Fastify({ logger: false });
    await app.register(
      async (service) => {
        useErrorCatalogue(service, storageErrorCatalogue);
        service.get('/slow', async () => {
          throw Object.assign(new Error('canceling statement due to statement timeout'), {
            code: '57014',
          });
        });
        service.get('/boom', async () => {
          throw new TypeError('boom');
        });
        service.post('/echo', async (request) => request.body);
      },
      { prefix: '/svc' },
    );
    const answer = async (method: 'GET' | 'POST', url: string, payload?: string) => {
      const response = await app.inject({
        method,
        url,
        ...(payload === undefined
          ? {}
          : { payload, headers: { 'content-type': 'application/json' } }),
      });
      return { status: response.statusCode, body: response.json() };
    };
    expect(await answer('GET', '/svc/slow')).toMatchObject({
      status: 504,
      body: { statusCode: '504', code: 'DatabaseTimeout', error: 'internal' },
    });
    expect(await answer('GET', '/svc/boom')).toMatchObject({
      status: 500,
      body: { statusCode: '500', code: 'InternalError', error: 'internal' },
    });
    expect(await answer('GET', '/svc/nowhere')).toMatchObject({
      status: 404,
      body: { code: 'NotFound', error: 'not_found' },
    });
    expect(await answer('POST', '/svc/echo', '{"a":')).toMatchObject({
      status: 400,
      body: { code: 'InvalidRequest', error: 'invalid_json' },
    });
    const huge = JSON.stringify({ pad: 'x'.repeat(1_100_000) });
    expect(await answer('POST', '/svc/echo', huge)).toMatchObject({
      status: 413,
      body: { code: 'EntityTooLarge', error: 'Payload too large' },
    });
    await app.close();
  });
});
