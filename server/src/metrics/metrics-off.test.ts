import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ JOB_WORKER: 'off' });
});

afterAll(async () => {
  await server?.dispose();
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist: the answer of any unknown path, with or without a token', async () => {
    const tokens: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer anything-at-all-0123456789abcdef' },
    ];
    for (const headers of tokens) {
      const metrics = await fetch(`${server.url}/metrics`, { headers });
      const unknown = await fetch(`${server.url}/no-such-path`, { headers });
      expect(metrics.status).toBe(404);
      expect(metrics.status).toBe(unknown.status);
      expect(metrics.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
      expect(await metrics.text()).not.toContain('http_requests_total');
      await unknown.arrayBuffer();
    }
  });

  it('still counts: the registry is there, only the endpoint is off', async () => {
    await (await fetch(`${server.url}/config.json`)).arrayBuffer();
    const text = await server.metrics.registry.metrics();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/config.json",status_code="200"\} 1$/m,
    );
  });
});
