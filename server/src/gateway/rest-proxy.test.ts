import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserPolicy } from './browser-policy.js';
import { listenRestProxy } from './rest-proxy-test-kit.js';

// PostgREST stands in for itself everywhere else; only a crash half-way through an answer needs
// an upstream that can be made to break off.
const rows = (count: number) =>
  JSON.stringify(Array.from({ length: count }, (_, id) => ({ id, title: `Tour ${id}`.repeat(8) })));

let upstream: http.Server;
/** Every request line PostgREST's stand-in was sent, with the headers it got. */
const received: Array<{ url: string; headers: http.IncomingHttpHeaders }> = [];
let proxy: Awaited<ReturnType<typeof listenRestProxy>>;
let base: string;

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    const failure = /\/failure\/(\w+)/.exec(request.url ?? '')?.[1];
    if (failure) {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      const message = failure === '57014' ? 'canceling statement due to statement timeout' : 'x';
      return response.end(JSON.stringify({ code: failure, details: null, hint: null, message }));
    }
    const count = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('rows'));
    const body = rows(count);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.write(body.slice(0, body.length / 2));
    // The first half leaves before the break, so the proxy has begun to answer.
    if (request.url?.includes('break')) setTimeout(() => response.socket?.destroy(), 50);
    else if (request.url?.includes('slow'))
      setTimeout(() => response.end(body.slice(body.length / 2)), 300);
    else response.end(body.slice(body.length / 2));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await listenRestProxy({
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
  base = proxy.url;
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const read = (path: string) =>
  fetch(`${base}/rest/v1${path}`, { headers: { 'accept-encoding': 'gzip' } });

describe('a gzipped answer that PostgREST breaks off half-way', () => {
  it("answers 503 in PostgREST's shape while nothing has left", async () => {
    const whole = await read('/tours?rows=40');
    expect(whole.headers.get('content-encoding')).toBe('gzip');
    expect(await whole.text()).toBe(rows(40));

    const broken = await read('/tours?rows=40&break');
    expect(broken.status).toBe(503);
    expect(broken.headers.get('content-encoding')).toBeNull();
    expect(broken.headers.get('content-range')).toBeNull();
    expect(await broken.json()).toMatchObject({ code: 'unavailable', details: null, hint: null });
  });

  it('cuts the connection of an answer over 64 KiB, which is already on its way', async () => {
    const whole = await read('/tours?rows=2000');
    expect(whole.headers.get('content-encoding')).toBe('gzip');
    expect(whole.headers.get('content-length')).toBeNull();
    expect(await whole.text()).toBe(rows(2000));
    expect(rows(2000).length).toBeGreaterThan(2 * 64 * 1024);

    const broken = await read('/tours?rows=2000&break');
    expect(broken.status).toBe(200);
    await expect(broken.text()).rejects.toThrow();
  });
});

describe("PostgREST's 500 for a query the statement timeout stopped", () => {
  it('is answered 504 with its body, so that clients retry; other 500s stay as they are', async () => {
    const stopped = await read('/failure/57014');
    expect(stopped.status).toBe(504);
    expect(stopped.headers.get('content-encoding')).toBeNull();
    expect(await stopped.json()).toMatchObject({ code: '57014', details: null, hint: null });

    const other = await read('/failure/XX000');
    expect(other.status).toBe(500);
    expect(await other.json()).toMatchObject({ code: 'XX000' });
  });
});

/** One raw request line, as a client may send it (fetch would normalise the path). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('what reaches PostgREST', () => {
  it('is the path below /rest/v1 with its query exactly as sent, and a tag of the gateway', async () => {
    received.length = 0;
    const query = 'select=id,title&or=(title.ilike.*a%2Cb*,id.eq.3)&id=gt.1&id=lt.9&x=%E2%82%AC';
    const response = await fetch(`${base}/rest/v1/tours?rows=1&${query}`);
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe(`/tours?rows=1&${query}`);
    expect(received[0]!.headers['x-gateway-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    await fetch(`${base}/rest/v1`);
    await fetch(`${base}/rest/v1/`);
    expect(received.slice(1).map((request) => request.url)).toEqual(['/', '/']);
  });

  it('never includes a path that climbs out of its root, however it is written', async () => {
    received.length = 0;
    for (const path of [
      '/rest/v1/../health',
      '/rest/v1/%2e%2e/health',
      '/rest/v1/tours/%2E%2E/%2E%2E/secrets',
      '/rest/v1/..%2Fhealth',
      '/rest/v1/..%5Chealth',
      '/rest/v1/tours\\..\\x',
      '/rest/v1//evil.example/x',
    ]) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body), path).toMatchObject({
        code: 'invalid_request',
        hint: null,
      });
    }
    // A URL that does not decode is refused too.
    expect((await rawGet('/rest/v1/%ZZ')).status).toBe(400);
    expect(received).toEqual([]);
  });
});

/** Sends `head` (and whatever follows) on a raw socket; resolves with all it got once closed. */
function rawExchange(send: (socket: net.Socket) => void, waitMs = 1000): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => send(socket));
    let got = '';
    socket.on('data', (chunk: Buffer) => (got += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(got));
    setTimeout(() => socket.destroy(), waitMs);
  });
}

