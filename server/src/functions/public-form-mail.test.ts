import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { uniqueTag } from '@app/testing/clients';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { ownServerPool } from '@app/testing/own-server-pool';

// Servers of their own: one that sends through SMTP, one (on its own database, with its own
// queue) whose SMTP server is gone.
let smtp: SmtpCatcher;
let server: TestServer;
let broken: TestServer;
let brokenPool: pg.Pool;
let serverPool: pg.Pool;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url, CONTACT_EMAIL: 'Team@Example.test' });
  broken = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
  // The owner's connection: it reads the queue's schema.
  brokenPool = ownServerPool(broken.databaseUrl, 2);
  serverPool = ownServerPool(server.serviceDatabaseUrl, 2);
});

afterAll(async () => {
  await brokenPool?.end();
  await serverPool?.end();
  await broken?.dispose();
  await server?.dispose();
  await smtp?.close();
});

function post(target: TestServer, name: string, body: unknown) {
  return fetch(`${target.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: target.keys.anonKey,
      authorization: `Bearer ${target.keys.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

const contact = (email: string, text: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  inquiryType: 'press',
  message: text,
});

describe('mail of the public forms', () => {
  it('mails a contact message to CONTACT_EMAIL, answering to the visitor', async () => {
    const email = `press-${uniqueTag()}@example.test`;
    const response = await post(server, 'contact-message', contact(email, 'An interview, please?'));
    expect(response.status).toBe(200);
    const mail = await smtp.nextMailTo('team@example.test');
    expect(mail.subject).toBe('Contact form: Press from Grace Hopper');
    expect(mail.source).toMatch(new RegExp(`^Reply-To: ${email}`, 'mi'));
    expect(mail.source).toContain('An interview, please?');
  });

  it('sends a List-Unsubscribe header and keeps no link in the outbox once sent', async () => {
    const email = `reader-${uniqueTag()}@example.test`;
    expect((await post(server, 'newsletter-subscribe', { email })).status).toBe(200);
    const mail = await smtp.nextMailTo(email);
    // The header block as sent, its long headers unfolded. Not the catcher's decoded source: it
    // undoes quoted-printable escapes everywhere, and reads a token starting with '20' after
    // 'token=' as a space.
    const headers = mail.raw
      .toString('utf8')
      .split(/\r?\n\r?\n/)[0]!
      .replace(/\r?\n[ \t]+/g, '');
    const unsubscribe = /^List-Unsubscribe:\s*<(\S+)>/m.exec(headers)?.[1];
    expect(unsubscribe).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token/);
    // The outbox row is written once SMTP has taken the mail.
    const kept = () =>
      serverPool.query<{ text_body: string; html_body: string }>(
        `select text_body, html_body from auth.mail_outbox where to_address = $1`,
        [email],
      );
    await expect.poll(async () => (await kept()).rowCount).toBe(1);
    const { rows } = await kept();
    expect(rows[0]!.text_body).not.toContain('token=');
    expect(rows[0]!.html_body).not.toContain('token=');
  });

  it('keeps the message, and the queue retries the mail, when SMTP is down', async () => {
    const email = `down-${uniqueTag()}@example.test`;
    const text = `Is anyone there? ${uniqueTag()}`;
    const response = await post(broken, 'contact-message', contact(email, text));
    expect(response.status).toBe(200);
    const stored = await brokenPool.query(
      `select 1 from public.contact_messages where email = $1`,
      [email],
    );
    expect(stored.rowCount).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await brokenPool.query<{ error: string | null; text_body: string }>(
              `select error, text_body from auth.mail_outbox where kind = 'contact' and text_body like $1`,
              [`%${text}%`],
            )
          ).rows[0]?.error,
        { timeout: 20_000 },
      )
      .toBeTruthy();
    // The job stays in the queue with its error, to be tried again later.
    const job = () =>
      brokenPool.query<{ attempts: number; last_error: string | null }>(
        `select j.attempts, j.last_error from graphile_worker._private_jobs j
          join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'send_mail' and j.payload::text like $1`,
        [`%${text}%`],
      );
    await expect.poll(async () => (await job()).rows[0]?.last_error).toBeTruthy();
    expect((await job()).rows[0]?.attempts).toBeGreaterThanOrEqual(1);
  });
});
