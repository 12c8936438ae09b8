import { randomUUID } from 'node:crypto';
import { newsletterMessages } from '@app/domain/newsletter';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSessionMember } from '@app/testing/member-sessions';
import { createMigratedScratchDatabase } from '@app/testing/scratch-database';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { ownServerPool } from '@app/testing/own-server-pool';
import { createNewsletterTasks } from '../jobs/newsletter-tasks.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';

/**
 * Newsletter issues end to end: a server of its own (its database starts with no subscriber)
 * that mails through SMTP to a catcher, with its job worker running the issue and batch jobs.
 */
let smtp: SmtpCatcher;
let server: TestServer;
let owner: pg.Pool;
let adminToken: string;
let memberToken: string;

const MAILS_PER_SECOND = 100;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    DATABASE_URL: await createMigratedScratchDatabase('newsletter_issues'),
    // Same secret as the run's server: the authenticator password is cluster-wide.
    JWT_SECRET: inject('jwtSecret'),
    SMTP_URL: smtp.url,
    NEWSLETTER_MAILS_PER_SECOND: String(MAILS_PER_SECOND),
  });
  owner = ownServerPool(server.databaseUrl, 2);
  adminToken = (await createSessionMember({ admin: true, pool: server.servicePool })).token;
  memberToken = (await createSessionMember({ pool: server.servicePool })).token;
}, 180_000);

afterAll(async () => {
  await owner?.end();
  await server?.dispose();
  await smtp?.close();
});

