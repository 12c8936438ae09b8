import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restProxy } from './rest-proxy.js';

// PostgREST stands in for itself everywhere else; only a crash half-way through an answer needs
// an upstream that can be made to break off.
const rows = (count: number) =>
  JSON.stringify(Array.from({ length: count }, (_, id) => ({ id, title: `Tour ${id}`.repeat(8) })));

let upstream: http.Server;
let proxy: ReturnType<typeof Fastify>;
let base: string;

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
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
    else response.end(body.slice(body.length / 2));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = Fastify();
  await proxy.register(restProxy, {
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
  });
  base = await proxy.listen({ host: '127.0.0.1', port: 0 });
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
