import net from 'node:net';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import { startTestServer } from '@app/testing/start-test-server';

describe('stopping the gateway', () => {
  it('closes a connection whose request never completes once the grace has passed', async () => {
    const server = await startTestServer({
      DATABASE_URL: await createMigratedScratchDatabase('close_gateway'),
      // Same secret as the run's server: the authenticator password is cluster-wide.
      JWT_SECRET: inject('jwtSecret'),
      REQUEST_TIMEOUT_MS: '120000',
      CONNECTION_TIMEOUT_MS: '120000',
      SHUTDOWN_GRACE_MS: '500',
    });
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    await once(socket, 'connect');
    const closed = once(socket, 'close');
    // Headers complete, body promised but never sent: a request in flight until its timeout.
    socket.write(
      'POST /functions/v1/contact-message HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    await delay(200);

    const started = Date.now();
    const stopped = server.dispose().then(() => 'stopped');
    // Without the grace the stop waited for the request's own timeout (two minutes here).
    expect(await Promise.race([stopped, delay(10_000, 'still waiting')])).toBe('stopped');
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    await closed;
    socket.destroy();
  });
});
