import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import sharp from 'sharp';
import { z } from 'zod';
import { register as globalRegistry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { createPasswordAccount } from '@app/testing/password-accounts';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { ownServerPool } from '@app/testing/own-server-pool';
import { SERVICE_CALLER } from '../platform/identity.js';
import { webDistDir } from '../platform/project-paths.js';
import { STATIC_FILE_ROUTE } from './http-metrics.js';
import { parsePrometheusText, sampleValue, type Sample } from './prometheus-test-kit.js';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const logLines: string[] = [];
let server: TestServer;
let owner: pg.Pool;

beforeAll(async () => {
  server = await startTestServer(
    { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
    {
      renderAhead: false,
      logDestination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
      jobHandlers: { metrics_probe: async () => undefined },
    },
  );
  owner = ownServerPool(server.databaseUrl, 1);
});

afterAll(async () => {
  await owner?.end();
  await server?.dispose();
});

const scrape = (authorization?: string) =>
  fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

async function samples(): Promise<Sample[]> {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

const rest = (query: string) =>
  fetch(`${server.url}/rest/v1/${query}`, { headers: { apikey: server.keys.anonKey } });

describe('GET /metrics', () => {
  it('answers the right bearer token in the text format, uncached', async () => {
    await (await fetch(`${server.url}/config.json`)).arrayBuffer();
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const names = new Set(parsePrometheusText(await response.text()).map((s) => s.name));
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'db_pool_connections',
      'db_pool_idle_connections',
      'db_pool_waiting_clients',
      'job_queue_jobs',
    ]) {
      expect(names, name).toContain(name);
    }
    const all = await samples();
    for (const pool of ['caller', 'member', 'service']) {
      expect(all.some((s) => s.name === 'db_pool_connections' && s.labels.pool === pool)).toBe(
        true,
      );
    }
    for (const state of ['queued', 'scheduled', 'running', 'failed']) {
      expect(
        all.some((s) => s.name === 'job_queue_jobs' && s.labels.state === state),
        state,
      ).toBe(true);
    }
  });

  it('refuses a missing, wrong or malformed token with 401 and no metrics', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      `Bearer ${TOKEN} ${TOKEN}`,
      TOKEN,
    ]) {
      const response = await scrape(authorization);
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.text();
      expect(body).not.toContain('http_requests_total');
      expect(JSON.parse(body)).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('stays cheap under a bounded flood of bad tokens, and the scraper still gets in', async () => {
    const started = performance.now();
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => scrape(`Bearer bad-${batch}-${i}`)),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        await answer.arrayBuffer();
      }
    }
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200);
  });

  it("keeps its series in the server's own registry, not the process-wide one", () => {
    expect(server.metrics.registry).not.toBe(globalRegistry);
    expect(globalRegistry.getSingleMetric('http_requests_total')).toBeUndefined();
  });
});

