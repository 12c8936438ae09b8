/**
 * The reference the gateway's CPU per request is held to: a bare `node:http` server and an
 * undici pool in front of the same PostgREST, nothing else (no limits, headers, log or tagging).
 * It forwards method, path, headers and body and streams the answer back; a JSON answer to a
 * client that accepts gzip is compressed as the gateway compresses it (json-gzip.ts, same level,
 * same threshold). Run in a child process of its own (bare-proxy-process.ts) so that its CPU is
 * read from /proc like the gateway's; it announces itself with one JSON line on stdout and stops
 * when its stdin closes. `tsx bench/bare-proxy.ts <PostgREST URL>`.
 */
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { Pool } from 'undici';
import { HOP_BY_HOP_HEADERS } from '@app/server/gateway/hop-by-hop';
import { acceptsGzip, gzipJson, isJson } from '@app/server/gateway/json-gzip';

const upstream = process.argv[2];
if (!upstream) throw new Error('usage: bare-proxy.ts <PostgREST URL>');

function endToEnd(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>) {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

// The gateway's pool settings (rest-proxy.ts).
const pool = new Pool(upstream, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 });
const ignore = () => undefined;

async function forward(request: http.IncomingMessage, response: http.ServerResponse) {
  const method = request.method ?? 'GET';
  const answer = await pool.request({
    method: method as 'GET',
    path: request.url ?? '/',
    headers: endToEnd(request.headers) as Record<string, string>,
    body: method === 'GET' || method === 'HEAD' ? null : request,
  });
  const headers = endToEnd(answer.headers);
  if (
    method === 'HEAD' ||
    !acceptsGzip(request.headers['accept-encoding']) ||
    !isJson(headers['content-type']) ||
    headers['content-encoding']
  ) {
    response.writeHead(answer.statusCode, headers);
    pipeline(answer.body, response, ignore);
    return;
  }
  delete headers['content-length'];
  const gzipped = await gzipJson(answer.body);
  if (gzipped.kind === 'stream') {
    response.writeHead(answer.statusCode, {
      ...headers,
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
    response.flushHeaders();
    pipeline(gzipped.stream, response, ignore);
    return;
  }
  response.writeHead(answer.statusCode, {
    ...headers,
    ...(gzipped.encoded ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    'content-length': gzipped.bytes.length,
  });
  response.end(gzipped.bytes);
}

const server = http.createServer((request, response) => {
  forward(request, response).catch(() => {
    if (response.headersSent) return void response.destroy();
    response.writeHead(502).end();
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ event: 'ready', url: `http://127.0.0.1:${port}` }));
});

process.stdin.on('end', () => {
  server.close();
  server.closeAllConnections();
  void pool.close().finally(() => process.exit(0));
});
process.stdin.resume();