async function send(body: unknown, token: string | null = adminToken, raw?: string) {
  const headers: Record<string, string> = {
    apikey: server.keys.anonKey,
    'content-type': 'application/json',
    authorization: `Bearer ${token ?? server.keys.anonKey}`,
  };
  const response = await fetch(`${server.url}/functions/v1/newsletter-send`, {
    method: 'POST',
    headers,
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function subscribers(status: 'pending' | 'confirmed' | 'unsubscribed', count: number) {
  const emails = Array.from({ length: count }, () => `reader-${randomUUID()}@example.test`);
  await server.servicePool.query(
    `insert into public.newsletter_subscriptions (email, status, confirmed_at, unsubscribed_at)
     select e, $2, case when $2 = 'confirmed' then now() end,
            case when $2 = 'unsubscribed' then now() end
       from unnest($1::text[]) e`,
    [emails, status],
  );
  return emails;
}

const subscriptionStatus = async (email: string) =>
  (
    await server.servicePool.query<{ status: string }>(
      `select status from public.newsletter_subscriptions where email = $1`,
      [email],
    )
  ).rows[0]?.status;

const unsubscribeLinkOf = (mail: CaughtMail) =>
  /^List-Unsubscribe:\s*<(\S+)>/im.exec(mail.headers)?.[1];

const issueRow = async (issueId: string) =>
  (
    await server.servicePool.query<{
      state: string;
      recipient_count: number | null;
      sent: number;
      failed: number;
    }>(
      `select i.state, i.recipient_count,
              count(*) filter (where d.status = 'sent')::integer as sent,
              count(*) filter (where d.status = 'failed')::integer as failed
         from public.newsletter_issues i
         left join public.newsletter_deliveries d on d.issue_id = i.id
        where i.id = $1 group by i.id`,
      [issueId],
    )
  ).rows[0];

async function waitForQueueToEmpty() {
  await expect
    .poll(
      async () =>
        (
          await owner.query<{ n: number }>(
            `select count(*)::integer as n from graphile_worker.jobs
              where task_identifier like 'newsletter_%'`,
          )
        ).rows[0]!.n,
      { timeout: 30_000, interval: 200 },
    )
    .toBe(0);
}

describe('newsletter-send refusals', () => {
  const issue = { subject: 'Spring departures', body: 'New dates for the Alps.' };

  it('is for admins only: no token, a member, a forged token', async () => {
    const anonymous = await send(issue, null);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.code).toBe('not_authenticated');
    const member = await send(issue, memberToken);
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('admin_required');
    const [head, payload] = adminToken.split('.');
    const forged = await send(issue, `${head}.${payload}.${'A'.repeat(43)}`);
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('invalid_jwt');
    const { rows } = await server.servicePool.query(`select 1 from public.newsletter_issues`);
    expect(rows).toEqual([]);
  });

  it('refuses malformed and oversized issues, storing nothing', async () => {
    for (const body of [
      {},
      { subject: 'Hi' },
      { body: 'Hello' },
      { subject: '   ', body: 'Hello' },
      { subject: 'Hi', body: ' \n ' },
      { subject: 'x'.repeat(201), body: 'Hello' },
      { subject: 'Hi', body: 'x'.repeat(20_001) },
      { subject: 'Line one\nBcc: everyone@example.test', body: 'Hello' },
      { subject: 'Hi', body: 'Hello', to: 'someone@example.test' },
      { subject: 42, body: 'Hello' },
      [],
    ]) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    expect((await send(undefined, adminToken, '{"subject": "Hi", ')).status).toBe(400);
    const huge = await send({ subject: 'Hi', body: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    const { rows } = await server.servicePool.query(`select 1 from public.newsletter_issues`);
    expect(rows).toEqual([]);
  });

  it('answers 409 no_subscribers while nobody is confirmed', async () => {
    await subscribers('pending', 2);
    await subscribers('unsubscribed', 2);
    const answer = await send(issue);
    expect(answer).toEqual({
      status: 409,
      body: { error: newsletterMessages.noSubscribers, code: 'no_subscribers' },
    });
    const { rows } = await server.servicePool.query(`select 1 from public.newsletter_issues`);
    expect(rows).toEqual([]);
  });
});

describe('an issue through the queue', () => {
  let confirmed: string[];
  let others: string[];
  let issueId: string;
  const subject = `The Slow Travel Letter ${randomUUID().slice(0, 8)}`;
  const body = 'Dear readers,\n\nNew <b>departures</b> & "routes":\nthe Alps by train.\n\nSee you!';

  it('mails every confirmed subscriber exactly once, with one-click unsubscribe headers', async () => {
    confirmed = await subscribers('confirmed', 120);
    others = [...(await subscribers('pending', 5)), ...(await subscribers('unsubscribed', 5))];

    const started = Date.now();
    const answer = await send({ subject: `  ${subject} `, body });
    expect(answer.status).toBe(200);
    expect(answer.body.recipients).toBe(120);
    issueId = String(answer.body.issueId);

    await expect
      .poll(() => smtp.mails.filter((mail) => mail.subject === subject).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(120);
    // 120 mails at 100 a second take more than a second.
    expect(Date.now() - started).toBeGreaterThan((120 / MAILS_PER_SECOND) * 1000 - 200);
    await waitForQueueToEmpty();
    await expect
      .poll(() => issueRow(issueId))
      .toEqual({
        state: 'sent',
        recipient_count: 120,
        sent: 120,
        failed: 0,
      });

    const mails = smtp.mails.filter((mail) => mail.subject === subject);
    const recipients = mails.flatMap((mail) => mail.to);
    expect(new Set(recipients).size).toBe(120);
    expect([...recipients].sort()).toEqual([...confirmed].sort());
    for (const other of others) expect(recipients).not.toContain(other);

    const mail = mails[0]!;
    const headers = mail.headers;
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    const link = unsubscribeLinkOf(mail)!;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=[\w.-]+$/);
    for (const each of mails) {
      expect(unsubscribeLinkOf(each)).toMatch(/\/newsletter\/unsubscribe\?token=/);
    }
    // Each mail its own link, also in the body; the admin's words are escaped in the HTML.
    expect(new Set(mails.map(unsubscribeLinkOf)).size).toBe(120);
    expect(mail.source).toContain(`Unsubscribe: ${link}`);
    expect(mail.source).toContain(
      'New &lt;b&gt;departures&lt;/b&gt; &amp; &quot;routes&quot;:<br>',
    );
    // The plain-text part keeps the words as written; the HTML part has no markup of them.
    expect(mail.source).toMatch(/^New <b>departures<\/b> & "routes":\r?\nthe Alps by train\.$/m);
    expect(mail.source).not.toMatch(/<p>[^\n]*<b>departures/);
    expect(mail.source).toContain('<p>Dear readers,</p>');

    const listed = await fetch(`${server.url}/rest/v1/rpc/newsletter_issues`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(await listed.json()).toContainEqual(
      expect.objectContaining({
        id: issueId,
        subject,
        state: 'sent',
        recipient_count: 120,
        sent_count: 120,
        failed_count: 0,
      }),
    );
  }, 90_000);

  it('does not mail anyone again when a batch or the issue job runs again', async () => {
    const { rows } = await server.servicePool.query<{ subscription_id: string }>(
      `select subscription_id from public.newsletter_deliveries where issue_id = $1 limit 50`,
      [issueId],
    );
    await owner.query(`select private.enqueue_job('newsletter_batch', $1::jsonb)`, [
      JSON.stringify({ issueId, subscriptionIds: rows.map((row) => row.subscription_id) }),
    ]);
    await owner.query(`select private.enqueue_job('newsletter_issue', $1::jsonb)`, [
      JSON.stringify({ issueId }),
    ]);
    await waitForQueueToEmpty();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.filter((mail) => mail.subject === subject)).toHaveLength(120);
    expect(await issueRow(issueId)).toMatchObject({ recipient_count: 120, sent: 120 });
  });

  it('lists issues and counts for admins only', async () => {
    const rpc = (name: string, token: string) =>
      fetch(`${server.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          apikey: server.keys.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
    for (const name of ['newsletter_issues', 'newsletter_subscriber_count']) {
      expect((await rpc(name, memberToken)).status).toBe(403);
      expect((await rpc(name, server.keys.anonKey)).status).toBe(401);
    }
    expect(await (await rpc('newsletter_subscriber_count', adminToken)).json()).toBe(120);
    const table = await fetch(`${server.url}/rest/v1/newsletter_deliveries?select=*`, {
      headers: { apikey: server.keys.anonKey, authorization: `Bearer ${memberToken}` },
    });
    expect(await table.json()).toEqual([]);
  });

  describe('one-click unsubscribe (RFC 8058)', () => {
    const post = (link: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
      fetch(link, { method: 'POST', headers: { 'content-type': contentType }, body });

    const linkFor = (email: string) =>
      unsubscribeLinkOf(
        smtp.mails.find((mail) => mail.subject === subject && mail.to.includes(email))!,
      )!;

    it('a GET of the link changes nothing; the POST unsubscribes, again and again', async () => {
      const email = confirmed[0]!;
      const link = linkFor(email);
      await fetch(link);
      await fetch(link, { method: 'HEAD' });
      expect(await subscriptionStatus(email)).toBe('confirmed');

      for (let i = 0; i < 2; i += 1) {
        const answer = await post(link, 'List-Unsubscribe=One-Click');
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ success: true, status: 'unsubscribed' });
        expect(await subscriptionStatus(email)).toBe('unsubscribed');
      }
    });

    it('takes a multipart form too', async () => {
      const email = confirmed[1]!;
      const boundary = 'xYzZY';
      const answer = await post(
        linkFor(email),
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
        `multipart/form-data; boundary=${boundary}`,
      );
      expect(answer.status).toBe(200);
      expect(await subscriptionStatus(email)).toBe('unsubscribed');
    });

    it('refuses forged tokens and other bodies, and unsubscribes nobody', async () => {
      const email = confirmed[2]!;
      const link = new URL(linkFor(email));
      const token = link.searchParams.get('token')!;
      const [id, signature] = token.split('.') as [string, string];
      const withToken = (value: string | null) => {
        const url = new URL(link);
        if (value === null) url.searchParams.delete('token');
        else url.searchParams.set('token', value);
        return url.toString();
      };
      for (const forged of [
        `${id}.${'A'.repeat(43)}`,
        `${randomUUID()}.${signature}`,
        `${id}.${signature}.x`,
        'short',
        '<script>'.repeat(3),
        '',
        null,
      ]) {
        const answer = await post(withToken(forged), 'List-Unsubscribe=One-Click');
        expect(answer.status, String(forged)).toBe(400);
        expect(await answer.json()).toEqual({
          error: newsletterMessages.linkInvalid,
          code: 'invalid_link',
        });
      }
      for (const body of ['', 'List-Unsubscribe=Other', 'unsubscribe=yes']) {
        const answer = await post(link.toString(), body);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({ code: 'invalid_request' });
      }
      const asJson = await post(
        link.toString(),
        '{"List-Unsubscribe":"One-Click"}',
        'application/json',
      );
      expect(asJson.status).toBe(415);
      const huge = await post(
        link.toString(),
        `List-Unsubscribe=One-Click&x=${'y'.repeat(10_000)}`,
      );
      expect(huge.status).toBe(413);
      // A bounded flood of forgeries: each refused, none of it unsubscribes anyone.
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          post(withToken(`${randomUUID()}.${signature}`), 'List-Unsubscribe=One-Click').then(
            (answer) => answer.status,
          ),
        ),
      );
      expect(new Set(answers)).toEqual(new Set([400]));
      expect(await subscriptionStatus(email)).toBe('confirmed');
    });

    it('a later issue skips who unsubscribed', async () => {
      const later = `Later letter ${randomUUID().slice(0, 8)}`;
      const answer = await send({ subject: later, body: 'Short one.' });
      expect(answer.body.recipients).toBe(118);
      await expect
        .poll(() => smtp.mails.filter((mail) => mail.subject === later).length, {
          timeout: 30_000,
        })
        .toBe(118);
      const to = smtp.mails.filter((mail) => mail.subject === later).flatMap((mail) => mail.to);
      expect(to).not.toContain(confirmed[0]);
      expect(to).not.toContain(confirmed[1]);
      await waitForQueueToEmpty();
    }, 60_000);
  });
});

describe('a batch whose mails fail', () => {
  /** A mailer that refuses the addresses in `refused` and records what it sent, and when. */
  function fakeMailer(refused: Set<string>) {
    const sent: Array<{ to: string; at: number; message: MailMessage }> = [];
    const mailer: Mailer = {
      delivers: true,
      async send(message) {
        if (refused.has(message.to)) throw new Error(`550 mailbox unavailable: ${message.to}`);
        sent.push({ to: message.to, at: Date.now(), message });
      },
      close() {},
    };
    return { mailer, sent };
  }

  it('records the failures, retries only those, and keeps the pace', async () => {
    const emails = await subscribers('confirmed', 10);
    const { rows: issue } = await server.servicePool.query<{ id: string }>(
      `insert into public.newsletter_issues (subject, body, recipient_count)
       values ('Direct batch', 'Body', 10) returning id`,
    );
    const issueId = issue[0]!.id;
    const { rows: subs } = await server.servicePool.query<{ id: string; email: string }>(
      `insert into public.newsletter_deliveries (issue_id, subscription_id)
       select $1, id from public.newsletter_subscriptions where email = any($2)
       returning subscription_id as id`,
      [issueId, emails],
    );
    const refused = new Set(emails.slice(0, 2));
    const { mailer, sent } = fakeMailer(refused);
    const tasks = createNewsletterTasks({
      pool: server.servicePool,
      mailer,
      siteUrl: () => 'https://site.example',
      unsubscribeKey: Buffer.alloc(32, 7),
      mailsPerSecond: 20,
    });
    const payload = { issueId, subscriptionIds: subs.map((row) => row.id) };

    await expect(tasks.newsletter_batch(payload)).rejects.toThrow(
      /2 of 10 newsletter mails failed: 550/,
    );
    expect(sent).toHaveLength(8);
    // 20 a second: 8 mails span at least 7 gaps of 50 ms.
    expect(sent.at(-1)!.at - sent[0]!.at).toBeGreaterThanOrEqual(7 * 50 - 5);
    expect(await issueRow(issueId)).toMatchObject({ state: 'sending', sent: 8, failed: 2 });
    expect(sent[0]!.message.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/site\.example\/newsletter\/unsubscribe\?token=/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    refused.clear();
    await tasks.newsletter_batch(payload);
    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((mail) => mail.to)).size).toBe(10);
    expect(await issueRow(issueId)).toMatchObject({ state: 'sent', sent: 10, failed: 0 });

    // Run again: nobody is mailed twice.
    await tasks.newsletter_batch(payload);
    expect(sent).toHaveLength(10);

    await expect(tasks.newsletter_batch({ issueId, subscriptionIds: [] })).rejects.toThrow();
    await expect(
      tasks.newsletter_batch({ issueId: 'nope', subscriptionIds: [] }),
    ).rejects.toThrow();
    await expect(tasks.newsletter_issue({ issueId, extra: 1 })).rejects.toThrow();
  });
});
