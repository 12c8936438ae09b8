import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import net from 'node:net';

/** Below this, ports belong to well-known services (PostgreSQL's 5432, 8080, …). */
const LOWEST_PICKED_PORT = 20_000;
/** Fewer ports than this between the floor and the ephemeral range: let the kernel pick. */
const MIN_PICKED_RANGE = 1_000;
const PICK_ATTEMPTS = 20;

/**
 * A free port for a process that binds it a moment later (PostgREST, PostgreSQL, s3rver).
 * A port the kernel hands out for listen(0) comes from its ephemeral range, from which every
 * outgoing connection also takes its local port: one opened before the process binds may take
 * it and keep it as long as it lives, and the process then cannot start on it. So the port is
 * drawn at random between 20000 and the start of that range, where no outgoing connection gets
 * a port; only another listener can race for it there.
 */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  const ephemeralStart = await ephemeralRangeStart();
  if (ephemeralStart !== undefined && ephemeralStart - LOWEST_PICKED_PORT >= MIN_PICKED_RANGE) {
    for (let attempt = 0; attempt < PICK_ATTEMPTS; attempt++) {
      const port = randomInt(LOWEST_PICKED_PORT, ephemeralStart);
      if ((await listenOnce(host, port)) !== undefined) return port;
    }
  }
  const port = await listenOnce(host, 0);
  if (port === undefined) throw new Error('could not determine a free port');
  return port;
}

/** Linux says where its ephemeral range starts; elsewhere the kernel's own pick is used. */
async function ephemeralRangeStart(): Promise<number | undefined> {
  try {
    const text = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
    const start = Number(text.trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > 0 ? start : undefined;
  } catch {
    return undefined;
  }
}

/** Binds the port and lets it go: the port bound, or undefined if it was taken. */
function listenOnce(host: string, port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, host, () => {
      const address = server.address();
      server.close(() =>
        resolve(address && typeof address === 'object' ? address.port : undefined),
      );
    });
  });
}
