import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { ownServerPool } from '@app/testing/own-server-pool';
import { loadConfig } from '../config.js';
import { startWorkerProcess, type WorkerProcess } from '../worker-process.js';
import type { JobHandlers } from './job-handler.js';

// Two gateways on one database, each with its worker, and one SMTP listener for both.
let smtp: SmtpCatcher;
let first: TestServer;
let second: TestServer;
let owner: pg.Pool;
const runs: Array<{ n: number; gateway: string }> = [];

/** A job kind for this test only: notes which gateway ran it, slowly enough to overlap. */
function probe(gateway: string): JobHandlers {
  return {
    async test_probe(payload) {
      const { n } = z.object({ n: z.number() }).parse(payload);
      await new Promise((resolve) => setTimeout(resolve, 5));
      runs.push({ n, gateway });
    },
  };
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  first = await startTestServer(
    { SMTP_URL: smtp.url, JOB_CONCURRENCY: '4' },
    { jobHandlers: probe('first') },
  );
  second = await startTestServer(
    {
      SMTP_URL: smtp.url,
      JOB_CONCURRENCY: '4',
      DATABASE_URL: first.databaseUrl,
      POSTGREST_URL: first.postgrest.url,
      JWT_SECRET: first.jwtSecret,
    },
    { jobHandlers: probe('second') },
  );
  owner = ownServerPool(first.databaseUrl, 2);
});

afterAll(async () => {
  await owner?.end();
  await second?.dispose();
  await first?.dispose();
  await smtp?.close();
});

describe('the job queue with two gateways on one database', () => {
  it('runs every job once, sharing them between the gateways', async () => {
    const count = 400;
    await owner.query(
      `select private.enqueue_job('test_probe', jsonb_build_object('n', n))
         from generate_series(1, $1) n`,
      [count],
    );
    await expect
      .poll(() => runs.length, { timeout: 60_000, interval: 100 })
      .toBeGreaterThanOrEqual(count);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs).toHaveLength(count);
    expect(new Set(runs.map((run) => run.n)).size).toBe(count);
    expect(runs.filter((run) => run.gateway === 'first').length).toBeGreaterThan(0);
    expect(runs.filter((run) => run.gateway === 'second').length).toBeGreaterThan(0);
    const { rows } = await owner.query(
      `select count(*)::int as left from graphile_worker.jobs where task_identifier = 'test_probe'`,
    );
    expect(rows[0]).toEqual({ left: 0 });
  });

  it('sends each queued mail once, whichever gateway took the request', async () => {
    const tag = uniqueTag();
    const sends = Array.from({ length: 30 }, (_, index) => {
      const target = index % 2 === 0 ? first : second;
      return fetch(`${target.url}/functions/v1/contact-message`, {
        method: 'POST',
        headers: {
          apikey: target.keys.anonKey,
          authorization: `Bearer ${target.keys.anonKey}`,
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${index}`,
        },
        body: JSON.stringify({
          firstName: 'Ada',
          lastName: `Lovelace${index}`,
          email: `ada-${index}-${tag}@example.test`,
          inquiryType: 'general',
          message: `Question number ${index} (${tag})`,
        }),
      });
    });
    for (const response of await Promise.all(sends)) expect(response.status).toBe(200);
    const ours = () => smtp.mails.filter((mail) => mail.source.includes(`(${tag})`));
    await expect.poll(() => ours().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const numbers = ours().map((mail) => /Question number (\d+)/.exec(mail.source)?.[1]);
    expect(numbers).toHaveLength(30);
    expect(new Set(numbers).size).toBe(30);
  });
});

describe('JOB_WORKER=off beside a worker-only process', () => {
  it('the gateway only adds jobs; the worker process sends them', async () => {
    const catcher = await startSmtpCatcher();
    const gateway = await startTestServer({ SMTP_URL: catcher.url, JOB_WORKER: 'off' });
    const workerDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-worker-'));
    let worker: WorkerProcess | undefined;
    try {
      const send = (text: string) =>
        fetch(`${gateway.url}/functions/v1/contact-message`, {
          method: 'POST',
          headers: {
            apikey: gateway.keys.anonKey,
            authorization: `Bearer ${gateway.keys.anonKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            firstName: 'Lise',
            lastName: 'Meitner',
            email: 'lise@example.test',
            inquiryType: 'general',
            message: text,
          }),
        });
      expect((await send('Waiting for a worker')).status).toBe(200);
      await catcher.expectNoMailTo('info@ecotours.eu', 1500);

      worker = await startWorkerProcess(
        loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATA_DIR: workerDir,
          DATABASE_URL: gateway.databaseUrl,
          JWT_SECRET: gateway.jwtSecret,
          SITE_URL: gateway.url,
          SMTP_URL: catcher.url,
          JOB_WORKER: 'only',
        }),
      );
      const mail = await catcher.nextMailTo('info@ecotours.eu', 20_000);
      expect(mail.source).toContain('Waiting for a worker');
    } finally {
      await worker?.stop();
      await gateway.dispose();
      await catcher.close();
      await fs.rm(workerDir, { recursive: true, force: true });
    }
  });

  it('refuses to run alone without a shared database or a site address', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-worker-'));
    try {
      await expect(
        startWorkerProcess(loadConfig({ DATA_DIR: dir, JOB_WORKER: 'only' })),
      ).rejects.toThrow(/DATABASE_URL/);
      await expect(
        startWorkerProcess(
          loadConfig({
            DATA_DIR: dir,
            JOB_WORKER: 'only',
            DATABASE_URL: 'postgres://x@127.0.0.1:1/x',
          }),
        ),
      ).rejects.toThrow(/SITE_URL/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