describe('the series', () => {
  it('counts PostgREST requests by their route template, never by table or query', async () => {
    const route = { method: 'GET', route: '/rest/v1/*' };
    const before = await samples();
    const first = await rest(`tours?id=eq.${uniqueTag()}`);
    const second = await rest(`tours?id=eq.${uniqueTag()}`);
    expect(first.status).toBe(second.status);
    const after = await samples();
    const labels = { ...route, status_code: String(first.status) };
    expect(sampleValue(after, 'http_requests_total', labels)).toBe(
      sampleValue(before, 'http_requests_total', labels) + 2,
    );
    const routes = new Set(
      after.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route),
    );
    expect([...routes].filter((r) => r?.includes('tours') || r?.includes('?'))).toEqual([]);
    expect(sampleValue(after, 'http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("counts the app's files under one label, so a build's file names add no series", async () => {
    const files = readdirSync(path.join(webDistDir, 'assets'))
      .filter((file) => !file.endsWith('.map'))
      .slice(0, 5);
    expect(files.length).toBeGreaterThan(1);
    const label = { method: 'GET', route: STATIC_FILE_ROUTE, status_code: '200' };
    const before = await samples();
    for (const file of files) {
      const answer = await fetch(`${server.url}/assets/${file}`);
      expect(answer.status, file).toBe(200);
      await answer.arrayBuffer();
    }
    const after = await samples();
    expect(sampleValue(after, 'http_requests_total', label)).toBe(
      sampleValue(before, 'http_requests_total', label) + files.length,
    );
    const routes = after
      .filter((s) => s.name.startsWith('http_request'))
      .map((s) => s.labels.route ?? '');
    expect(routes.filter((route) => route.startsWith('/assets/'))).toEqual([]);
  });

  it('counts money-function calls by function and outcome', async () => {
    const account = await createPasswordAccount(server.servicePool);
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const session = z.object({ access_token: z.string() }).parse(await signIn.json());
    const call = (name: string, body: unknown) =>
      fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          apikey: server.keys.anonKey,
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const before = await samples();
    const topUp = await call('wallet-topup', { amount_eur: 20 });
    expect(topUp.status, await topUp.clone().text()).toBe(200);
    const refused = await call('process-booking', {
      tourId: crypto.randomUUID(),
      startDate: '2030-06-01',
      travelers: 1,
      baseTotalEUR: 100,
      addOnsTotalEUR: 0,
      grandTotalEUR: 100,
    });
    const { code } = z.object({ code: z.string() }).parse(await refused.json());
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const after = await samples();
    const count = (list: Sample[], fn: string, outcome: string) =>
      sampleValue(list, 'money_function_calls_total', { function: fn, outcome });
    expect(count(after, 'wallet.start_topup', 'ok')).toBe(
      count(before, 'wallet.start_topup', 'ok') + 1,
    );
    expect(count(after, 'wallet.book_tour_with_lead', code)).toBe(
      count(before, 'wallet.book_tour_with_lead', code) + 1,
    );
  });

  it('counts picture renders, their time and the variant cache', async () => {
    const key = `metrics-test/${uniqueTag()}/picture.jpg`;
    const bytes = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .toBuffer();
    await server.store.putObject(SERVICE_CALLER, 'tours', key, bytes, {
      contentType: 'image/jpeg',
      upsert: true,
    });
    const render = () =>
      fetch(`${server.url}/storage/v1/render/image/public/tours/${key}?width=320&quality=70`, {
        headers: { authorization: `Bearer ${server.keys.serviceKey}` },
      });
    const before = await samples();
    const cold = await render();
    expect(cold.status).toBe(200);
    await cold.arrayBuffer();
    const warm = await render();
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();
    const after = await samples();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta('picture_renders_total', { outcome: 'ok' })).toBe(1);
    expect(delta('picture_render_duration_seconds_count')).toBe(1);
    expect(delta('picture_variant_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(delta('picture_variant_cache_lookups_total', { result: 'hit' })).toBe(1);
  });

  it('counts the jobs this process runs by task and outcome', async () => {
    await owner.query(`select private.enqueue_job('metrics_probe', '{}'::jsonb)`);
    await expect
      .poll(
        async () =>
          sampleValue(await samples(), 'job_runs_total', {
            task: 'metrics_probe',
            outcome: 'success',
          }),
        { timeout: 15_000, interval: 200 },
      )
      .toBe(1);
  });
});

describe('request ids', () => {
  it('are on every answer: a page, 404s, a proxied REST answer, a storage answer, a 401', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/config.json`),
      fetch(`${server.url}/no/such/page.json`),
      fetch(`${server.url}/auth/v1/no-such-endpoint`),
      rest('tours?select=id&limit=1'),
      fetch(`${server.url}/storage/v1/object/public/tours/no-such-object.jpg`),
      scrape('Bearer wrong'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 404, 200, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers.get('x-request-id'), answer.url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps a safe incoming id and replaces an unsafe one', async () => {
    const safe = `lb-${uniqueTag()}.1_a`;
    const kept = await fetch(`${server.url}/config.json`, { headers: { 'x-request-id': safe } });
    expect(kept.headers.get('x-request-id')).toBe(safe);
    for (const unsafe of ['a'.repeat(65), 'has space', 'quote"d', 'semi;colon', '']) {
      const replaced = await fetch(`${server.url}/config.json`, {
        headers: { 'x-request-id': unsafe },
      });
      const id = replaced.headers.get('x-request-id');
      expect(id, unsafe).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('names the request in its one JSON access-log line, with secrets redacted', async () => {
    const id = `log-${uniqueTag()}`;
    const response = await fetch(`${server.url}/no/such/page.json?token=secret-value&x=1`, {
      headers: { 'x-request-id': id },
    });
    expect(response.headers.get('x-request-id')).toBe(id);
    await expect.poll(() => logLines.filter((line) => line.includes(id)).length).toBe(1);
    const line = logLines.find((candidate) => candidate.includes(id))!;
    expect(line).not.toContain('secret-value');
    const entry = z.record(z.string(), z.unknown()).parse(JSON.parse(line));
    expect(entry).toMatchObject({
      reqId: id,
      method: 'GET',
      url: '/no/such/page.json?token=redacted&x=1',
      statusCode: 404,
      msg: 'request completed',
    });
    expect(typeof entry.responseTime).toBe('number');
    expect(typeof entry.time).toBe('number');
  });
});
