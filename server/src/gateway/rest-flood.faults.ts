import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertLongTours,
  installSleepFunction,
  SLOW_TOUR_FILTER,
  sleepRequest as sleepAt,
} from '@app/testing/slow-queries';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';

/*
 * Floods against /rest/v1 (`npm run test:faults`): one client address must not take the
 * catalogue from everyone else, and /health must say so while PostgREST cannot serve. Bounded:
 * at most 50 requests at once, for a few seconds, against a server of its own on 127.0.0.1
 * that stops when the file ends. Clients are told apart by X-Forwarded-For, which the server
 * takes from loopback peers (TRUST_PROXY's default), as it would from a load balancer.
 */

let server: TestServer;
let admin: pg.Client;

/** The flood: a backtracking pattern that holds a connection until the timeout. */
const regexFloodUrl = () =>
  `${server.url}/rest/v1/tours?select=id&full_description=match.(.%2B)%2B%5C1%5C1x`;
const catalogueRead = () => `${server.url}/rest/v1/tours?select=id,title&limit=12`;

const ATTACKER = '203.0.113.7';
const anonHeaders = (ip: string) => ({ apikey: server.keys.anonKey, 'x-forwarded-for': ip });

async function signed(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(server.jwtSecret));
}

async function memberHeaders(ip: string) {
  const token = await signed({
    aud: 'authenticated',
    role: 'authenticated',
    sub: '00000000-0000-4000-8000-00000000abcd',
  });
  return { ...anonHeaders(ip), authorization: `Bearer ${token}` };
}

const sleepRequest = (headers: Record<string, string>, seconds: number, signal?: AbortSignal) =>
  sleepAt(server.url, headers, seconds, signal);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

async function activeQueries(like: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where state = 'active' and query like $1 and pid <> pg_backend_pid()`,
    [like],
  );
  return rows[0]!.n;
}

/** Reads the catalogue from an address of its own; resolves with its status and time. */
async function visitorRead(ip: string) {
  const started = Date.now();
  const response = await fetch(catalogueRead(), { headers: anonHeaders(ip) });
  const rows = response.ok ? ((await response.json()) as unknown[]) : [];
  return { status: response.status, elapsedMs: Date.now() - started, rows: rows.length };
}

beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'false' });
  await insertLongTours(server.servicePool);
  admin = new pg.Client({ connectionString: server.databaseUrl });
  await admin.connect();
  await installSleepFunction(server);
}, 180_000);

afterAll(async () => {
  await admin?.end();
  await server?.dispose();
});

describe('one address flooding /rest/v1', () => {
  it('with 50 regular-expression filters at once: refused before PostgreSQL, visitors served within 1 s', async () => {
    const statuses = new Set<number>();
    let mostRunning = 0;
    const floodUntil = Date.now() + 3000;
    const flood = Array.from({ length: 50 }, async () => {
      while (Date.now() < floodUntil) {
        const response = await fetch(regexFloodUrl(), { headers: anonHeaders(ATTACKER) });
        statuses.add(response.status);
        await response.body?.cancel();
      }
    });
    const watch = (async () => {
      while (Date.now() < floodUntil) {
        mostRunning = Math.max(mostRunning, await activeQueries('%full_description%'));
        await sleep(50);
      }
    })();
    await sleep(500);
    const visitor = await visitorRead('198.51.100.9');
    await Promise.all([...flood, watch]);
    expect(visitor).toMatchObject({ status: 200 });
    expect(visitor.rows).toBeGreaterThan(0);
    expect(visitor.elapsedMs).toBeLessThan(1000);
    expect([...statuses]).toEqual([403]);
    expect(mostRunning).toBe(0);

    const refused = await fetch(regexFloodUrl(), { headers: await memberHeaders(ATTACKER) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'regex_filter_not_allowed' });
  });

  it('with 50 slow requests at once: six run, the rest wait briefly or get 429, visitors served within 1 s', async () => {
    let mostRunning = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        mostRunning = Math.max(mostRunning, await activeQueries('%test_sleep%'));
        await sleep(50);
      }
    })();
    const flood = Array.from({ length: 50 }, async () => {
      const response = await sleepRequest(anonHeaders(ATTACKER), 10);
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as { code?: string },
      };
    });
    await sleep(700);
    const visitors = await Promise.all(
      ['198.51.100.10', '198.51.100.11', '198.51.100.12'].map(visitorRead),
    );
    const answers = await Promise.all(flood);
    watching = false;
    await watch;

    for (const visitor of visitors) {
      expect(visitor.status).toBe(200);
      expect(visitor.elapsedMs).toBeLessThan(1000);
    }
    expect(mostRunning).toBeLessThanOrEqual(6);
    expect(mostRunning).toBeGreaterThan(0);
    const busy = answers.filter((answer) => answer.status === 429);
    // Six are let through at once; whoever waits longer than 2 s for a turn is turned away.
    expect(busy.length).toBeGreaterThanOrEqual(50 - 6 * 2);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe('1');
      expect(answer.body.code).toBe('too_many_requests');
    }
    // The ones that ran were stopped by anon's 3 s statement timeout: a 504 a client may retry.
    const stopped = answers.filter((answer) => answer.status !== 429);
    expect(stopped.length).toBeGreaterThan(0);
    for (const answer of stopped) {
      expect(answer.status).toBe(504);
      expect(answer.body.code).toBe('57014');
    }
  });

  it('still runs the slowest filter there is for the service key, and cancels it when its client leaves', async () => {
    const controller = new AbortController();
    const serviceHeaders = {
      apikey: server.keys.serviceKey,
      authorization: `Bearer ${server.keys.serviceKey}`,
      'x-forwarded-for': '192.0.2.50',
    };
    const slow = fetch(`${server.url}/rest/v1/tours?select=id&${SLOW_TOUR_FILTER}`, {
      headers: serviceHeaders,
      signal: controller.signal,
    }).catch(() => undefined);
    expect(await waitFor(async () => (await activeQueries('%full_description%')) === 1, 4000)).toBe(
      true,
    );
    controller.abort();
    await slow;
    expect(await waitFor(async () => (await activeQueries('%full_description%')) === 0, 4000)).toBe(
      true,
    );
  });
});

describe('/health', () => {
  it('answers 503 while PostgREST cannot serve a read, and 200 again once it can', async () => {
    const controller = new AbortController();
    // As many member requests as PostgREST has connections, from addresses of their own.
    const headers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => memberHeaders(`192.0.2.${100 + n}`)),
    );
    const hogs = headers.map((each) =>
      sleepRequest(each, 20, controller.signal).catch(() => undefined),
    );
    try {
      expect(await waitFor(async () => (await activeQueries('%test_sleep%')) >= 10, 4000)).toBe(
        true,
      );
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
