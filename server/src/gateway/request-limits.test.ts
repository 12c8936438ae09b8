import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signToken } from '@app/testing/clients';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import { installSleepFunction, sleepRequest } from '@app/testing/slow-queries';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';

/*
 * "Safe by default: bound every request": statement timeouts per role, a cancelled query when
 * its client leaves, body limits before PostgREST, request timeouts and a per-address
 * connection cap. Its own server (own PostgREST and gateway, on a scratch database of the run's
 * cluster, so also on the managed one) with short timeouts. The floods (many slow queries at
 * once) are in rest-flood.faults.ts, run by `npm run test:faults`.
 */

const MAX_CONNECTIONS = 20;
let server: TestServer;
let port: number;
let admin: pg.Client;
const sockets = new Set<net.Socket>();

const anonHeaders = () => ({ apikey: server.keys.anonKey });
const memberHeaders = async () => ({
  apikey: server.keys.anonKey,
  authorization: `Bearer ${await signToken({ sub: '00000000-0000-4000-8000-00000000abcd' })}`,
});

beforeAll(async () => {
  server = await startTestServer({
    DATABASE_URL: await createMigratedScratchDatabase('rest_limits'),
    // Same secret as the run's server: the authenticator password is cluster-wide.
    JWT_SECRET: inject('jwtSecret'),
    SEED_DEMO: 'false',
    REQUEST_TIMEOUT_MS: '2000',
    HEADERS_TIMEOUT_MS: '1000',
    MAX_CONNECTIONS_PER_CLIENT: String(MAX_CONNECTIONS),
    // Loopback is where the test calls from: it must count as a client, not as a trusted proxy.
    TRUST_PROXY: '192.0.2.1',
  });
  port = Number(new URL(server.url).port);
  await installSleepFunction(server);
  admin = new pg.Client({ connectionString: inject('clusterAdminUrl') });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await admin?.end();
  await server?.dispose();
});

/** Slow requests still running on the test's database. */
async function runningSlowQueries(): Promise<number> {
  const database = new URL(server.databaseUrl).pathname.slice(1);
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = $1 and state = 'active' and query like '%test_sleep%'
        and pid <> pg_backend_pid()`,
    [database],
  );
  return rows[0]!.n;
}

async function waitFor(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent, so far. */
  received(): string;
  /** Resolves with the milliseconds since connecting when the server closes the connection. */
  closed: Promise<number>;
}

/** A raw TCP connection to the test server, closed by the test at the latest. */
function connect(localAddress?: string): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port, localAddress });
    sockets.add(socket);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) =>
      socket.once('close', () => done(Date.now() - started)),
    );
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

async function waitForText(connection: RawConnection, pattern: RegExp, withinMs = 5000) {
  const found = await waitFor(async () => pattern.test(connection.received()), withinMs);
  expect(found, `expected ${pattern} in ${JSON.stringify(connection.received())}`).toBe(true);
}

describe('statement timeouts per role', () => {
  it('stops an anonymous query after 3 s with a 504 to retry, and sets 8 s for members, as Supabase does', async () => {
    const started = Date.now();
    const response = await sleepRequest(server.url, anonHeaders(), 30);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ code: '57014', details: null, hint: null });
    expect(elapsed).toBeGreaterThan(2500);
    expect(elapsed).toBeLessThan(6000);

    const { rows } = await admin.query<{ rolname: string; rolconfig: string[] | null }>(
      `select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated')
        order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolconfig: expect.arrayContaining(['statement_timeout=3s']) },
      { rolname: 'authenticated', rolconfig: expect.arrayContaining(['statement_timeout=8s']) },
    ]);
  }, 20_000);
});

describe('a client that goes away', () => {
  it('has its query cancelled instead of running until its timeout', async () => {
    const controller = new AbortController();
    const request = sleepRequest(server.url, await memberHeaders(), 30, controller.signal).catch(
      () => undefined,
    );
    // The member's query would run 8 s.
    expect(await waitFor(async () => (await runningSlowQueries()) > 0, 3000)).toBe(true);
    const aborted = Date.now();
    controller.abort();
    await request;
    expect(await waitFor(async () => (await runningSlowQueries()) === 0, 2500)).toBe(true);
    expect(Date.now() - aborted).toBeLessThan(3000);
  }, 20_000);
});

