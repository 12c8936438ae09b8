import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { sessionClient } from '@app/testing/session-client';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import type { AuthTuning } from './auth-settings.js';
import { createRateLimiter } from '../platform/rate-limiter.js';

// Day-long windows: a test never straddles two of them (they start at midnight UTC).
const day = 86_400;
const tiny: AuthTuning = {
  rateLimits: {
    signInPerIp: { max: 3, windowSeconds: day },
    signInPerIpAndEmail: { max: 2, windowSeconds: day },
    signUpPerEmail: { max: 2, windowSeconds: day },
    recoverPerEmail: { max: 2, windowSeconds: day },
    verifyPerIp: { max: 2, windowSeconds: day },
    passwordChangePerUser: { max: 2, windowSeconds: day },
    passwordChangePerIp: { max: 3, windowSeconds: day },
  },
};

let server: TestServer;
let secondGateway: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { auth: tiny });
  // Another gateway instance on the same database and PostgREST.
  secondGateway = await startTestServer(
    {
      DATABASE_URL: server.databaseUrl,
      POSTGREST_URL: server.postgrest.url,
      JWT_SECRET: server.jwtSecret,
    },
    { auth: tiny },
  );
});

afterAll(async () => {
  await secondGateway?.dispose();
  await server?.dispose();
});

let ipCounter = 0;
/** The gateway trusts X-Forwarded-For, which lets each test be its own client. */
const newIp = () => `198.51.100.${++ipCounter}`;
const newEmail = () => `member-${uniqueTag()}@example.test`;

function call(
  method: string,
  path: string,
  body: unknown,
  ip: string,
  target = server,
  token?: string,
) {
  return fetch(`${target.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: target.keys.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const post = (path: string, body: unknown, ip: string, target = server) =>
  call('POST', path, body, ip, target);

const signIn = (email: string, ip: string, target = server) =>
  post('/token?grant_type=password', { email, password: 'whatever1' }, ip, target);

async function expectLimited(response: Response, errorCode: string, msg: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ code: 429, error_code: errorCode, msg, message: msg });
}

describe('rate limits', () => {
  it('sign-in: per IP address', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await signIn(newEmail(), ip)).status).toBe(400);
    await expectLimited(
      await signIn(newEmail(), ip),
      'over_request_rate_limit',
      'Request rate limit reached',
    );
    expect((await signIn(newEmail(), newIp())).status).toBe(400);
  });

  it('sign-in: wrong passwords from many addresses do not lock the owner out', async () => {
    const owner = await createPasswordAccount(server.servicePool);
    // More wrong passwords than one address may send, and than the old per-account limit (10)
    // allowed, each from its own address.
    for (let i = 0; i < 12; i += 1) expect((await signIn(owner.email, newIp())).status).toBe(400);
    const right = await post('/token?grant_type=password', owner, newIp());
    expect(right.status).toBe(200);
  });

  it('sign-in: per address and account, so one address hammering an account is stopped', async () => {
    const owner = await createPasswordAccount(server.servicePool);
    const attacker = newIp();
    expect((await signIn(owner.email, attacker)).status).toBe(400);
    expect((await signIn(owner.email, attacker)).status).toBe(400);
    await expectLimited(
      await signIn(owner.email, attacker),
      'over_request_rate_limit',
      'Request rate limit reached',
    );
    // Even with the right password, from that address; the owner elsewhere signs in.
    expect((await post('/token?grant_type=password', owner, attacker)).status).toBe(429);
    expect((await post('/token?grant_type=password', owner, newIp())).status).toBe(200);
  });

  it('password changes: per user and per address', async () => {
    const changePassword = async (ip: string, password: string) => {
      const owner = await createPasswordAccount(server.servicePool);
      const session = (await (await post('/token?grant_type=password', owner, newIp())).json()) as {
        access_token: string;
      };
      return {
        change: (next: string, from = ip) =>
          call('PUT', '/user', { password: next }, from, server, session.access_token),
        first: await call('PUT', '/user', { password }, ip, server, session.access_token),
      };
    };

    const one = await changePassword(newIp(), 'river-stone-41');
    expect(one.first.status).toBe(200);
    expect((await one.change('river-stone-42', newIp())).status).toBe(200);
    await expectLimited(
      await one.change('river-stone-43', newIp()),
      'over_request_rate_limit',
      'Request rate limit reached',
    );

    const ip = newIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await changePassword(ip, `river-stone-5${i}`)).first.status).toBe(200);
    }
    await expectLimited(
      (await changePassword(ip, 'river-stone-59')).first,
      'over_request_rate_limit',
      'Request rate limit reached',
    );
  });

  it('sign-up and recovery mails: per e-mail address', async () => {
    const email = newEmail();
    const signUp = () => post('/signup', { email, password: 'secret-pass-1' }, newIp());
    expect((await signUp()).status).toBe(200);
    expect((await signUp()).status).toBe(200);
    await expectLimited(await signUp(), 'over_email_send_rate_limit', 'Email rate limit exceeded');

    // Counted whether or not the address has an account, so the limit tells nothing.
    const missing = newEmail();
    const recover = () => post('/recover', { email: missing }, newIp());
    expect((await recover()).status).toBe(200);
    expect((await recover()).status).toBe(200);
    await expectLimited(await recover(), 'over_email_send_rate_limit', 'Email rate limit exceeded');
  });

  it('e-mail links: per IP address', async () => {
    const ip = newIp();
    const verify = () =>
      fetch(`${server.url}/auth/v1/verify?token=nope&type=signup`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': ip },
      });
    expect((await verify()).status).toBe(303);
    expect((await verify()).status).toBe(303);
    await expectLimited(await verify(), 'over_request_rate_limit', 'Request rate limit reached');
  });

  it('reach supabase-js as an AuthApiError with status 429', async () => {
    const email = newEmail();
    const client = sessionClient(server.url, server.keys.anonKey);
    await client.auth.signInWithPassword({ email, password: 'whatever1' });
    await client.auth.signInWithPassword({ email, password: 'whatever1' });
    const { error } = await client.auth.signInWithPassword({ email, password: 'whatever1' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('are counted in PostgreSQL: every gateway instance shares them', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) expect((await signIn(newEmail(), ip)).status).toBe(400);
    await expectLimited(
      await signIn(newEmail(), ip, secondGateway),
      'over_request_rate_limit',
      'Request rate limit reached',
    );
    const { rows } = await server.servicePool.query<{ bucket: string }>(
      'select bucket from auth.rate_limits',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.bucket.includes('@'))).toEqual([]);
  });

  it('old windows are pruned', async () => {
    await server.servicePool.query(
      `insert into auth.rate_limits (bucket, window_start, hits)
       values ('signInPerIp:old', now() - interval '2 hours', 5)`,
    );
    await createRateLimiter(server.servicePool).prune(3600);
    const { rowCount } = await server.servicePool.query(
      `select 1 from auth.rate_limits where bucket = 'signInPerIp:old'`,
    );
    expect(rowCount).toBe(0);
  });
});
