import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDataDirTemplate } from '@app/testing/data-dir-template';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { fetchAnonKey, fundWallet, signInMembers } from '@app/testing/money-fixtures';
import { type ServerProcess, startServerProcess } from '@app/testing/server-process';

/**
 * The queue's promise under SIGKILL: a mail whose change committed is sent once after a crash,
 * whether the crash came before the worker took the job or in the middle of sending it.
 */
let smtp: SmtpCatcher;
let dataDir: string;
let server: ServerProcess | undefined;
const OPERATOR = 'info@ecotours.eu';

function start(env: Record<string, string> = {}) {
  return startServerProcess({
    dataDir,
    env: { SMTP_URL: smtp.url, JOB_STALE_SECONDS: '3', LOG_LEVEL: 'error', ...env },
  });
}

async function sendContactMessage(target: ServerProcess, text: string) {
  const key = await fetchAnonKey(target.url);
  const response = await fetch(`${target.url}/functions/v1/contact-message`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Rosalind',
      lastName: 'Franklin',
      email: 'rosalind@example.test',
      inquiryType: 'general',
      message: text,
    }),
  });
  expect(response.status).toBe(200);
}

/** The messages to `to` whose SMTP transaction completed. */
const delivered = (to: string) =>
  smtp.mails.filter((mail) => mail.to.includes(to.toLowerCase())).map((mail) => mail.source);
const deliveredWith = (text: string) =>
  delivered(OPERATOR).filter((source) => source.includes(text));

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-job-crash-'));
  // A copy of the run's migrated cluster: the first start skips initdb and the migrations.
  await copyDataDirTemplate(dataDir);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/**
 * Waits until the queue holds no job due within the hour (the booking's reminder is weeks
 * ahead): the job that mailed is done and gone, and no retry or second copy of it is left to
 * mail again. What a fixed wait after the first delivery hoped for, as an event.
 */
async function queueSettled(target: ServerProcess) {
  const owner = new pg.Pool({ connectionString: target.databaseUrl, max: 1 });
  try {
    await expect
      .poll(
        async () => {
          const { rows } = await owner.query<{ due: number }>(
            `select count(*)::int as due from graphile_worker._private_jobs
              where run_at < now() + interval '1 hour'`,
          );
          return rows[0]!.due;
        },
        { timeout: 60_000 },
      )
      .toBe(0);
  } finally {
    await owner.end();
  }
}

/** A member with money books a 2-day tour a month ahead: its confirmation is a queued job. */
async function bookATour(target: ServerProcess, email: string) {
  const service = new pg.Pool({ connectionString: target.serviceDatabaseUrl, max: 2 });
  try {
    const anonKey = await fetchAnonKey(target.url);
    const [member] = await signInMembers(service, target.url, anonKey, 1, [email]);
    await fundWallet(service, member!.id, 500);
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await service.query<{ id: string }>(
      `insert into public.tours (slug, title, category, country, price_eur, duration_days,
                                 difficulty, group_size, available_dates, meeting_point)
       values ($1, 'Crash Valley Walk', 'eco', 'Austria', 120, 2, 'easy', 12, $2, 'Innsbruck station')
       returning id`,
      [`crash-valley-${Date.now()}`, [date]],
    );
    const response = await fetch(`${target.url}/functions/v1/process-booking`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${member!.accessToken}`,
        'content-type': 'application/json',
        'idempotency-key': `crash-${Date.now()}`,
      },
      body: JSON.stringify({
        tourId: rows[0]!.id,
        startDate: date,
        travelers: 2,
        addOnIds: [],
        baseTotalEUR: 240,
        addOnsTotalEUR: 0,
        grandTotalEUR: 240,
      }),
    });
    expect(response.status).toBe(200);
  } finally {
    await service.end();
  }
}

describe('queued mail and SIGKILL', () => {
  it('sends a booking confirmation once when the server dies in the middle of mailing it', async () => {
    server = await start();
    const email = `crash-${Date.now()}@example.test`;
    const held = smtp.holdNext(email);
    await bookATour(server, email);
    await held; // the confirmation, PDF and calendar entry included, is being sent
    await server.kill();
    expect(delivered(email)).toHaveLength(0);

    server = await start();
    await expect.poll(() => delivered(email).length, { timeout: 60_000 }).toBe(1);
    await queueSettled(server);
    expect(delivered(email)).toHaveLength(1);
    const mail = delivered(email)[0]!;
    expect(mail).toMatch(/Content-Type: application\/pdf/i);
    expect(mail).toMatch(/Content-Type: text\/calendar/i);
    await server.stop();
    server = undefined;
  }, 150_000);

  it('sends a mail once when the server is killed in the middle of sending it', async () => {
    server = await start();
    const text = `Killed while mailing ${Date.now()}`;
    const held = smtp.holdNext(OPERATOR);
    await sendContactMessage(server, text);
    await held; // the worker is inside the SMTP transaction now
    await server.kill();
    expect(deliveredWith(text)).toHaveLength(0);

    server = await start();
    // The dead worker's lock is taken over once its heartbeat is 3 s old.
    await expect.poll(() => deliveredWith(text).length, { timeout: 60_000 }).toBe(1);
    await queueSettled(server);
    expect(deliveredWith(text)).toHaveLength(1);
    await server.stop();
    server = undefined;
  }, 150_000);

  it('sends a mail once when the server is killed after the commit, before any worker ran', async () => {
    // A gateway without a worker (JOB_WORKER=off) stores the message and its job, then dies.
    server = await start({ JOB_WORKER: 'off' });
    const text = `Killed before mailing ${Date.now()}`;
    await sendContactMessage(server, text);
    const owner = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
    try {
      const { rows } = await owner.query(
        `select count(*)::int as waiting from graphile_worker._private_jobs j
          join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'send_mail' and j.payload::text like $1`,
        [`%${text}%`],
      );
      expect(rows[0]).toEqual({ waiting: 1 });
    } finally {
      await owner.end();
    }
    await server.kill();
    expect(deliveredWith(text)).toHaveLength(0);

    server = await start();
    await expect.poll(() => deliveredWith(text).length, { timeout: 30_000 }).toBe(1);
    await queueSettled(server);
    expect(deliveredWith(text)).toHaveLength(1);
  }, 150_000);
});