describe('request bodies on /rest/v1', () => {
  const TWO_MB = 2 * 1024 * 1024;

  it('refuses a declared body over 1 MiB with 413 in PostgREST’s shape, without reading it', async () => {
    const connection = await connect();
    connection.socket.write(
      `POST /rest/v1/tours HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${server.keys.anonKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`,
    );
    await waitForText(connection, /\r\n\r\n\{.*\}/s);
    const [head, body] = connection.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/connection: close/i);
    expect(JSON.parse(body!)).toEqual({
      code: 'payload_too_large',
      details: null,
      hint: null,
      message: expect.any(String),
    });
    await connection.closed;
  });

  it('refuses a chunked body once it passes 1 MiB', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Bounded: the stream ends at 4 MiB even if nobody stops it.
        if (sent >= 4 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.url}/rest/v1/tours`, {
      method: 'POST',
      headers: { ...anonHeaders(), 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error as Error);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(413);
    expect(await (response as Response).json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('passes a body under the limit on to PostgREST', async () => {
    const rows = JSON.stringify([{ title: 'x'.repeat(TWO_MB / 4) }]);
    const response = await fetch(`${server.url}/rest/v1/tours`, {
      method: 'POST',
      headers: { ...anonHeaders(), 'content-type': 'application/json' },
      body: rows,
    });
    // PostgREST's own answer: anon may not insert tours.
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501' });
  });

  it('answers Expect: 100-continue: 413 for an oversized length, Continue for a fine one', async () => {
    const big = await connect();
    big.socket.write(
      `POST /rest/v1/tours HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${server.keys.anonKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${TWO_MB}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await waitForText(big, /\r\n\r\n\{.*\}/s);
    expect(big.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(big.received()).not.toMatch(/100 Continue/);

    const fine = await connect();
    const payload = JSON.stringify([{ title: 'A tour' }]);
    fine.socket.write(
      `POST /rest/v1/tours HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${server.keys.anonKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `Expect: 100-continue\r\n\r\n`,
    );
    await waitForText(fine, /^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    fine.socket.write(payload);
    await waitForText(fine, /HTTP\/1\.1 401 .*"code":"42501"/s);
    fine.socket.destroy();
  });
});

describe('request bodies elsewhere', () => {
  it('refuses a declared length over the route’s limit in that service’s shape', async () => {
    const connection = await connect();
    connection.socket.write(
      `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `apikey: ${server.keys.anonKey}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${50 * 1024 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await waitForText(connection, /\r\n\r\n\{.*\}/s);
    const [head, body] = connection.received().split('\r\n\r\n');
    // Refused before the body is asked for.
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    // GoTrue's shape, not PostgREST's.
    expect(JSON.parse(body!)).toMatchObject({ code: 413, error_code: expect.any(String) });
    await connection.closed;
  });
});

describe('connections', () => {
  it('closes connections whose body trickles in past the request timeout', async () => {
    const trickling = await Promise.all(Array.from({ length: 5 }, () => connect()));
    const timers = trickling.map((connection) => {
      connection.socket.write(
        `POST /rest/v1/tours HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: 1000\r\n\r\n`,
      );
      return setInterval(() => connection.socket.write(' '), 300);
    });
    try {
      // REQUEST_TIMEOUT_MS is 2 s here; Node checks every second.
      const closedAfter = await Promise.all(trickling.map((connection) => connection.closed));
      for (const ms of closedAfter) expect(ms).toBeLessThan(4500);
      for (const connection of trickling) expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      for (const timer of timers) clearInterval(timer);
    }
  }, 15_000);

  it('closes connections whose headers never end', async () => {
    const connection = await connect();
    connection.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const timer = setInterval(() => connection.socket.write('X-Slow: y\r\n'), 300);
    try {
      expect(await connection.closed).toBeLessThan(3500);
    } finally {
      clearInterval(timer);
    }
  }, 10_000);

  it(`lets one address hold at most ${MAX_CONNECTIONS} connections`, async () => {
    // An address of its own (any 127/8 address reaches loopback): no other test's connections.
    const address = '127.0.0.2';
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => connect(address)));
    // Let the server count them all before going over.
    await sleep(200);
    const extra = await Promise.all(Array.from({ length: 5 }, () => connect(address)));
    const extraClosed = await Promise.all(extra.map((connection) => connection.closed));
    for (const ms of extraClosed) expect(ms).toBeLessThan(1000);
    // The held ones still work.
    const first = held[0]!;
    first.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitForText(first, /^HTTP\/1\.1 200 /);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    // Once they are gone the address may connect again.
    const again = await connect(address);
    again.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await waitForText(again, /^HTTP\/1\.1 200 /);
  }, 15_000);
});
