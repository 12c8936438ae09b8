import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { servicePool } from '@app/testing/clients';
import { createPasswordAccount, type PasswordAccount } from '@app/testing/password-accounts';

const gateway = () => inject('gatewayUrl');
let account: PasswordAccount;
let accessToken: string;

beforeAll(async () => {
  account = await createPasswordAccount(servicePool());
  const response = await fetch(`${gateway()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  accessToken = ((await response.json()) as { access_token: string }).access_token;
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const secret = () => new TextEncoder().encode(inject('jwtSecret'));

async function resign(
  claims: Record<string, unknown>,
  alg: 'HS256' | 'HS512' = 'HS256',
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret());
}

async function askBoth(token: string) {
  const user = await fetch(`${gateway()}/auth/v1/user`, {
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}` },
  });
  const rest = await fetch(`${gateway()}/rest/v1/wallets?select=user_id`, {
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}` },
  });
  return {
    user: { status: user.status, body: (await user.json()) as Record<string, unknown> },
    rest: { status: rest.status, body: (await rest.json()) as unknown },
  };
}

describe('access tokens', () => {
  it('a good one works at /auth/v1/user and at /rest/v1', async () => {
    const { user, rest } = await askBoth(accessToken);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ id: account.id, email: account.email });
    expect(rest).toEqual({ status: 200, body: [{ user_id: account.id }] });
  });

  it('an expired, a tampered and an unsigned one are refused by both', async () => {
    const claims = decodeJwt(accessToken);
    const now = Math.floor(Date.now() / 1000);
    const expired = await resign({ ...claims, iat: now - 7200, exp: now - 60 });
    const [header, , signature] = accessToken.split('.');
    const tampered = `${header}.${base64url({ ...claims, role: 'service_role' })}.${signature}`;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;

    const answers = {
      expired: await askBoth(expired),
      tampered: await askBoth(tampered),
      unsigned: await askBoth(unsigned),
    };
    for (const [label, { user, rest }] of Object.entries(answers)) {
      expect(user.status, label).toBe(403);
      expect(user.body, label).toMatchObject({ code: 403, error_code: 'bad_jwt' });
      expect(rest.status, label).toBe(401);
    }
    expect(answers.expired.user.body.msg).toBe(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    );
  });

  it('only HS256 for authenticated users is taken', async () => {
    const claims = decodeJwt(accessToken);
    const hs512 = await resign(claims, 'HS512');
    const anonAudience = await resign({ ...claims, aud: 'anon' });
    for (const token of [hs512, anonAudience, inject('anonKey'), inject('serviceKey')]) {
      const { user } = await askBoth(token);
      expect(user.status).toBe(403);
      expect(user.body.error_code).toBe('bad_jwt');
    }
  });

  it('needs a bearer token, and its user must exist', async () => {
    const none = await fetch(`${gateway()}/auth/v1/user`, {
      headers: { apikey: inject('anonKey') },
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error_code: 'no_authorization' });

    const claims = decodeJwt(accessToken);
    const stranger = await resign({
      ...claims,
      sub: '00000000-0000-4000-8000-000000000000',
      session_id: undefined,
    });
    const { user } = await askBoth(stranger);
    expect(user).toMatchObject({ status: 403, body: { error_code: 'user_not_found' } });
  });
});
