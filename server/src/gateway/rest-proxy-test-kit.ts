import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { RestProxy, type RestProxyOptions } from './rest-proxy.js';

/** The REST proxy alone on a server of its own (127.0.0.1, a free port), without the gateway. */
export async function listenRestProxy(options: Omit<RestProxyOptions, 'log'>) {
  const proxy = new RestProxy({ log: pino({ level: 'silent' }), ...options });
  const server = http.createServer((request, response) => {
    if (proxy.handles(request)) proxy.serve(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    proxy,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await proxy.close();
    },
  };
}
