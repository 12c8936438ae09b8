import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLongTours, SLOW_TOUR_FILTER } from '@app/testing/slow-queries';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';

/*
 * Floods of slow queries against /rest/v1 (`npm run test:faults`): ten anonymous clients sending
 * the slowest filter there is must not take the catalogue down, and /health must say so while
 * PostgREST cannot serve. Bounded: at most ten slow requests at once, for a few seconds, against
 * a server of its own on 127.0.0.1 that stops when the file ends.
 */

let server: TestServer;
let admin: pg.Client;

const evilUrl = () => `${server.url}/rest/v1/tours?select=id&${SLOW_TOUR_FILTER}`;
const anonHeaders = () => ({ apikey: server.keys.anonKey });

async function memberHeaders() {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    aud: 'authenticated',
    role: 'authenticated',
    sub: '00000000-0000-4000-8000-00000000abcd',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(server.jwtSecret));
  return { apikey: server.keys.anonKey, authorization: `Bearer ${token}` };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

async function runningEvilQueries(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where state = 'active' and query like '%full_description%' and pid <> pg_backend_pid()`,
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'false' });
  await insertLongTours(server.servicePool);
  admin = new pg.Client({ connectionString: server.databaseUrl });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  await admin?.end();
  await server?.dispose();
});

describe('a flood of slow anonymous queries', () => {
  it('leaves the catalogue readable within 5 s while ten clients send the slowest filter', async () => {
    const attackUntil = Date.now() + 4000;
    const attack = Array.from({ length: 10 }, async () => {
      while (Date.now() < attackUntil) {
        const response = await fetch(evilUrl(), { headers: anonHeaders() });
        await response.body?.cancel();
      }
    });
    await sleep(500);
    const started = Date.now();
    const read = await fetch(`${server.url}/rest/v1/tours?select=id,title&limit=12`, {
      headers: anonHeaders(),
    });
    const elapsed = Date.now() - started;
    expect(read.status).toBe(200);
    expect(((await read.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(5000);
    await Promise.all(attack);
    // Each of them stopped at anon's statement timeout.
    expect(await waitFor(async () => (await runningEvilQueries()) === 0, 4000)).toBe(true);
  });
});

describe('/health', () => {
  it('answers 503 while PostgREST cannot serve a read, and 200 again once it can', async () => {
    const controller = new AbortController();
    const headers = await memberHeaders();
    // As many 8-second member queries as PostgREST has connections.
    const hogs = Array.from({ length: 10 }, () =>
      fetch(evilUrl(), { headers, signal: controller.signal }).catch(() => undefined),
    );
    try {
      expect(await waitFor(async () => (await runningEvilQueries()) >= 10, 4000)).toBe(true);
      const started = Date.now();
      const response = await fetch(`${server.url}/health`);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', postgrest: 'down' });
    } finally {
      // The gateway cancels the queries of clients that leave.
      controller.abort();
      await Promise.all(hogs);
    }
    expect(
      await waitFor(async () => (await fetch(`${server.url}/health`)).status === 200, 5000),
    ).toBe(true);
  });
});
