import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pino } from 'pino';
import { servicePool, uniqueTag } from '@app/testing/clients';
import { type SmtpCatcher, startSmtpCatcher } from '@app/testing/smtp-catcher';
import { startTestServer, type TestServer } from '@app/testing/start-test-server';
import { loadConfig } from '../config.js';
import { StartupError } from '../platform/startup-error.js';
import { startServer } from '../server.js';
import { AuthStore } from './auth-store.js';
import { ensureAdmins } from './demo-admin.js';
import { createMailer } from '../mail/mailer.js';

const gateway = () => inject('gatewayUrl');
/** The address with its token, as the server hands it to whoever started it. */
const mailboxUrl = () => inject('devMailboxUrl');

async function get(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    // Each page carries a fresh CSP nonce; the rest must be the same byte for byte.
    html: (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""'),
  };
}

const mailboxPage = () => get(mailboxUrl());

/** What a path that does not exist gets, with its own path put back in where it is named. */
async function missingPage(base: string, pathAndQuery: string) {
  const other = `/dev/${uniqueTag()}`;
  const answer = await get(`${base}${other}${pathAndQuery.slice('/dev/mailbox'.length)}`);
  return { ...answer, html: answer.html.replaceAll(other, '/dev/mailbox') };
}

async function waitForPage(contains: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { html } = await mailboxPage();
    if (html.includes(contains) || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the dev mailbox (no SMTP_URL, not production)', () => {
  it('lists the outbox newest first with each link clickable', async () => {
    const email = `mailbox-${uniqueTag()}@example.test`;
    const response = await fetch(`${gateway()}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-pass-1', data: { name: 'Mia' } }),
    });
    expect(response.status).toBe(200);

    const html = await waitForPage(email);
    expect(html).toContain(`to ${email}`);
    const { rows } = await servicePool().query<{ link: string }>(
      'select link from auth.mail_outbox where to_address = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    const link = rows[0]!.link;
    expect(link).toMatch(/\/auth\/v1\/verify\?token=[\w-]{43}&type=signup&redirect_to=/);
    expect(html).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);

    const page = await mailboxPage();
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    const mine = page.html.indexOf(`to ${email}`);
    const later = `later-${uniqueTag()}@example.test`;
    await servicePool().query(
      `insert into auth.mail_outbox (kind, to_address, subject, text_body, html_body)
       values ('test', $1, '<script>alert(1)</script>', 'x', 'x')`,
      [later],
    );
    const after = await mailboxPage();
    expect(after.html.indexOf(`to ${later}`)).toBeLessThan(after.html.indexOf(`to ${email}`));
    expect(mine).toBeGreaterThan(0);
    expect(after.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(after.html).not.toContain('<script>');
  });

  it("lists a mail's attachments with their type and size, each a download behind the token", async () => {
    const email = `files-${uniqueTag()}@example.test`;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20)]);
    const ics = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    const mailer = createMailer({
      pool: servicePool(),
      smtpUrl: undefined,
      from: 'tickets@example.test',
      log: pino({ level: 'silent' }),
    });
    await mailer.send({
      kind: 'test',
      to: email,
      subject: 'Your ticket',
      text: 'See the attachments.',
      html: '<p>See the attachments.</p>',
      attachments: [
        { filename: 'ticket-ABC123.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'booking-ABC123.ics', contentType: 'text/calendar', content: ics },
      ],
    });
    const { html } = await mailboxPage();
    const start = html.indexOf(`to ${email}`);
    expect(start).toBeGreaterThan(0);
    const article = html.slice(start, html.indexOf('</article>', start));
    expect(article).toContain(
      'ticket-ABC123.pdf</a> <span class="meta">application/pdf · 2.9 KB</span>',
    );
    expect(article).toContain(
      'booking-ABC123.ics</a> <span class="meta">text/calendar · 32 bytes</span>',
    );
    const links = [...article.matchAll(/<a href="([^"]+)" download>/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
    expect(links).toHaveLength(2);
    const expected = [
      { name: 'ticket-ABC123.pdf', type: 'application/pdf', bytes: pdf },
      { name: 'booking-ABC123.ics', type: 'text/calendar', bytes: ics },
    ];
    for (const [index, link] of links.entries()) {
      const file = expected[index]!;
      const response = await fetch(`${gateway()}${link}`);
      expect(response.status, link).toBe(200);
      expect(response.headers.get('content-type')).toBe(file.type);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${file.name}"; filename*=UTF-8''${file.name}`,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(file.bytes);
      // Without the token, or with another, it is a missing page like any other.
      const bare = link.slice(0, link.indexOf('?'));
      for (const wrong of [bare, `${bare}?token=wrong`]) {
        const answer = await get(`${gateway()}${wrong}`);
        expect(answer.status, wrong).toBe(404);
        expect(answer).toEqual(await missingPage(gateway(), wrong));
      }
    }
    const token = new URL(mailboxUrl()).searchParams.get('token')!;
    for (const missing of ['0/0', '1/99', 'x/0']) {
      const answer = await fetch(`${gateway()}/dev/mailbox/attachments/${missing}?token=${token}`);
      expect(answer.status, missing).toBe(404);
      await answer.arrayBuffer();
    }
  });

  it('is only for the holder of its token: without it, it looks like any missing page', async () => {
    const token = new URL(mailboxUrl()).searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const wrongs = [
      '/dev/mailbox',
      '/dev/mailbox?token=',
      `/dev/mailbox?token=${token.slice(0, -1)}`,
      `/dev/mailbox?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `/dev/mailbox?token=${token}x`,
      `/dev/mailbox?token=${token}&token=${token}`,
      `/dev/mailbox?Token=${token}`,
    ];
    for (const wrong of wrongs) {
      const page = await get(`${gateway()}${wrong}`);
      expect(page).toEqual(await missingPage(gateway(), wrong));
      expect(page.html).not.toContain('Dev mailbox');
    }
    expect((await mailboxPage()).html).toContain('Dev mailbox');
  });

  it('is named by no public answer', async () => {
    const token = new URL(mailboxUrl()).searchParams.get('token')!;
    const config = (await (await fetch(`${gateway()}/config.json`)).json()) as object;
    // The app may say that mail waits in a dev mailbox, never where it is.
    expect(config).toMatchObject({ devMailbox: true });
    expect(config).not.toHaveProperty('devMailboxUrl');
    for (const publicPath of ['/config.json', '/', '/signup', '/health', '/auth/v1/settings']) {
      const text = await (await fetch(`${gateway()}${publicPath}`)).text();
      expect(text).not.toContain(token);
      expect(text).not.toContain('/dev/mailbox');
    }
  });
});

describe('the demo admin', () => {
  it('is created confirmed, its password hashed with argon2id (19 MiB, 2 passes)', async () => {
    const { rows } = await servicePool().query<{ confirmed: boolean; hash: string }>(
      `select email_confirmed_at is not null as confirmed, encrypted_password as hash
         from auth.users where email = 'admin@ecotours.local'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.confirmed).toBe(true);
    expect(rows[0]!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('hands a generated password to its starter once, and never writes it to the log', async () => {
    const logged: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) });
    const email = `demo-${uniqueTag()}@example.test`;
    const options = {
      env: 'development' as const,
      adminEmails: [],
      demoAdmin: { email, password: undefined },
    };
    const store = AuthStore.fromPool(servicePool());

    const first = await ensureAdmins(store, options, log);
    expect(first.adminEmails).toEqual([email]);
    const password = first.createdDemoAdmin!.password;
    expect(first.createdDemoAdmin).toEqual({ email, password: expect.any(String) });
    expect(password.length).toBeGreaterThanOrEqual(16);
    const signIn = await fetch(`${gateway()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);

    const second = await ensureAdmins(store, options, log);
    expect(second).toEqual({ adminEmails: [email], createdDemoAdmin: undefined });
    expect(logged.join('\n')).toContain(email);
    expect(logged.join('\n')).not.toContain(password);
  });
});

describe('in production', () => {
  let smtp: SmtpCatcher;
  let production: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    production = await startTestServer({
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'demo-boss@example.test',
      ADMIN_PASSWORD: 'demo-password-1',
    });
  });

  afterAll(async () => {
    await production?.dispose();
    await smtp?.close();
  });

  it('will not start without SMTP_URL, in one sentence', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ecotours-test-'));
    try {
      const starting = startServer(
        loadConfig({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      );
      await expect(starting).rejects.toThrow(StartupError);
      await expect(starting).rejects.toThrow(
        'NODE_ENV=production needs SMTP_URL, or sign-up and password-reset mails would be lost: set SMTP_URL (and MAIL_FROM) to your mail server.',
      );
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('there is no dev mailbox', async () => {
    expect(production.devMailboxUrl).toBeUndefined();
    const page = await get(`${production.url}/dev/mailbox`);
    expect(page).toEqual(await missingPage(production.url, '/dev/mailbox'));
    expect(page.html).not.toContain('Dev mailbox');
    const config = (await (await fetch(`${production.url}/config.json`)).json()) as object;
    expect(Object.keys(config).sort()).toEqual(['anonKey', 'supabaseUrl']);
  });

  it('creates no demo admin, whatever ADMIN_EMAIL and ADMIN_PASSWORD say', async () => {
    expect(production.createdDemoAdmin).toBeUndefined();
    const { rowCount } = await production.servicePool.query(
      `select 1 from auth.users where email = 'demo-boss@example.test'`,
    );
    expect(rowCount).toBe(0);
    // Whoever signs up with that address is a member like any other (ADMIN_EMAILS is empty).
    const response = await fetch(`${production.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: production.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo-boss@example.test', password: 'boss-password-1' }),
    });
    expect(response.status).toBe(200);
    const link = (await smtp.nextMailTo('demo-boss@example.test')).link!;
    const { pathname, search } = new URL(link);
    const opened = await fetch(`${production.url}${pathname}${search}`, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(opened.headers.get('location')!).hash.slice(1));
    const me = await fetch(`${production.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(((await me.json()) as { app_metadata: unknown }).app_metadata).toEqual({
      provider: 'email',
      providers: ['email'],
    });
  });
});