describe('what the proxy takes', () => {
  it('is /rest/v1 and below only, and never a CORS preflight, which the browser policy answers', async () => {
    received.length = 0;
    for (const path of ['/rest/v1foo', '/rest/v1x/tours', '/restv1/tours', '/rest/tours']) {
      expect((await rawGet(path)).status, path).toBe(404);
    }
    const preflight = await fetch(`${base}/rest/v1/tours`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(404);
    const unknownMethod = await fetch(`${base}/rest/v1/tours`, { method: 'PROPFIND' });
    expect(unknownMethod.status).toBe(404);
    expect(received).toEqual([]);
  });

  it('forgets a body its client abandons half-way, and goes on serving', async () => {
    received.length = 0;
    const got = await rawExchange((socket) => {
      socket.write(
        'POST /rest/v1/tours HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n[{"title":',
      );
      setTimeout(() => socket.destroy(), 100);
    });
    expect(got).toBe('');
    const after = await fetch(`${base}/rest/v1/tours?rows=1`);
    expect(after.status).toBe(200);
    expect(received.map((request) => request.url)).toEqual(['/tours?rows=1']);
  });

  it('sends a chunked body under the limit on whole, with its length', async () => {
    received.length = 0;
    const got = await rawExchange((socket) =>
      socket.write(
        'POST /rest/v1/tours?rows=1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n' +
          '5\r\n[{"a"\r\n4\r\n:1}]\r\n0\r\n\r\n',
      ),
    );
    expect(got).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['content-length']).toBe('9');
    expect(received[0]!.headers['transfer-encoding']).toBeUndefined();
  });
});

describe('a proxy that is closing', () => {
  it('answers new requests 503 with connection: close, and sends none to PostgREST', async () => {
    const closing = await listenRestProxy({
      upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    });
    received.length = 0;
    closing.proxy.startClosing();
    const response = await fetch(`${closing.url}/rest/v1/tours?rows=1`);
    expect(response.status).toBe(503);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ code: 'unavailable', details: null, hint: null });
    expect(received).toEqual([]);
    await closing.close();
  });
});

describe("a client's address and TLS, as a proxy in front says", () => {
  it('are taken from X-Forwarded-For and -Proto only when the peer is a trusted proxy', async () => {
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    // The test client is on loopback: trusted by default, not when only 192.0.2.1 is.
    for (const [trustProxy, trusted] of [
      ['loopback', true],
      ['192.0.2.1', false],
    ] as const) {
      const proxied = await listenRestProxy({
        upstream: upstreamUrl,
        trustProxy,
        policy: new BrowserPolicy({ corsOrigins: [], inlineStyleHashes: [] }),
        clientSlots: { perClient: 1, queuePerClient: 0, waitMs: 100 },
      });
      const overTls = await fetch(`${proxied.url}/rest/v1/tours?rows=1`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overTls.headers.get('strict-transport-security') !== null, trustProxy).toBe(trusted);
      // Two addresses at once with one slot each: two clients only if the peer may say so.
      const answers = await Promise.all(
        ['198.51.100.1', '198.51.100.2'].map(async (address) => {
          const response = await fetch(`${proxied.url}/rest/v1/tours?rows=1&slow`, {
            headers: { 'x-forwarded-for': address },
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(answers.sort(), trustProxy).toEqual(trusted ? [200, 200] : [200, 429]);
      await proxied.close();
    }
  });
});
