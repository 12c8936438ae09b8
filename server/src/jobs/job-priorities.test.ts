import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@app/testing/clients';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { ownServerPool } from '@app/testing/own-server-pool';

// A server of its own: this file fills every general slot of its job worker on purpose.
let smtp: SmtpCatcher;
let server: TestServer;
let owner: pg.Pool;
let running = 0;
let releaseFlood!: () => void;
const floodReleased = new Promise<void>((resolve) => (releaseFlood = resolve));

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer(
    { SMTP_URL: smtp.url, JOB_CONCURRENCY: '2' },
    {
      jobHandlers: {
        // A confirmation as a sales peak makes them: slow (here, until the test lets it end).
        async test_slow_confirmation() {
          running += 1;
          await floodReleased;
        },
      },
    },
  );
  owner = ownServerPool(server.databaseUrl, 2);
});

afterAll(async () => {
  releaseFlood?.();
  await owner?.end();
  await server?.dispose();
  await smtp?.close();
});

const queued = async (task: string) =>
  (
    await owner.query<{ n: number }>(
      `select count(*)::int as n from graphile_worker.jobs
        where task_identifier = $1 and locked_at is null`,
      [task],
    )
  ).rows[0]!.n;

describe('the job queue during a sales peak', () => {
  it('sends a sign-up link at once while confirmations fill every other slot', async () => {
    await owner.query(
      `select private.enqueue_job('test_slow_confirmation', jsonb_build_object('n', n))
         from generate_series(1, 50) n`,
    );
    await expect.poll(() => running, { timeout: 30_000 }).toBe(2);

    const email = `peak-${uniqueTag()}@example.test`;
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `peak-${randomUUID()}` }),
    });
    expect(signUp.status).toBe(200);
    const mail = await smtp.nextMailTo(email, 10_000);
    expect(mail.link).toMatch(/type=signup/);

    // The kept slot took the sign-up mail and none of the flood, which still waits its turn.
    expect(running).toBe(2);
    expect(await queued('test_slow_confirmation')).toBe(48);
  });

  it('ranks mails a person waits for first, and reminders and newsletters last', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const tasks = [
      'send_auth_mail',
      'send_mail',
      'booking_confirmation',
      'member_notice',
      'booking_reminder',
      'newsletter_batch',
    ];
    const key = uniqueTag();
    await owner.query(
      `select private.enqueue_job(task, '{}'::jsonb, $2::timestamptz, $3 || task)
         from unnest($1::text[]) task`,
      [tasks, later, key],
    );
    try {
      const { rows } = await owner.query<{ task: string; priority: number; flags: unknown }>(
        `select task_identifier as task, priority, flags from graphile_worker.jobs
          where key like $1 || '%' order by priority, task_identifier`,
        [key],
      );
      expect(rows).toEqual([
        { task: 'send_auth_mail', priority: -10, flags: null },
        { task: 'booking_confirmation', priority: 0, flags: { can_wait: true } },
        { task: 'member_notice', priority: 0, flags: { can_wait: true } },
        { task: 'send_mail', priority: 0, flags: { can_wait: true } },
        { task: 'booking_reminder', priority: 10, flags: { can_wait: true } },
        { task: 'newsletter_batch', priority: 10, flags: { can_wait: true } },
      ]);
    } finally {
      await owner.query(
        `select graphile_worker.remove_job($1 || task) from unnest($2::text[]) task`,
        [key, tasks],
      );
    }
  });
});
