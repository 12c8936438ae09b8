import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** The peers TRUST_PROXY names (proxy-addr names or addresses, comma separated), as Fastify reads it. */
export function trustedProxies(setting: string) {
  return proxyAddr.compile(setting.split(',').map((value) => value.trim()));
}

export type TrustedProxies = ReturnType<typeof trustedProxies>;

/** The client's address, as Fastify's `request.ip` gives it: X-Forwarded-For from trusted peers only. */
export const clientIp = (request: IncomingMessage, trusted: TrustedProxies): string =>
  proxyAddr(request, trusted);

/** Whether a request came over TLS: to us, or to a trusted proxy that says so (Fastify's `protocol`). */
export function cameOverTls(request: IncomingMessage, trusted: TrustedProxies): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const socket = request.socket;
  if (typeof forwarded === 'string' && forwarded && trusted(socket.remoteAddress ?? '', 0)) {
    return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
  }
  return 'encrypted' in socket && socket.encrypted === true;
}
