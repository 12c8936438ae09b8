import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { findFreePort } from './free-port.js';
import { startPostgrest } from './postgrest.js';

function listenOn(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function ephemeralStart(): Promise<number> {
  return Number((await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')).split(/\s+/)[0]);
}

// A CI run once failed on a PostgREST that never became ready: a port handed out by the kernel
// for listen(0) can be taken by an outgoing connection before the child binds it.
describe('PostgREST start', () => {
  it('draws free ports from below the range outgoing connections take theirs from', async () => {
    const below = await ephemeralStart();
    const ports = await Promise.all(Array.from({ length: 20 }, () => findFreePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(below);
    }
  });

  it('starts again on other ports when the ones it was given are taken', async () => {
    const takenPort = await findFreePort();
    const taken = await listenOn(takenPort);
    let picks = 0;
    // PostgREST's login, without the server's own connection options.
    const dbUri = new URL(inject('serviceDatabaseUrl'));
    dbUri.searchParams.delete('options');
    try {
      const postgrest = await startPostgrest({
        dbUri: dbUri.toString(),
        jwtSecret: inject('jwtSecret'),
        log: pino({ enabled: false }),
        pickPort: async () => (picks++ === 0 ? takenPort : findFreePort()),
      });
      try {
        expect(Number(new URL(postgrest.url).port)).not.toBe(takenPort);
        expect(picks).toBe(4);
        expect(await postgrest.isReady()).toBe(true);
      } finally {
        await postgrest.stop();
      }
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
