import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorCodes, type FastifyInstance } from 'fastify';
import { trustedProxies } from './trusted-proxies.js';

/** How long a client may take over a connection and a request (all in milliseconds). */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** The request's headers must arrive within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic in either direction is closed after this. */
  connectionTimeoutMs: number;
  /** Open connections one client address may hold at once; 0 turns the cap off. */
  maxConnectionsPerClient: number;
  /** Peers trusted as proxies (TRUST_PROXY): they carry many clients, so no cap applies. */
  trustProxy: string;
}

/** How often Node looks for requests past their time (its default, 30 s, would double them). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * The gateway's HTTP server, with the timeouts applied: Fastify hands it its handler
 * (`serverFactory`), and `listener` decides which requests go there.
 */
export function createLimitedServer(
  limits: ConnectionLimits,
  listener: (request: IncomingMessage, response: ServerResponse) => void,
): Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    listener,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.setTimeout(limits.connectionTimeoutMs);
  return server;
}

/**
 * Caps the connections one address holds open: a client trickling bodies or idling on many
 * sockets cannot take every file descriptor. Connections from trusted proxies are not capped
 * (they carry many clients; the proxy limits them). No well-kept package does this for a plain
 * Node server, so it is a small counter on the `connection` event.
 */
export function capConnectionsPerClient(server: Server, limits: ConnectionLimits): void {
  const max = limits.maxConnectionsPerClient;
  if (max <= 0) return;
  const trusted = trustedProxies(limits.trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

const expectsContinue = (value: string | undefined) => /^\s*100-continue\s*$/i.test(value ?? '');

/**
 * Before a byte of the body is read: a declared Content-Length over `limit` throws Fastify's
 * 413 (each service answers it in its own shape), and a client that sent
 * `Expect: 100-continue` is told to go on only when its body may come.
 */
export function admitDeclaredBody(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  }
  if (expectsContinue(request.headers.expect)) response.writeContinue();
}

/** A 413 whose body was not read closes the connection, so the rest is never read either. */
export const closesConnection = (statusCode: number, request: IncomingMessage) =>
  statusCode === 413 && !request.complete;

/**
 * Every route's body limit (its `bodyLimit`, else the server's) holds before a byte is read
 * (admitDeclaredBody). Bodies without a length (chunked) are counted by Fastify's parsers
 * against the same limit.
 */
export function enforceBodyLimits(app: FastifyInstance): void {
  // Node answers `100 Continue` by itself unless someone listens; the onRequest hook decides.
  app.server.on('checkContinue', (request, response) =>
    app.server.emit('request', request, response),
  );
  app.addHook('onRequest', async (request, reply) => {
    admitDeclaredBody(request.raw, reply.raw, request.routeOptions.bodyLimit);
  });
  app.addHook('onSend', async (request, reply) => {
    if (closesConnection(reply.statusCode, request.raw)) reply.header('connection', 'close');
  });
}
